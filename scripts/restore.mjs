// `npm run restore -- <file>`: fills an empty shop from an archive `npm run backup` wrote, with
// the compiled server's own code (src/server/backup/command.ts), built first if stale.
import { ensureBuilt, fromServerBuild } from "./lib/builds.mjs";

try {
  await ensureBuilt("server");
} catch (error) {
  console.error(`atelier restore: ${error.message}`);
  process.exit(1);
}
await fromServerBuild("restore.js");
