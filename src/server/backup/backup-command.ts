// `npm run backup -- <file>` (command.ts); the entry dist/server/backup.js is built from.
import { runCommand } from "./command";

runCommand("backup");
