import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { openPglite } from "../src/server/db/client";

declare module "vitest" {
  export interface ProvidedContext {
    /** A tarball of a migrated PGlite data directory that every test database starts from. */
    pgliteTemplateFile: string;
  }
}

/**
 * Vitest globalSetup of the `api` project: migrates one embedded database and saves its data
 * directory, so each test database is a ~0.3 s clone instead of a ~4 s migration (STYLE 9).
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), "atelier-pglite-"));
  const teardown = () => rm(dir, { recursive: true, force: true });
  try {
    const template = await openPglite();
    try {
      // openPglite hands back drizzle's handle; drizzle keeps the PGlite client behind it.
      const client = (template.db as unknown as { $client: PGlite }).$client;
      const dump = await client.dumpDataDir("none");
      const file = path.join(dir, "template.tar");
      await writeFile(file, Buffer.from(await dump.arrayBuffer()));
      project.provide("pgliteTemplateFile", file);
    } finally {
      await template.close();
    }
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
