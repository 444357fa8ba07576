// The browsers the browser tests and benchmarks drive: Debian's Chromium (never a downloaded
// one: `playwright install` is not used), with the flags that keep a run quiet and comparable —
// no sandbox (containers), no GPU, nothing fetched in the background, no QUIC.
import { existsSync } from "node:fs";

/** The whole browser, for what measures a page as a visitor's browser loads it (Lighthouse). */
export const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

const headlessShell = "/usr/bin/chromium-headless-shell";

/**
 * The browser the e2e journeys drive: Debian's `chromium-headless-shell` when it is installed —
 * the same Blink without the browser's own interface, which took more than half the journeys'
 * CPU (decision 031) — and otherwise the whole browser. CHROMIUM_PATH overrides both.
 */
export const journeyBrowserPath =
  process.env.CHROMIUM_PATH || (existsSync(headlessShell) ? headlessShell : chromiumPath);

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
