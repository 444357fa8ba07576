import { rmSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "@20minutes/s3rver";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** `http://127.0.0.1:<port>` of the run's local S3-compatible server (tests/s3.ts). */
    s3Endpoint: string;
  }
}

/**
 * Vitest globalSetup of the API projects: a local S3-compatible server (s3rver) on 127.0.0.1
 * with its objects in a temp directory, so the `s3` image store is tested on every run, CI
 * included. Stopped and removed afterwards, also when a run is interrupted.
 *
 * s3rver checks access key ids, but computes bucket-level signatures from a path without the
 * trailing slash the AWS SDK v3 signs: `allowMismatchedSignatures` lets those through. An
 * unknown key id is still refused.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), "atelier-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    directory: dir,
    silent: true,
    allowMismatchedSignatures: true,
  });
  let running = false;
  const cleanUp = async () => {
    process.off("exit", removeDir);
    if (running) {
      running = false;
      await server.close();
    }
    removeDir();
  };
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  process.once("exit", removeDir);
  try {
    const { port } = await server.run();
    running = true;
    project.provide("s3Endpoint", `http://127.0.0.1:${port}`);
    return cleanUp;
  } catch (error) {
    await cleanUp();
    throw new Error(`Could not start the local S3 server (s3rver): ${error}`);
  }
}
