// `npm run backup -- <file>`: the whole shop (every table but sessions, every image) into one
// archive, with the compiled server's own code (src/server/backup/command.ts), built first if
// stale.
import { runServerCommand } from "./lib/builds.mjs";

await runServerCommand("backup", "backup.js");
