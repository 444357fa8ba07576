// The browser every browser test and benchmark drives: Debian's Chromium (never a downloaded
// one: `playwright install` is not used), with the flags that keep a run quiet and comparable —
// no sandbox (containers), no GPU, nothing fetched in the background, no QUIC.
export const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
