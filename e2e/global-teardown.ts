import { rmSync } from "node:fs";

/** Removes the throwaway DATA_DIRs that playwright.config.ts made for this run. */
export default function globalTeardown() {
  for (const dir of [process.env.E2E_DATA_DIR, process.env.E2E_CARD_DATA_DIR]) {
    if (dir?.includes("atelier-e2e-")) rmSync(dir, { recursive: true, force: true });
  }
}
