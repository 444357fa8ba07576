// `npm start`: rebuild what is stale (scripts/lib/builds.mjs), then run the compiled server,
// dist/server/index.js, which serves pages, API and images from this one Node process. Each
// build runs in a process of its own, so none of its memory stays with the server; nothing
// here or in the server compiles TypeScript (docs/decisions/015-one-build-compiled-server.md).
import { BUILDS, ensureBuilt, fromServerBuild as server } from "./lib/builds.mjs";

// React renders pages with its production build, as the client's build does.
process.env.NODE_ENV ??= "production";

/** Reports a failed start in one line and exits, once `opening` is closed (if any). */
async function fail(error, opening) {
  console.error(`atelier: ${error.message}`);
  // An embedded database being created is left whole, not half-written.
  await opening?.then((database) => database.close()).catch(() => {});
  process.exit(1);
}

// The builds start at once; the server's and the render entry's take about a second each, the
// client's a few.
const building = Object.fromEntries(Object.keys(BUILDS).map((name) => [name, ensureBuilt(name)]));
for (const step of Object.values(building)) step.catch(() => {}); // reported once awaited

try {
  await building.server;
} catch (error) {
  // No build left writing after this process.
  await Promise.allSettled([building.client, building.render]);
  await fail(error);
}

// While the client builds, the compiled server opens the database (creating the embedded one
// takes seconds on a first start), which the server then takes over (openDatabase).
let opening;
try {
  const { parseConfig } = await server("config.js");
  const { openDatabaseAhead } = await server("database.js");
  opening = openDatabaseAhead(parseConfig());
} catch {
  // A bad setting: the server says which, in one line, once it starts.
}

try {
  await Promise.all([building.client, building.render]);
} catch (error) {
  await fail(error, opening);
}
await server("index.js");
