import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

// Pure rules as unit tests; routes through app.request() against a fresh database
// cloned from a migrated template, once on embedded PGlite and once on a real PostgreSQL.
const apiTests = "src/**/*.api.test.ts";

/** The API tests against one database kind, whose global setup provides its template. */
function apiProject(name: string, db: "pglite" | "postgres", databaseSetup: string) {
  return {
    test: {
      name,
      environment: "node" as const,
      include: [apiTests],
      env: {
        ATELIER_TEST_DB: db,
        // The AWS SDK's notice that its 2027 releases need Node 22 (README), once per worker.
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
      },
      // The `s3` image store runs against a local S3-compatible server.
      globalSetup: ["tests/temp-dir.ts", databaseSetup, "tests/s3-server.ts"],
      // Server log lines are kept, and printed only for a failing test.
      setupFiles: ["tests/logs.ts"],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
}

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
          include: ["src/**/*.test.ts"],
          exclude: [apiTests],
          setupFiles: ["tests/logs.ts"],
        },
      },
      apiProject("api", "pglite", "tests/pglite-template.ts"),
      apiProject("api-postgres", "postgres", "tests/postgres-server.ts"),
      {
        plugins: [react()],
        test: {
          name: "client",
          environment: "jsdom",
          include: ["src/client/**/*.test.tsx"],
          setupFiles: ["tests/client-setup.ts"],
        },
      },
    ],
  },
});
