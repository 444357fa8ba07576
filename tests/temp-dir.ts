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
 * Vitest globalSetup: one temp directory per run. Test workers can be stopped without an
 * exit event, so they cannot clean up after themselves; the main process does it here.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), "atelier-test-"));
  project.provide("testTempDir", dir);
  const cleanUp = () => {
    process.off("exit", cleanUp);
    rmSync(dir, { recursive: true, force: true });
  };
  // Interrupted runs exit without teardown.
  process.once("exit", cleanUp);
  return cleanUp;
}
