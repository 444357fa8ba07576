// Load from outside, for the benchmark scripts (bench:api, bench:load): the compiled server in child
// processes on free ports, a bare `node:http` server beside it as the ceiling, and autocannon.
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import path from "node:path";
import { parseArgs } from "node:util";
import type { Throwaway } from "./bench-db";
import { BUILDS, ensureBuilt, root } from "./builds.mjs";

/** The parts of autocannon's programmatic API used here (it ships no types). */
type LoadResult = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
};
const autocannon = createRequire(import.meta.url)("autocannon") as (options: {
  /** More than one: the connections are shared out among them, as a load balancer would. */
  url: string | string[];
  connections: number;
  duration: number;
  headers?: Record<string, string>;
}) => Promise<LoadResult>;

export const WARM_UP_SECONDS = 2;

/**
 * `<script> [count] [--postgres <url>] [--duration <s>] [--connections <n>] [--rounds <n>]`,
 * read and checked; on --help or a bad value it prints `usage` and exits. The server URL may
 * come from DATABASE_URL instead.
 */
export function loadArgs(usage: string, defaultDuration: number, defaultRounds = 1) {
  const args = parseArgs({
    allowPositionals: true,
    options: {
      postgres: { type: "string" },
      duration: { type: "string", default: String(defaultDuration) },
      connections: { type: "string", default: "20" },
      rounds: { type: "string", default: String(defaultRounds) },
      help: { type: "boolean", short: "h" },
    },
  });
  if (args.values.help) {
    console.log(usage);
    process.exit(0);
  }
  const count = Number(args.positionals[0] ?? 100_000);
  const duration = Number(args.values.duration);
  const connections = Number(args.values.connections);
  const rounds = Number(args.values.rounds);
  if (
    !Number.isSafeInteger(count) ||
    count < 1 ||
    args.positionals.length > 1 ||
    !(duration > 0) ||
    !Number.isSafeInteger(connections) ||
    connections < 2 ||
    !Number.isSafeInteger(rounds) ||
    rounds < 1
  ) {
    console.error(usage);
    process.exit(2);
  }
  return {
    count,
    duration,
    connections,
    rounds,
    serverUrl: args.values.postgres ?? process.env.DATABASE_URL,
  };
}

export type Row = {
  name: string;
  /** The median round's requests per second (of one round, when only one ran). */
  reqPerSec: number;
  p50: number;
  p99: number;
  failed: number;
  /** Each round's requests per second, in the order they ran. */
  rounds: number[];
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** How far the rounds lie apart: (slowest to fastest) over their median, in per cent. */
export const spread = (row: Row) =>
  row.rounds.length > 1
    ? ((Math.max(...row.rounds) - Math.min(...row.rounds)) / row.reqPerSec) * 100
    : 0;

/**
 * A 2 s warm-up, then `rounds` (default 1) rounds of `duration` seconds each of `connections`
 * connections on `url`: the medians of the rounds, and their spread, printed. One round on a
 * busy machine can be off by a tenth either way; the median of three is not moved by one such.
 */
export async function load(
  name: string,
  url: string | string[],
  options: {
    connections: number;
    duration: number;
    rounds?: number;
    headers?: Record<string, string>;
  },
): Promise<Row> {
  const { connections, duration, headers, rounds = 1 } = options;
  await autocannon({ url, connections, duration: WARM_UP_SECONDS, headers });
  const results: LoadResult[] = [];
  for (let round = 0; round < rounds; round++) {
    results.push(await autocannon({ url, connections, duration, headers }));
  }
  const row: Row = {
    name,
    reqPerSec: median(results.map((result) => result.requests.average)),
    p50: median(results.map((result) => result.latency.p50)),
    p99: median(results.map((result) => result.latency.p99)),
    failed: results.reduce((sum, r) => sum + r.non2xx + r.errors + r.timeouts, 0),
    rounds: results.map((result) => result.requests.average),
  };
  const ofRounds =
    rounds > 1
      ? `  (median of ${rounds}: ${row.rounds.map((rate) => rate.toFixed(0)).join(", ")}; spread ${spread(row).toFixed(1)}%)`
      : "";
  console.log(
    `  ${name.padEnd(30)} ${row.reqPerSec.toFixed(0).padStart(7)} req/s  p50 ${String(row.p50).padStart(4)} ms  p99 ${String(row.p99).padStart(5)} ms${row.failed ? `  (${row.failed} failed)` : ""}${ofRounds}`,
  );
  return row;
}

/** `1,234 req/s ±2.1%, p99 12 ms` — a row as a table cell (the spread when rounds ran). */
export function cell(row: Row) {
  const rounds = row.rounds.length > 1 ? ` ±${(spread(row) / 2).toFixed(1)}%` : "";
  return `${Math.round(row.reqPerSec).toLocaleString("en-GB")} req/s${rounds}, p99 ${row.p99} ms${row.failed ? `, ${row.failed} failed` : ""}`;
}

export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address() as { port: number };
  probe.close();
  await once(probe, "close");
  return port;
}

