import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, journeyBrowserPath } from "./scripts/lib/chromium.mjs";

/**
 * Journeys in Debian's Chromium (its headless shell when installed: scripts/lib/chromium.mjs)
 * against the production build served by `npm start`, on a throwaway DATA_DIR with the demo
 * collection. Never `playwright install`.
 */
const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "atelier-e2e-"));
process.env.E2E_DATA_DIR = dataDir; // the workers load this file too: one directory for all

// A second shop that takes cards, through a local Stripe stand-in (tests only).
const cardPort = port + 1;
const standInPort = port + 2;
const cardDataDir =
  process.env.E2E_CARD_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "atelier-e2e-card-"));
process.env.E2E_CARD_DATA_DIR = cardDataDir;
process.env.E2E_CARD_URL = `http://127.0.0.1:${cardPort}`;
// A third shop for journeys that add and sell paintings (other journeys take the main gallery's
// first painting), which tells followers of each new work at once.
const collectorsPort = port + 3;
const collectorsDataDir =
  process.env.E2E_COLLECTORS_DATA_DIR ??
  mkdtempSync(path.join(tmpdir(), "atelier-e2e-collectors-"));
process.env.E2E_COLLECTORS_DATA_DIR = collectorsDataDir;
process.env.E2E_COLLECTORS_URL = `http://127.0.0.1:${collectorsPort}`;
// A fourth shop for passkeys: WebAuthn refuses an IP address as the site's name, so this one
// is served and named as localhost (its PUBLIC_URL names the passkeys' relying party).
const passkeysPort = port + 5;
const passkeysDataDir =
  process.env.E2E_PASSKEYS_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "atelier-e2e-passkeys-"));
process.env.E2E_PASSKEYS_DATA_DIR = passkeysDataDir;
process.env.E2E_PASSKEYS_URL = `http://localhost:${passkeysPort}`;
// For global-teardown.ts: the shops whose DATA_DIRs it removes once they have stopped.
process.env.E2E_SHOP_PORTS = `${port},${cardPort},${collectorsPort},${passkeysPort}`;
const webhookSecret = "whsec_atelier_e2e";
// scripts/lib/e2e-shops.mjs answers here once every shop and the stand-in answer.
const readyPort = port + 4;

const commonEnv = {
  HOST: "127.0.0.1",
  GALLERY_NAME: "Atelier Test Gallery",
  ADMIN_EMAILS: "owner@atelier.test,curator@atelier.test",
  SEED_DEMO: "true",
  // One JSON line per request would bury the test output: warnings and errors only.
  LOG_LEVEL: "warn",
};

/** What scripts/lib/e2e-shops.mjs starts: each with its command, environment and health URL. */
const shop = (name: string, shopPort: number, env: Record<string, string>) => ({
  name,
  command: ["node", "scripts/start.mjs"],
  url: `http://127.0.0.1:${shopPort}/api/artworks?limit=1`,
  origin: `http://127.0.0.1:${shopPort}`,
  env: { ...commonEnv, PORT: String(shopPort), ...env },
});
const servers = [
  shop("shop", port, {
    DATA_DIR: dataDir,
    // E-mail links must point where the browser is, so their cookie lands on this origin.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  }),
  {
    name: "stripe",
    command: [
      ...["node", "--import", "tsx", "tests/stripe-stand-in.ts"],
      ...["--port", String(standInPort), "--secret", webhookSecret],
      ...["--webhook", `http://127.0.0.1:${cardPort}/api/payments/stripe/webhook`],
    ],
    url: `http://127.0.0.1:${standInPort}/health`,
    env: {},
  },
  shop("card", cardPort, {
    DATA_DIR: cardDataDir,
    PUBLIC_URL: `http://127.0.0.1:${cardPort}`,
    STRIPE_SECRET_KEY: "sk_test_atelierE2E",
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_BASE: `http://127.0.0.1:${standInPort}`,
  }),
  shop("collectors", collectorsPort, {
    DATA_DIR: collectorsDataDir,
    PUBLIC_URL: `http://127.0.0.1:${collectorsPort}`,
    FOLLOW_DIGEST_MINUTES: "0",
  }),
  shop("passkeys", passkeysPort, {
    DATA_DIR: passkeysDataDir,
    PUBLIC_URL: `http://localhost:${passkeysPort}`,
  }),
];

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
  // It builds what is stale first, once, so that no two shops build at once (`npm test` has
  // built already, before any tier).
  webServer: {
    command: "node scripts/lib/e2e-shops.mjs",
    url: `http://127.0.0.1:${readyPort}/`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "pipe",
    env: {
      E2E_READY_PORT: String(readyPort),
      E2E_SERVERS: JSON.stringify(servers),
    },
  },
});
