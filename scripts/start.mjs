// `npm start`: build the client when its sources are newer than the last build, then serve
// pages, API and images from this one Node process (DESIGN §2). The build runs in a process of
// its own, so none of its memory stays with the server (issue 14).
import { spawn } from "node:child_process";
import { existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const stamp = path.join(root, "dist/client/.build-stamp");
const inputs = ["src/client", "src/shared", "vite.config.ts", "package-lock.json"];

function newestMtime(entry) {
  const info = statSync(entry, { throwIfNoEntry: false });
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestMtime(path.join(entry, name))),
    info.mtimeMs,
  );
}

/** `vite build` (with its precompression) in a child process; resolves when it succeeded. */
function buildClient() {
  console.log("Building the client…");
  const vite = path.join(root, "node_modules/vite/bin/vite.js");
  const child = spawn(process.execPath, [vite, "build", "--logLevel", "warn"], {
    cwd: root,
    stdio: "inherit",
  });
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      if (code === 0) {
        writeFileSync(stamp, new Date().toISOString());
        resolve();
      } else reject(new Error(`the client build failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
const changed = Math.max(...inputs.map((input) => newestMtime(path.join(root, input))));
const building = changed > built ? buildClient() : Promise.resolve();
building.catch(() => {}); // reported once awaited

const { register } = await import("tsx/esm/api");
register();
const server = (file) => import(path.join(root, "src/server", file));

// While the client builds, the server gets ready: it opens the database (creating the embedded
// one takes seconds on a first start), which the server takes over (openDatabase). Its modules
// load meanwhile. The demo paintings are painted once it listens (paintDemoImages).
let opening;
try {
  const config = (await server("config.ts")).parseConfig();
  const { openDatabaseAhead } = await server("db/client.ts");
  opening = openDatabaseAhead(config);
  void server("app.ts").catch(() => {});
} catch {
  // A bad setting: the server says which, in one line (DESIGN §2).
}

try {
  await building;
} catch (error) {
  console.error(`atelier: ${error.message}`);
  // An embedded database being created is left whole, not half-written.
  await opening?.then((database) => database.close()).catch(() => {});
  process.exit(1);
}
await server("index.ts");
