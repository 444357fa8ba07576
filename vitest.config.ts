import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

// STYLE 9: pure rules as unit tests; routes through app.request() against a fresh database
// cloned from a migrated template, once on embedded PGlite and once on a real PostgreSQL.
const apiTests = "src/**/*.api.test.ts";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
          include: ["src/**/*.test.ts"],
          exclude: [apiTests],
        },
      },
      {
        test: {
          name: "api",
          environment: "node",
          include: [apiTests],
          env: { ATELIER_TEST_DB: "pglite" },
          globalSetup: ["tests/temp-dir.ts", "tests/pglite-template.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "api-postgres",
          environment: "node",
          include: [apiTests],
          env: { ATELIER_TEST_DB: "postgres" },
          globalSetup: ["tests/temp-dir.ts", "tests/postgres-server.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
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
