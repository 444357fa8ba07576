// Measures the catalogue API from outside, as a browser meets it (issue 14), at scale.
//   npm run bench:api -- [count] [--postgres <server url>] [--duration <s>] [--connections <n>]
//   DATABASE_URL=<server url> npm run bench:api
// One run covers both databases: embedded PGlite always, and PostgreSQL when a server is named
// (--postgres or DATABASE_URL). Each works only in a throwaway database of its own
// (scripts/lib/bench-db.ts): PGlite in a temp directory, or a new `atelier_bench_<random>` on
// the server, dropped at the end. It inserts `count` artworks (default 100,000), starts the real
// server (`node --import tsx src/server/index.ts`) as a child process on a free port over that
// database (SEED_DEMO=false, its own temp DATA_DIR), and loads each request with autocannon
// (20 connections, a 2 s warm-up, then `duration` seconds, default 12). Beside it, a bare
// `node:http` server in a child process sends the same bytes as the first page: the ceiling.
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { encodeCursor } from "#server/catalogue/service";
import { artworks } from "#server/db/schema";
import {
  insertSyntheticCatalogue,
  type Throwaway,
  throwawayPglite,
  throwawayPostgres,
} from "./lib/bench-db";

const usage =
  "usage: npm run bench:api -- [count] [--postgres <server url>] [--duration <seconds>] " +
  "[--connections <n>]\n" +
  "       (or DATABASE_URL=<server url>; without either, embedded PGlite only)";

const args = parseArgs({
  allowPositionals: true,
  options: {
    postgres: { type: "string" },
    duration: { type: "string", default: "12" },
    connections: { type: "string", default: "20" },
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
if (
  !Number.isSafeInteger(count) ||
  count < 1 ||
  args.positionals.length > 1 ||
  !(duration > 0) ||
  !Number.isSafeInteger(connections) ||
  connections < 1
) {
  console.error(usage);
  process.exit(2);
}
const serverUrl = args.values.postgres ?? process.env.DATABASE_URL;
const WARM_UP_SECONDS = 2;
const DEEP_ROW = Math.min(50_000, count);

/** The parts of autocannon's programmatic API used here (it ships no types). */
type LoadResult = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
};
const autocannon = createRequire(import.meta.url)("autocannon") as (options: {
  url: string;
  connections: number;
  duration: number;
}) => Promise<LoadResult>;

type Row = { name: string; reqPerSec: number; p50: number; p99: number; failed: number };

async function load(name: string, url: string): Promise<Row> {
  await autocannon({ url, connections, duration: WARM_UP_SECONDS });
  const result = await autocannon({ url, connections, duration });
  const row = {
    name,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
  console.log(
    `  ${name.padEnd(26)} ${row.reqPerSec.toFixed(0).padStart(7)} req/s  p50 ${String(row.p50).padStart(4)} ms  p99 ${String(row.p99).padStart(5)} ms${row.failed ? `  (${row.failed} failed)` : ""}`,
  );
  return row;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address() as { port: number };
  probe.close();
  await once(probe, "close");
  return port;
}

const children = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of children) child.kill("SIGKILL");
});

/** Starts `node <args>` with `env`; stops it with SIGTERM (the server closes its database). */
function start(nodeArgs: string[], env: NodeJS.ProcessEnv) {
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
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
      children.delete(child);
    },
  };
}

