// `npm start`: rebuild what is stale (scripts/lib/builds.mjs), then run the compiled server,
// dist/server/index.js, which serves pages, API and images from this one Node process. Each
// build runs in a process of its own, so none of its memory stays with the server; nothing
// here or in the server compiles TypeScript (docs/decisions/015-one-build-compiled-server.md).
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { BUILDS, isStale, root } from "./lib/builds.mjs";

// React renders pages with its production build, as the client's build does.
process.env.NODE_ENV ??= "production";

const server = (file) => import(path.join(root, BUILDS.server.outDir, file));

/** `npm run build -- <name>` in a child process; resolves when it succeeded. */
function build(name) {
  if (!existsSync(path.join(root, "node_modules/vite"))) {
    return Promise.reject(
      new Error(
        `${BUILDS[name].outDir} is missing or out of date, and the build tools are not ` +
          "installed: run `npm install` (with devDependencies), or ship a built dist/",
      ),
    );
  }
  console.log(`Building the ${name}…`);
  const child = spawn(process.execPath, [path.join(root, "scripts/build.mjs"), name], {
    cwd: root,
    stdio: "inherit",
  });
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`the ${name} build failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

/** Reports a failed start in one line and exits, once `opening` is closed (if any). */
async function fail(error, opening) {
  console.error(`atelier: ${error.message}`);
  // An embedded database being created is left whole, not half-written.
  await opening?.then((database) => database.close()).catch(() => {});
  process.exit(1);
}

// Both builds start at once; the server's takes about a second, the client's a few.
const building = Object.fromEntries(
  Object.keys(BUILDS).map((name) => [name, isStale(name) ? build(name) : Promise.resolve()]),
);
for (const step of Object.values(building)) step.catch(() => {}); // reported once awaited

try {
  await building.server;
} catch (error) {
  await building.client.catch(() => {}); // no build left writing after this process
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
  await building.client;
} catch (error) {
  await fail(error, opening);
}
await server("index.js");
