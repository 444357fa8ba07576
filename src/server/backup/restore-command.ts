// `npm run restore -- <file>` (command.ts); the entry dist/server/restore.js is built from.
import { runCommand } from "./command";

runCommand("restore");
