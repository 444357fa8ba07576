import { existsSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
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

/** Where a template made in `parent` is: the data directory and its tarball. */
const templateIn = (parent: string) => ({
  dir: path.join(parent, "pglite-template"),
  file: path.join(parent, "pglite-template.tar"),
});

/**
 * Migrates one embedded database in `parent`/pglite-template and saves that data directory as
 * a tarball beside it. Nothing writes to either afterwards: test databases load the tarball,
 * server processes get a copy of the directory.
 */
export async function makePgliteTemplate(parent: string) {
  const { dir, file } = templateIn(parent);
  const template = await openPglite(dir);
  try {
    // openPglite hands back drizzle's handle; drizzle keeps the PGlite client behind it.
    const client = (template.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir("none");
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await template.close();
  }
  return { dir, file };
}

/**
 * Vitest globalSetup of the API projects, after tests/temp-dir.ts: one migrated embedded
 * database, in a directory and as a tarball, so each test database is a ~0.3 s clone instead
 * of a ~4 s creation and migration — and each server process a test starts on an embedded
 * database of its own a copied directory (decision 031). `npm test` makes it once for all
 * its tiers and names it in ATELIER_TEST_PGLITE_TEMPLATE (decision 056); a tier run on its
 * own makes its own.
 */
export default async function setup(project: TestProject) {
  const shared = process.env.ATELIER_TEST_PGLITE_TEMPLATE;
  const template =
    shared && existsSync(templateIn(shared).file)
      ? templateIn(shared)
      : await makePgliteTemplate(project.getProvidedContext().testTempDir);
  project.provide("pgliteTemplateFile", template.file);
  project.provide("pgliteTemplateDir", template.dir);
}

// `node --import tsx tests/pglite-template.ts <dir>`: how scripts/test.mjs makes the run's one.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [parent] = process.argv.slice(2);
  if (!parent) throw new Error("usage: node --import tsx tests/pglite-template.ts <directory>");
  await makePgliteTemplate(parent);
}
