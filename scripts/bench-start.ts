// `npm run bench:start [-- --fresh] [--port N]`: how long Atelier takes to answer /readyz on a
// first start (a new DATA_DIR; with --fresh, dist/ is removed first so the build is included)
// and on a restart, through `npm start` and as the compiled server alone; how quickly requests
// are answered while a first start paints the demo collection; and the server's memory (VmRSS)
// once idle after 300 requests, on the embedded database and then on PostgreSQL (the server
// named by --postgres, else a throwaway one when PostgreSQL's binaries are installed). It prints figures and
// asserts nothing (docs/decisions/015-one-build-compiled-server.md).
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import type { ArtworkPage } from "#shared/artwork";
import { benchPostgresServer, throwawayPostgres } from "./lib/bench-db";
import { root } from "./lib/builds.mjs";
import { paintDemoCollection } from "./lib/demo-shop";

const { values: options } = parseArgs({
  options: {
    fresh: { type: "boolean", default: false },
    port: { type: "string", default: "3648" },
    postgres: { type: "string" },
  },
});
const port = Number(options.port);
const origin = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), "atelier-bench-start-"));
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A server started by `start`: how long it took to be ready, its pid, and how to stop it. */
type Started = { seconds: number; pid: number; stop: () => Promise<void> };

/** Starts `command` in a process group of its own; resolves once /readyz answers 200. */
async function start(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<Started> {
  const began = performance.now();
  const child = spawn(command, args, {
    cwd: root,
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      NODE_ENV: "production",
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...env,
    },
  });
  const { pid } = child;
  if (pid === undefined) throw new Error(`${command} ${args.join(" ")} could not be started`);
  const exited = new Promise((resolve) => child.on("exit", resolve));
  let failed = false;
  exited.then(() => {
    failed = true;
  });
  for (;;) {
    if (failed) throw new Error(`${command} ${args.join(" ")} exited before it was ready`);
    const ready = await fetch(`${origin}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    await sleep(20);
  }
  const seconds = (performance.now() - began) / 1000;
  // The whole group, and wait until every process in it has gone: `npm start` runs the server
  // in a child process, which may outlive npm while it closes the database.
  const stop = async () => {
    process.kill(-pid, "SIGTERM");
    await exited;
    while (groupAlive(pid)) await sleep(20);
  };
  return { seconds, pid, stop };
}

function groupAlive(pgid: number) {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/** 300 requests, one at a time, over the gallery, the API and a painting's page. */
async function load() {
  const { items }: ArtworkPage = await (await fetch(`${origin}/api/artworks?limit=1`)).json();
  const paths = ["/", "/api/artworks", `/?artwork=${items[0].slug}`];
  for (let i = 0; i < 300; i++) {
    const response = await fetch(origin + paths[i % paths.length]);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${paths[i % paths.length]} answered ${response.status}`);
  }
}

/**
 * Requests one after another over the gallery, the API and a painting's page for `seconds`,
 * as a visitor arriving meanwhile: their latencies' median, p99 and maximum, in ms.
 */
async function latencies(seconds: number) {
  const { items }: ArtworkPage = await (await fetch(`${origin}/api/artworks?limit=1`)).json();
  const paths = ["/", "/api/artworks", `/?artwork=${items[0].slug}`];
  const times: number[] = [];
  const until = performance.now() + seconds * 1000;
  for (let i = 0; performance.now() < until; i++) {
    const began = performance.now();
    const response = await fetch(origin + paths[i % paths.length]);
    await response.arrayBuffer();
    times.push(performance.now() - began);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
  return `median ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${times[times.length - 1].toFixed(1)} ms (${times.length} requests)`;
}

function residentMb(pid: number) {
  const vmRss = readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+) kB/);
  if (!vmRss) throw new Error(`no VmRSS in /proc/${pid}/status`);
  return Number(vmRss[1]) / 1024;
}

const report = (what: string, value: string, target: string) =>
  console.log(`${what}: ${value} (target ${target})`);

/** 300 requests, five idle seconds, then the server's resident memory reported; then stopped. */
async function reportIdleMemory(server: Started, what: string, target: string) {
  await load();
  await sleep(5000);
  report(what, `${residentMb(server.pid).toFixed(0)} MB`, target);
  await server.stop();
}

try {
  if (options.fresh) rmSync(path.join(root, "dist"), { recursive: true, force: true });
  const first = await start("npm", ["start"]);
  report(
    `first start, npm start${options.fresh ? ", build included" : ""}`,
    `${first.seconds.toFixed(2)} s`,
    "≤ 10 s",
  );
  // The demo paintings are being painted now, for some ten seconds.
  report("requests while the demo paintings are painted", await latencies(8), "p99 ≤ 50 ms");
  // Restarts then find the demo collection whole, with no painting left to do.
  await paintDemoCollection(origin);
  await first.stop();

  const again = await start("npm", ["start"]);
  report("restart, npm start", `${again.seconds.toFixed(2)} s`, "≤ 3 s");
  await again.stop();

  const server = await start(process.execPath, ["dist/server/index.js"]);
  report("restart, node dist/server/index.js", `${server.seconds.toFixed(2)} s`, "≤ 1.5 s");
  await reportIdleMemory(server, "server RSS, idle after 300 requests", "≤ 250 MB");

  // The same on PostgreSQL: a new database, seeded with the demo collection, whose images the
  // run above painted into the same DATA_DIR.
  const postgres = await benchPostgresServer(options.postgres);
  if (!postgres) {
    console.log("server RSS on PostgreSQL: not measured (no --postgres, no PostgreSQL binaries)");
  } else {
    const throwaway = await throwawayPostgres(postgres.url);
    try {
      await throwaway.release();
      const onPostgres = await start(process.execPath, ["dist/server/index.js"], {
        ...throwaway.serverEnv,
        SEED_DEMO: "true",
      });
      await reportIdleMemory(
        onPostgres,
        "server RSS on PostgreSQL, idle after 300 requests",
        "≤ 150 MB",
      );
    } finally {
      await throwaway.remove();
      await postgres.stop();
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
