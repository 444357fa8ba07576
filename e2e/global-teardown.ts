import { rmSync } from "node:fs";

/** Removes the throwaway DATA_DIR that playwright.config.ts made for this run. */
export default function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir?.includes("atelier-e2e-")) rmSync(dir, { recursive: true, force: true });
}
