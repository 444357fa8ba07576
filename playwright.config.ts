import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, journeyBrowserPath } from "./scripts/lib/chromium.mjs";
import { port, readyPort, shopsEnv } from "./scripts/lib/e2e-servers.mjs";

/**
 * Journeys in Debian's Chromium (its headless shell when installed: scripts/lib/chromium.mjs)
 * against the production build served by `npm start`, on a throwaway DATA_DIR with the demo
 * collection. Never `playwright install`.
 */
export default defineConfig({
  testDir: "e2e",
  globalTeardown: "./e2e/global-teardown.ts",
  fullyParallel: true,
  // Three journeys at once on CI's two cores: a journey waits as well as computes (its pages,
  // its server, a slowed page's timers, a held request). Beside the same outside load, 111
  // journeys took 469 s with three and 557 s with two, and none failed that passed with two.
  workers: process.env.CI ? 3 : undefined,
  retries: 0,
  // A whole journey: the owner's add, edit, cancel and delete takes ~20 s alone on two cores,
  // and more beside a second worker. A step that hangs still fails after its own 7 s.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [["list"]],
  use: {
    ...devices["Desktop Chrome"],
    baseURL: `http://127.0.0.1:${port}`,
    locale: "en-GB",
    // A failed journey keeps its trace of actions, requests, console and timings (and its
    // error context, the page's accessibility tree where it failed). Screencast frames and DOM
    // snapshots were recorded for every journey and thrown away for each that passed: 40% of
    // the browser's and Playwright's CPU (66 CPU-s instead of 106 for 35 journeys).
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: false },
    launchOptions: { executablePath: journeyBrowserPath, args: CHROMIUM_ARGS },
  },
  // The shops and the stand-in start side by side, under one web server that answers once all
  // of them do (scripts/lib/e2e-shops.mjs): Playwright would start them one after another.
  // It builds what is stale first, once, so that no two shops build at once. `npm test` starts
  // the same shops itself once it has built, beside the API tiers, and says so with
  // E2E_SHOPS_STARTED: they are reused then (scripts/lib/early-shops.mjs).
  webServer: {
    command: "node scripts/lib/e2e-shops.mjs",
    url: `http://127.0.0.1:${readyPort}/`,
    reuseExistingServer: process.env.E2E_SHOPS_STARTED === "1",
    timeout: 180_000,
    stdout: "pipe",
    env: shopsEnv,
  },
});