async function waitFor(url: string, server: ReturnType<typeof start>) {
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
function serverEnvironment(throwaway: Throwaway, dataDir: string, port: number) {
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

const BARE_SERVER = `
const http = require("node:http");
const body = require("node:fs").readFileSync(process.env.BODY_FILE);
http.createServer((req, res) => {
  res.writeHead(200, { "content-type": "application/json", "content-length": body.length });
  res.end(body);
}).listen(Number(process.env.PORT), "127.0.0.1");
`;

async function benchOne(kind: string, open: () => Promise<Throwaway>): Promise<Row[]> {
  console.log(`\n${kind}`);
  const throwaway = await open();
  console.error(`  benchmarking in ${throwaway.describe}`);
  const dataDir =
    throwaway.serverEnv.DATA_DIR ?? (await mkdtemp(path.join(os.tmpdir(), "atelier-bench-api-")));
  try {
    const { db } = throwaway.database;
    const seconds = await insertSyntheticCatalogue(db, count);
    console.log(`  inserted ${count} artworks in ${seconds.toFixed(1)} s`);
    const deep = await db.execute<{ at: string; id: string }>(sql`
      select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, id
      from ${artworks} order by created_at desc, id desc offset ${DEEP_ROW - 1} limit 1`);
    const [deepRow] = (deep as unknown as { rows: Array<{ at: string; id: string }> }).rows;
    const deepCursor = encodeCursor({ createdAt: deepRow.at, id: deepRow.id });
    await throwaway.release();

    const port = await freePort();
    const base = `http://127.0.0.1:${port}/api/artworks`;
    const server = start(
      ["--import", "tsx", "src/server/index.ts"],
      serverEnvironment(throwaway, dataDir, port),
    );
    const rows: Row[] = [];
    let firstPage: Uint8Array;
    try {
      await waitFor(`${base}?limit=1`, server);
      firstPage = new Uint8Array(await (await fetch(base)).arrayBuffer());
      // Page 6, reached as the gallery reaches it: following nextCursor.
      let cursor: string | null = null;
      for (let page = 1; page < 6; page++) {
        const response: Response = await fetch(cursor ? `${base}?cursor=${cursor}` : base);
        cursor = ((await response.json()) as { nextCursor: string | null }).nextCursor;
      }
      const cases: Array<[string, string]> = [
        ["first page, no filter", base],
        ["q=blue", `${base}?q=blue`],
        ["price + medium + size", `${base}?price=100-500&medium=oil&size=large`],
        ["q=zz (two letters)", `${base}?q=zz`],
        ["page 6 by cursor", `${base}?cursor=${cursor}`],
        [`cursor at row ${DEEP_ROW.toLocaleString("en-GB")}`, `${base}?cursor=${deepCursor}`],
      ];
      for (const [name, url] of cases) {
        rows.push(await load(name, url));
        // Requests left queued by a case that overwhelmed the server must not count against
        // the next one: wait until it answers again.
        await fetch(`${base}?limit=1`, { signal: AbortSignal.timeout(120_000) }).catch(() => {});
      }
    } finally {
      await server.stop();
    }

    // The ceiling: the same bytes from a server that does nothing else.
    const bodyFile = path.join(dataDir, "first-page.json");
    await writeFile(bodyFile, firstPage);
    const barePort = await freePort();
    const bare = start(["-e", BARE_SERVER], {
      ...process.env,
      BODY_FILE: bodyFile,
      PORT: String(barePort),
    });
    try {
      await waitFor(`http://127.0.0.1:${barePort}/`, bare);
      const ceiling = await load(
        `bare node:http, ${(firstPage.length / 1024).toFixed(1)} KB`,
        `http://127.0.0.1:${barePort}/`,
      );
      rows.push(ceiling);
      const ratio = rows[0].reqPerSec / ceiling.reqPerSec;
      console.log(`  first page / ceiling: ${(ratio * 100).toFixed(1)}%`);
    } finally {
      await bare.stop();
    }
    return rows;
  } finally {
    await throwaway.remove();
    if (!throwaway.serverEnv.DATA_DIR) await rm(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `catalogue API at ${count.toLocaleString("en-GB")} artworks: autocannon, ${connections} connections, ` +
    `${WARM_UP_SECONDS} s warm-up + ${duration} s per case, ${os.cpus().length} CPUs, Node ${process.version}`,
);
const results: Array<[string, Row[]]> = [];
if (serverUrl)
  results.push(["PostgreSQL", await benchOne("PostgreSQL", () => throwawayPostgres(serverUrl))]);
results.push(["PGlite (embedded)", await benchOne("PGlite (embedded)", throwawayPglite)]);

console.log(`\n| request | ${results.map(([kind]) => kind).join(" | ")} |`);
console.log(`|---|${results.map(() => "---|").join("")}`);
for (let i = 0; i < results[0][1].length; i++) {
  const cells = results.map(([, rows]) => {
    const row = rows[i];
    return `${Math.round(row.reqPerSec).toLocaleString("en-GB")} req/s, p99 ${row.p99} ms${row.failed ? `, ${row.failed} failed` : ""}`;
  });
  console.log(`| ${results[0][1][i].name} | ${cells.join(" | ")} |`);
}
