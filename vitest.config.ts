import { availableParallelism } from "node:os";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

// Pure rules as unit tests; routes through app.request() against a fresh database
// cloned from a migrated template, once on embedded PGlite and once on a real PostgreSQL.
const apiTests = "src/**/*.api.test.ts";

/**
 * The `api-node24` tier (scripts/test.mjs runs it on Node 24, after the whole API suite ran on
 * the machine's Node): what differs between Node versions — server processes starting,
 * stopping and signing in (argon2's native passwords) on a shared database, the embedded
 * database's worker thread, sharp's native images and the painter's process — and the pages
 * rendered, not the whole suite a third time (decision 031).
 */
const node24Tests = [
  "src/server/process.api.test.ts",
  "src/server/cluster.api.test.ts",
  "src/server/db/pglite-worker.api.test.ts",
  "src/server/images/store.api.test.ts",
  "src/server/pages/render.api.test.ts",
];

/**
 * Test files at once per API project. Vitest's default on two cores is one, but these files
 * mostly wait — on the database's thread or server, on the server processes they start, on
 * timers — so more than one file per core keeps the cores busy (decision 031).
 */
const apiWorkers = Math.max(2, Math.min(4, availableParallelism()));

/** The API tests against one database kind, whose global setup provides its template. */
function apiProject(
  name: string,
  db: "pglite" | "postgres",
  databaseSetup: string,
  include = [apiTests],
) {
  return {
    test: {
      name,
      environment: "node" as const,
      include,
      maxWorkers: apiWorkers,
      // A worker's files share the modules it imported: every file builds its own app over its
      // own database (tests/api.ts), so nothing of one file reaches the next, and importing
      // the server once per worker instead of once per file saves ~100 s of CPU a tier.
      isolate: false,
      env: {
        ATELIER_TEST_DB: db,
        // The AWS SDK's notice that its 2027 releases need Node 22 (README), once per worker.
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
      },
      // The `s3` image store runs against a local S3-compatible server; the process tests run
      // the compiled server, built first if stale. Every tier has the embedded template: a
      // server process without DATABASE_URL opens a copy of it (createShopDir).
      globalSetup: [
        "tests/temp-dir.ts",
        ...new Set(["tests/pglite-template.ts", databaseSetup]),
        "tests/s3-server.ts",
        "tests/server-build.ts",
      ],
      // Server log lines are kept, and printed only for a failing test.
      setupFiles: ["tests/logs.ts"],
      // Two API tiers run side by side with two files each (scripts/test.mjs): on two busy
      // cores a test that starts servers waits longer for its turn than it runs.
      testTimeout: 60_000,
      hookTimeout: 120_000,
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
          // Unit beside client on two cores (scripts/test.mjs), and beside whatever else the
          // machine runs: Vitest's 5 s is for a test that hangs, not for a busy core.
          testTimeout: 20_000,
          // Pure rules: a worker imports the modules once for all its files.
          isolate: false,
          include: ["src/**/*.test.ts"],
          exclude: [apiTests],
          setupFiles: ["tests/logs.ts"],
        },
      },
      apiProject("api", "pglite", "tests/pglite-template.ts"),
      apiProject("api-postgres", "postgres", "tests/postgres-server.ts"),
      apiProject("api-node24", "pglite", "tests/pglite-template.ts", node24Tests),
      {
        plugins: [react()],
        test: {
          name: "client",
          environment: "jsdom",
          // Beside the unit tier on two cores, often on a busy machine: a test that waits for a
          // few screens in turn (Testing Library's 5 s each, tests/client-timeouts.ts) may take
          // longer than Vitest's 5 s without hanging.
          testTimeout: 20_000,
          // One document per worker, emptied after every test (tests/client-setup.ts).
          isolate: false,
          include: ["src/client/**/*.test.tsx"],
          setupFiles: ["tests/client-setup.ts", "tests/client-timeouts.ts"],
        },
      },
    ],
  },
});
