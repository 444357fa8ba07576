// The two builds `npm run build` makes and `npm start` remakes when stale: what each is built
// from, and a stamp in its output that records when it last succeeded.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Each build's Vite config, output folder and inputs (folders or files, from the root). */
export const BUILDS = {
  client: {
    config: "vite.config.ts",
    outDir: "dist/client",
    inputs: ["src/client", "src/shared", "vite.config.ts", "package-lock.json"],
  },
  // The render entry, which the server imports to write pages: from the client's sources.
  render: {
    config: "vite.render.config.ts",
    outDir: "dist/render",
    inputs: ["src/client", "src/shared", "vite.render.config.ts", "package-lock.json"],
  },
  // Migrations (drizzle/) are read at run time, not built in.
  server: {
    config: "vite.server.config.ts",
    outDir: "dist/server",
    inputs: ["src/server", "src/shared", "vite.server.config.ts", "package-lock.json"],
  },
};

const stampOf = (name) => path.join(root, BUILDS[name].outDir, ".build-stamp");

function newestMtime(entry) {
  const info = statSync(entry, { throwIfNoEntry: false });
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestMtime(path.join(entry, name))),
    info.mtimeMs,
  );
}

/**
 * Whether a build is missing or older than one of its inputs. An install that ships dist/
 * without the sources finds nothing newer, so its build is kept.
 * @param {keyof typeof BUILDS} name
 * @returns {boolean}
 */
export function isStale(name) {
  const stamp = stampOf(name);
  if (!existsSync(stamp)) return true;
  const built = statSync(stamp).mtimeMs;
  return BUILDS[name].inputs.some((input) => newestMtime(path.join(root, input)) > built);
}

/**
 * Records that a build has just succeeded: the stamp isStale compares its inputs with.
 * @param {keyof typeof BUILDS} name
 * @returns {void}
 */
export function stampBuilt(name) {
  writeFileSync(stampOf(name), new Date().toISOString());
}

/**
 * `npm run build -- <name>` in a child process, so none of the build's memory stays with the
 * caller; resolves when it succeeded. Without the build tools (an install without
 * devDependencies), says so instead.
 * @param {keyof typeof BUILDS} name
 * @returns {Promise<void>}
 */
export function build(name) {
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
    // A production build whoever asks: the render entry built under NODE_ENV=test (a test
    // runner's) or unset compiles React's development JSX, which the production server lacks.
    env: { ...process.env, NODE_ENV: "production" },
  });
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`the ${name} build failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

/**
 * Builds `name` if it is missing or stale (see isStale).
 * @param {keyof typeof BUILDS} name
 * @returns {Promise<void>}
 */
export const ensureBuilt = (name) => (isStale(name) ? build(name) : Promise.resolve());

/**
 * Imports a module of the compiled server, e.g. `fromServerBuild("index.js")`.
 * @param {string} file a path inside dist/server
 */
export const fromServerBuild = (file) => import(path.join(root, BUILDS.server.outDir, file));

/**
 * Runs a command line entry of the compiled server (`npm run admin`, `backup`, `restore`), the
 * server built first if stale; a build that cannot be made ends the process in one line.
 * @param {string} command the command's name, which starts that line (`atelier <command>: …`)
 * @param {string} file its entry inside dist/server, e.g. `admin.js`
 * @returns {Promise<void>}
 */
export async function runServerCommand(command, file) {
  try {
    await ensureBuilt("server");
  } catch (error) {
    console.error(`atelier ${command}: ${error.message}`);
    process.exit(1);
  }
  await fromServerBuild(file);
}
