// `npm run admin -- grant <email>` | `revoke <email>` | `list`: manages the gallery-owner role
// with the compiled server's own code (src/server/admin.ts), built first if stale.
import { runServerCommand } from "./lib/builds.mjs";

await runServerCommand("admin", "admin.js");
