// The e2e journeys' shops started by `npm test` as soon as the build is made, in the
// background, instead of by Playwright when the journeys' turn comes (decision 056): the first
// shop makes its database and paints the demo collection, and all of them start, while the API
// tiers run, and the journeys find them ready. Playwright then reuses them
// (E2E_SHOPS_STARTED, playwright.config.ts); `stop()` ends them after the journeys.
import { spawn } from "node:child_process";
import path from "node:path";
import { root } from "./builds.mjs";

/**
 * Starts scripts/lib/e2e-shops.mjs with `env` (its E2E_READY_PORT and E2E_SERVERS) in a
 * process group of its own. `ready` resolves true once its readiness port answers 200, and
 * false if it exits first (`output()` then says why); `stop()` ends the group.
 * @param {Record<string, string>} env
 * @param {number} readyPort
 */
export function startEarlyShops(env, readyPort) {
  const chunks = [];
  const child = spawn(process.execPath, [path.join(root, "scripts/lib/e2e-shops.mjs")], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  child.stdout.on("data", (chunk) => chunks.push(chunk));
  child.stderr.on("data", (chunk) => chunks.push(chunk));
  const exited = new Promise((resolve) => child.once("exit", resolve));

  const ready = (async () => {
    let ended = false;
    exited.then(() => {
      ended = true;
    });
    // The shops build nothing (the build is made), start, paint and answer in tens of seconds;
    // Playwright gave its own web server three minutes.
    const deadline = Date.now() + 180_000;
    while (!ended && Date.now() < deadline) {
      const answered = await fetch(`http://127.0.0.1:${readyPort}/`).then(
        (response) => response.ok,
        () => false,
      );
      if (answered) return true;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return false;
  })();

  return {
    ready,
    /** What the shops printed so far: their warnings, or why they stopped. */
    output: () => Buffer.concat(chunks).toString(),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        try {
          process.kill(-child.pid, "SIGTERM");
        } catch {
          // already gone
        }
      }
      await exited;
    },
  };
}
