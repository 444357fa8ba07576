// The e2e journeys' shops and the Stripe stand-in: ports, throwaway DATA_DIRs and settings,
// for playwright.config.ts (its web server, scripts/lib/e2e-shops.mjs) and for scripts/test.mjs,
// which starts the same shops in the background as soon as the build is made (decision 056).
// Each DATA_DIR is made once and named in process.env, so that Playwright's workers, which
// load the config again, and a Playwright started by `npm test` find the same ones.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const port = Number(process.env.E2E_PORT ?? 3210);
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
export const readyPort = port + 4;

const commonEnv = {
  HOST: "127.0.0.1",
  GALLERY_NAME: "Atelier Test Gallery",
  ADMIN_EMAILS: "owner@atelier.test,curator@atelier.test",
  SEED_DEMO: "true",
  // One JSON line per request would bury the test output: warnings and errors only.
  LOG_LEVEL: "warn",
};

/**
 * What scripts/lib/e2e-shops.mjs starts: each with its command, environment and health URL.
 * @param {string} name
 * @param {number} shopPort
 * @param {Record<string, string>} env
 */
const shop = (name, shopPort, env) => ({
  name,
  command: ["node", "scripts/start.mjs"],
  url: `http://127.0.0.1:${shopPort}/api/artworks?limit=1`,
  origin: `http://127.0.0.1:${shopPort}`,
  env: { ...commonEnv, PORT: String(shopPort), ...env },
});
export const servers = [
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

/** The environment scripts/lib/e2e-shops.mjs starts the servers above with. */
export const shopsEnv = {
  E2E_READY_PORT: String(readyPort),
  E2E_SERVERS: JSON.stringify(servers),
};
