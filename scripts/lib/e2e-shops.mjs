// The e2e journeys' shops (playwright.config.ts runs this as its one web server). Playwright
// starts its web servers one after another and knows nothing of a shop's demo paintings; here
// the first shop and the helpers (the Stripe stand-in) start side by side, the first shop
// makes its embedded database, seeds and paints the demo collection, then stops a moment so
// that the other shops start with a copy of its DATA_DIR (database and images), and it starts
// again beside them (decision 031).
//
// E2E_SERVERS is a JSON list of { name, command: [program, ...args], env, url, origin? }. Each
// runs with this process's environment plus its own `env`, its output prefixed with its name;
// once every `url` answers and every shop (`origin`) has painted its demo collection,
// http://127.0.0.1:<E2E_READY_PORT>/ answers 200 (Playwright waits for that).
// What is stale is built first. Any of them exiting ends all of them, and this process, with
// an error; Playwright ending this process (its process group) ends them too.
import { spawn } from "node:child_process";
import { cpSync } from "node:fs";
import http from "node:http";
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
    if (stopping || child.restarting) return;
    console.error(
      `[${name}] exited (${signal ?? `code ${code}`}) ${ready ? "during" : "before"} the journeys`,
    );
    stopAll(1);
  });
  children.push(child);
  return child;
}

/** Stops a server this script started (SIGTERM, as an orchestrator would), to start it again. */
async function stopToCopy(child) {
  child.restarting = true;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
  children.splice(children.indexOf(child), 1);
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

// Every shop starts from the same demo collection, so the first shop makes the embedded
// database, seeds it and paints the images, and the others start with a copy of its DATA_DIR:
// each making and seeding its own, three side by side, kept both cores busy for 20 s, and
// painting them three times over took half a minute more. Making a database from nothing
// stays covered by the first shop (and by the API tiers).
const shops = servers.filter((server) => server.origin);
const [painter, ...others] = shops;
const helpers = servers.filter((server) => !server.origin);
const first = painter ? [painter, ...helpers] : helpers;
const firstRun = new Map(first.map((server) => [server, start(server)]));
await Promise.all(first.map(answering));
if (painter) await settled(painter);
if (!stopping && others.length) {
  const source = painter.env.DATA_DIR;
  // The embedded database serves one process: the painter lets it go while it is copied.
  await stopToCopy(firstRun.get(painter));
  for (const shop of others) {
    if (source && shop.env.DATA_DIR) {
      cpSync(source, shop.env.DATA_DIR, {
        recursive: true,
        filter: (file) => !file.endsWith(".lock"),
      });
    }
  }
  for (const shop of shops) start(shop);
  await Promise.all(shops.map(answering));
  await Promise.all(others.map(settled));
}
ready = true;