/** The first port of `from`…`to` nothing listens on at 127.0.0.1 (for a machine's agreed range). */
export async function freePortIn(from: number, to: number): Promise<number> {
  for (let port = from; port <= to; port++) {
    const probe = createServer();
    const free = await new Promise<boolean>((resolve) => {
      probe.once("error", () => resolve(false));
      probe.listen(port, "127.0.0.1", () => resolve(true));
    });
    if (free) {
      probe.close();
      await once(probe, "close");
      return port;
    }
  }
  throw new Error(`no free port from ${from} to ${to}`);
}

const children = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of children) child.kill("SIGKILL");
});

export type Child = ReturnType<typeof startNode>;

/** Starts `node <args>` with `env`; stops it with SIGTERM (the server closes its database). */
export function startNode(nodeArgs: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, nodeArgs, { env, stdio: ["ignore", "ignore", "pipe"] });
  children.add(child);
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  const exited = once(child, "exit");
  return {
    child,
    stderr: () => stderr,
    /** Its resident memory now and at its peak, in MB (Linux: /proc/<pid>/status). */
    memory() {
      const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
      const mb = (field: string) =>
        Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1]) / 1024;
      return { rss: mb("VmRSS"), peak: mb("VmHWM") };
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
      children.delete(child);
    },
  };
}

/** Resolves once `url` answers 2xx; fails if `server` exits first or after two minutes. */
export async function waitFor(url: string, server: Child) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`the server exited (${server.child.exitCode}):\n${server.stderr()}`);
    }
    const ok = await fetch(url)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer ${url} in time:\n${server.stderr()}`);
}

/** The environment of a server over `throwaway`: nothing of this shell's database or Stripe. */
export function serverEnvironment(throwaway: Throwaway, dataDir: string, port: number) {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of Object.keys(env)) {
    if (/^(DATABASE_URL|DATA_DIR|STRIPE_|SMTP_|PUBLIC_URL|HOST|PORT)/.test(key)) delete env[key];
  }
  return {
    ...env,
    DATA_DIR: dataDir,
    ...throwaway.serverEnv,
    HOST: "127.0.0.1",
    PORT: String(port),
    SEED_DEMO: "false",
    NODE_ENV: "production",
  };
}

/**
 * The compiled server (dist/server/index.js, as `npm start` runs it) on a free port, or on
 * `at` when given.
 */
export async function startAtelier(throwaway: Throwaway, dataDir: string, at?: number) {
  for (const name of Object.keys(BUILDS) as (keyof typeof BUILDS)[]) await ensureBuilt(name);
  const port = at ?? (await freePort());
  const server = startNode(
    [path.join(root, BUILDS.server.outDir, "index.js")],
    serverEnvironment(throwaway, dataDir, port),
  );
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${url}/readyz`, server);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return { ...server, url };
}

const BARE_SERVER = `
const http = require("node:http");
const body = require("node:fs").readFileSync(process.env.BODY_FILE);
http.createServer((req, res) => {
  res.writeHead(200, { "content-type": process.env.CONTENT_TYPE, "content-length": body.length });
  res.end(body);
}).listen(Number(process.env.PORT), "127.0.0.1");
`;

/** The ceiling: a bare `node:http` server that sends the bytes of `bodyFile` and does nothing else. */
export async function startBareServer(bodyFile: string, contentType: string) {
  const port = await freePort();
  const bare = startNode(["-e", BARE_SERVER], {
    ...process.env,
    BODY_FILE: bodyFile,
    CONTENT_TYPE: contentType,
    PORT: String(port),
  });
  const url = `http://127.0.0.1:${port}/`;
  await waitFor(url, bare);
  return { ...bare, url };
}
