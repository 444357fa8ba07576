import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { openPglite } from "#server/db/client";

declare module "vitest" {
  export interface ProvidedContext {
    /** A tarball of a migrated PGlite data directory that every test database starts from. */
    pgliteTemplateFile: string;
    /**
     * The same migrated database as a directory, which tests/server-process.ts copies into a
     * server process's DATA_DIR: the server then opens it instead of creating one.
     */
    pgliteTemplateDir: string;
  }
}

/**
 * Vitest globalSetup of the `api` project, after tests/temp-dir.ts: migrates one embedded
 * database, in a directory, and saves that data directory as a tarball too, so each test
 * database is a ~0.3 s clone instead of a ~4 s creation and migration — and each server
 * process a test starts on an embedded database of its own a copied directory (decision 031).
 */
export default async function setup(project: TestProject) {
  const { testTempDir } = project.getProvidedContext();
  const file = path.join(testTempDir, "pglite-template.tar");
  const dir = path.join(testTempDir, "pglite-template");
  const template = await openPglite(dir);
  try {
    // openPglite hands back drizzle's handle; drizzle keeps the PGlite client behind it.
    const client = (template.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir("none");
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await template.close();
  }
  project.provide("pgliteTemplateFile", file);
  project.provide("pgliteTemplateDir", dir);
}
