// `npm start`: build the client when its sources are newer than the last build, then serve
// pages, API and images from this one Node process (DESIGN §2).
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

const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
const changed = Math.max(...inputs.map((input) => newestMtime(path.join(root, input))));
if (changed > built) {
  console.log("Building the client…");
  const { build } = await import("vite");
  await build({ configFile: path.join(root, "vite.config.ts"), logLevel: "warn" });
  writeFileSync(stamp, new Date().toISOString());
}

const { register } = await import("tsx/esm/api");
register();
await import(path.join(root, "src/server/index.ts"));
