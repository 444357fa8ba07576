// The e2e journeys' shops, all started at once (playwright.config.ts runs this as its one web
// server). Playwright starts its web servers one after another; three first starts of a shop
// (creating the embedded database, seeding the demo collection) and the Stripe stand-in
// then took their sum, where side by side they take about the longest (decision 031).
//
// E2E_SERVERS is a JSON list of { name, command: [program, ...args], env, url, origin? }. Each
// runs with this process's environment plus its own `env`, its output prefixed with its name;
// once every `url` answers and every shop (`origin`) has painted its demo collection,
// http://127.0.0.1:<E2E_READY_PORT>/ answers 200 (Playwright waits for that).
// What is stale is built first. Any of them exiting ends all of them, and this process, with an error; Playwright ending
// this process (its process group) ends them too.
import { spawn } from "node:child_process";
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

for (const { name, command, env } of servers) {
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
const waiting = new Set(servers);
while (waiting.size && !stopping) {
  for (const server of [...waiting]) {
    if (await answers(server.url)) {
      waiting.delete(server);
      console.log(
        `[${server.name}] ready after ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    }
  }
  if (waiting.size) await new Promise((resolve) => setTimeout(resolve, 200));
}

/**
 * Waits until a shop has painted its demo collection: it paints it in the background once it
 * listens, and meanwhile its image encoding holds Node's thread pool, so files (the app's
 * chunks, images) wait behind it and a journey's first steps miss their 7 s. Asking for each
 * painting's image waits for it (one not painted yet is painted at once, every width).
 */
async function settled(server) {
  if (!server.origin) return;
  const response = await fetch(`${server.origin}/api/artworks?limit=100`);
  const { items } = await response.json();
  for (const { imageUrl } of items) {
    if (imageUrl.startsWith("/")) await fetch(new URL(imageUrl, server.origin)).catch(() => {});
  }
  console.log(
    `[${server.name}] painted after ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
if (!stopping) await Promise.all(servers.map(settled));
ready = true;
