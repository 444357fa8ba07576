// `npm run restore -- <file>`: fills an empty shop from an archive `npm run backup` wrote, with
// the compiled server's own code (src/server/backup/command.ts), built first if stale.
import { runServerCommand } from "./lib/builds.mjs";

await runServerCommand("restore", "restore.js");
