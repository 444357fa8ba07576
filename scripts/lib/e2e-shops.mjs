// The e2e journeys' shops (playwright.config.ts runs this as its one web server). Playwright
// starts its web servers one after another and knows nothing of a shop's demo paintings; here
// the first shop and the helpers (the Stripe stand-in) start side by side, the first shop
// paints the demo collection, and the other shops start with a copy of its images (decision
// 031).
//
// E2E_SERVERS is a JSON list of { name, command: [program, ...args], env, url, origin? }. Each
// runs with this process's environment plus its own `env`, its output prefixed with its name;
// once every `url` answers and every shop (`origin`) has painted its demo collection,
// http://127.0.0.1:<E2E_READY_PORT>/ answers 200 (Playwright waits for that).
// What is stale is built first. Any of them exiting ends all of them, and this process, with
// an error; Playwright ending this process (its process group) ends them too.
import { spawn } from "node:child_process";
import { cpSync, existsSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { BUILDS, ensureBuilt } from "./builds.mjs";

const servers = JSON.parse(process.env.E2E_SERVERS ?? "[]");
const readyPort = Number(process.env.E2E_READY_PORT);
const children = [];
let ready = false;
let stopping = false;

function stopAll(code) {
  stopping = true;
  for (const child of children) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 2_000).unref();
  if (children.every((child) => child.exitCode !== null || child.signalCode !== null)) {
    process.exit(code);
  }
}
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => stopAll(0));

/** Copies a stream to `out`, each line prefixed with `[name]`. */
function prefixed(stream, out, name) {
  let rest = "";
  stream.setEncoding("utf8");
  stream.on("data", (chunk) => {
    const lines = (rest + chunk).split("\n");
    rest = lines.pop() ?? "";
    for (const line of lines) out.write(`[${name}] ${line}\n`);
  });
  stream.on("end", () => rest && out.write(`[${name}] ${rest}\n`));
}

// Built once, here: three `npm start`s finding the build stale would each build it, at once.
try {
  await Promise.all(Object.keys(BUILDS).map((name) => ensureBuilt(name)));
} catch (error) {
  console.error(`e2e shops: ${error.message}`);
  process.exit(1);
}

/** Starts one of the servers, its output prefixed with its name. */
function start({ name, command, env }) {
  const [program, ...args] = command;
  const child = spawn(program === "node" ? process.execPath : program, args, {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  prefixed(child.stdout, process.stdout, name);
  prefixed(child.stderr, process.stderr, name);
  child.on("exit", (code, signal) => {
    if (stopping) return;
    console.error(
      `[${name}] exited (${signal ?? `code ${code}`}) ${ready ? "during" : "before"} the journeys`,
    );
    stopAll(1);
  });
  children.push(child);
}

const answers = (url) =>
  fetch(url).then(
    (response) => response.ok,
    () => false,
  );

const readiness = http.createServer((_request, response) => {
  response.writeHead(ready ? 200 : 503).end(ready ? "ready\n" : "starting\n");
});
readiness.listen(readyPort, "127.0.0.1");

const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);

/** Resolves once the server's `url` answers (or everything is stopping). */
async function answering(server) {
  while (!stopping && !(await answers(server.url))) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (!stopping) console.log(`[${server.name}] ready after ${seconds()} s`);
}

/**
 * Waits until a shop has painted its demo collection: it paints it in the background once it
 * listens, and meanwhile its image encoding holds Node's thread pool, so files (the app's
 * chunks, images) wait behind it and a journey's first steps miss their 7 s. Asking for each
 * painting's image waits for it (one not painted yet is painted at once, every width).
 */
async function settled(server) {
  if (stopping) return;
  const response = await fetch(`${server.origin}/api/artworks?limit=100`);
  const { items } = await response.json();
  for (const { imageUrl } of items) {
    if (imageUrl.startsWith("/")) await fetch(new URL(imageUrl, server.origin)).catch(() => {});
  }
  console.log(`[${server.name}] painted after ${seconds()} s`);
}

// The demo collection's images are the same in every shop (named by the painting, not by its
// row), so the first shop paints them and the others start with a copy in their DATA_DIR:
// painting them three times over, side by side, took the two cores half a minute.
const shops = servers.filter((server) => server.origin);
const [painter, ...others] = shops;
const helpers = servers.filter((server) => !server.origin);
const first = painter ? [painter, ...helpers] : helpers;
for (const server of first) start(server);
await Promise.all(first.map(answering));
if (painter) await settled(painter);
if (!stopping) {
  const painted = painter?.env.DATA_DIR && path.join(painter.env.DATA_DIR, "images");
  for (const shop of others) {
    if (painted && shop.env.DATA_DIR && existsSync(painted)) {
      cpSync(painted, path.join(shop.env.DATA_DIR, "images"), { recursive: true });
    }
    start(shop);
  }
  await Promise.all(others.map(answering));
  await Promise.all(others.map(settled));
}
ready = true;
