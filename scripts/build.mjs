// `npm run build [client|render|server]`: the client into dist/client, the pages' render entry
// into dist/render and the server into dist/server (all three by default), with Vite. The server is then run by plain Node:
// `node dist/server/index.js` (docs/decisions/015-one-build-compiled-server.md).
import path from "node:path";
import { build } from "vite";
import { BUILDS, root, stampBuilt } from "./lib/builds.mjs";

const names = process.argv.slice(2);
const unknown = names.filter((name) => !(name in BUILDS));
if (unknown.length) {
  console.error(`usage: npm run build [-- ${Object.keys(BUILDS).join("|")}]`);
  process.exit(2);
}
for (const name of names.length ? names : Object.keys(BUILDS)) {
  await build({ configFile: path.join(root, BUILDS[name].config), logLevel: "warn" });
  stampBuilt(name);
}
