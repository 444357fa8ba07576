import { rmSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** A directory for the run's DATA_DIRs and other files, removed when the run ends. */
    testTempDir: string;
  }
}

/**
 * Vitest globalSetup: one temp directory per run, for every project that needs files. Test
 * workers can end without an exit event, so the main process removes it: at teardown, or at
 * exit when a run is interrupted (which skips teardown).
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), "atelier-test-"));
  project.provide("testTempDir", dir);
  const cleanUp = () => {
    process.off("exit", cleanUp);
    rmSync(dir, { recursive: true, force: true });
  };
  process.once("exit", cleanUp);
  return cleanUp;
}
