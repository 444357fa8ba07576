// `npm run admin -- grant <email>` | `revoke <email>` | `list`: manages the gallery-owner role
// with the compiled server's own code (src/server/admin.ts), built first if stale.
import { ensureBuilt, fromServerBuild } from "./lib/builds.mjs";

try {
  await ensureBuilt("server");
} catch (error) {
  console.error(`atelier admin: ${error.message}`);
  process.exit(1);
}
await fromServerBuild("admin.js");
