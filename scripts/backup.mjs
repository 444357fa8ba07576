// `npm run backup -- <file>`: the whole shop (every table but sessions, every image) into one
// archive, with the compiled server's own code (src/server/backup/command.ts), built first if
// stale.
import { ensureBuilt, fromServerBuild } from "./lib/builds.mjs";

try {
  await ensureBuilt("server");
} catch (error) {
  console.error(`atelier backup: ${error.message}`);
  process.exit(1);
}
await fromServerBuild("backup.js");
