import { ensureBuilt } from "../scripts/lib/builds.mjs";

/**
 * Vitest globalSetup of the API projects: the process tests run the compiled server
 * (tests/server-process.ts), so the server and the pages' render entry it imports are built
 * first if missing or older than their sources — a check of file times when `npm test` has
 * already built them, once for every tier (decision 031).
 */
export default async function setup() {
  await ensureBuilt("server");
  await ensureBuilt("render");
}
