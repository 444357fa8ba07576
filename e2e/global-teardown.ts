import { spawn } from "node:child_process";

/**
 * Removes the throwaway DATA_DIRs that playwright.config.ts made for this run. Playwright stops
 * its web servers only after this teardown, and a shop may still be writing then (it paints the
 * demo collection after it starts listening), so a detached process removes them as soon as
 * every shop's port is closed — or after a minute at most.
 */
export default function globalTeardown() {
  const dirs = [
    process.env.E2E_DATA_DIR,
    process.env.E2E_CARD_DATA_DIR,
    process.env.E2E_COLLECTORS_DATA_DIR,
    process.env.E2E_PASSKEYS_DATA_DIR,
  ].filter((dir): dir is string => Boolean(dir?.includes("atelier-e2e-")));
  const ports = (process.env.E2E_SHOP_PORTS ?? "").split(",").filter(Boolean).map(Number);
  spawn(process.execPath, ["--input-type=module", "-e", CLEAN_UP], {
    detached: true,
    stdio: "ignore",
    env: { ...process.env, DIRS: JSON.stringify(dirs), PORTS: JSON.stringify(ports) },
  }).unref();
}

const CLEAN_UP = `
import { rmSync } from "node:fs";
import net from "node:net";
const dirs = JSON.parse(process.env.DIRS);
const ports = JSON.parse(process.env.PORTS);
const listening = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });
const deadline = Date.now() + 60_000;
while (Date.now() < deadline && (await Promise.all(ports.map(listening))).some(Boolean)) {
  await new Promise((resolve) => setTimeout(resolve, 200));
}
for (const dir of dirs) rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
`;
