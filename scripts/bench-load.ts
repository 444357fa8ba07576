// Atelier under load as a shop grows past one process, measured from
// outside on PostgreSQL with `count` artworks (default 100,000):
//   npm run bench:load -- [count] [--postgres <server url>] [--duration <s>] [--connections <n>]
//                         [--rounds <n>] (the median of n rounds, with their spread)
// Without --postgres (or DATABASE_URL) it starts a throwaway PostgreSQL server of its own, as the
// test tier does. It fills a throwaway database (scripts/lib/bench-db.ts), then runs the real
// server (`dist/server/index.js`, NODE_ENV=production, the built client; both built if stale) first as one process and
// then as two on the same database; autocannon (20 connections, a 2 s warm-up, then 15 s) loads
// the first gallery page, a search, a combined filter and a detail, each both as the page a
// browser opens (rendered on the server) and as the API answer behind it. With two processes
// autocannon shares its connections out between them, as a load balancer would. Beside them,
// bare `node:http` servers (one, then two) send the same bytes as the first page (its HTML for
// the pages, its JSON for the API): the ceiling. It prints req/s and p99 per case, the ratio to
// the ceiling, and each process's memory.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { artworks } from "#server/db/schema";
import { benchPostgresServer, insertSyntheticCatalogue, throwawayPostgres } from "./lib/bench-db";
import {
  cell,
  load,
  loadArgs,
  type Row,
  startAtelier,
  startBareServer,
  WARM_UP_SECONDS,
} from "./lib/bench-http";

const usage =
  "usage: npm run bench:load -- [count] [--postgres <server url>] [--duration <seconds>] " +
  "[--connections <n>] [--rounds <n>]\n" +
  "       (or DATABASE_URL=<server url>; without either, a throwaway PostgreSQL server is started)";

const { count, duration, connections, rounds, serverUrl: namedServer } = loadArgs(usage, 15);
const options = { connections, duration, rounds };

const postgres = await benchPostgresServer(namedServer);
if (!postgres) {
  console.error("bench:load needs PostgreSQL: name a server (--postgres) or install its binaries");
  process.exit(2);
}

console.log(
  `Atelier at ${count.toLocaleString("en-GB")} artworks on PostgreSQL: autocannon, ${connections} connections, ` +
    `${WARM_UP_SECONDS} s warm-up + ${duration} s per case, ${os.cpus().length} CPUs, Node ${process.version}`,
);

const throwaway = await throwawayPostgres(postgres.url);
const dataDirs: string[] = [];
const dataDir = async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), "atelier-bench-load-"));
  dataDirs.push(dir);
  return dir;
};

type Case = { name: string; path: string };
type Run = { processes: number; rows: Row[]; memory: string[] };

/** Every case on `processes` servers over the same database, the connections shared out. */
async function runWith(processes: number, cases: Case[]): Promise<Run> {
  console.log(`\n${processes === 1 ? "one process" : `${processes} processes`}`);
  const servers = [];
  try {
    for (let i = 0; i < processes; i++)
      servers.push(await startAtelier(throwaway, await dataDir()));
    const rows: Row[] = [];
    for (const { name, path: at } of cases) {
      const urls = servers.map((server) => `${server.url}${at}`);
      rows.push(await load(name, urls.length === 1 ? urls[0] : urls, options));
    }
    const memory = servers.map((server, i) => {
      const { rss, peak } = server.memory();
      return `process ${i + 1}: RSS ${rss.toFixed(0)} MB after the run, peak ${peak.toFixed(0)} MB`;
    });
    for (const line of memory) console.log(`  ${line}`);
    return { processes, rows, memory };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

/** The first page's bytes from `processes` bare servers: what the machine can do at most. */
async function ceiling(
  processes: number,
  bodyFile: string,
  contentType: string,
  size: number,
): Promise<Row> {
  const bare = [];
  try {
    for (let i = 0; i < processes; i++) bare.push(await startBareServer(bodyFile, contentType));
    const urls = bare.map((server) => server.url);
    return await load(
      `bare ×${processes}, ${(size / 1024).toFixed(1)} KB ${contentType.split("/")[1]}`,
      urls.length === 1 ? urls[0] : urls,
      options,
    );
  } finally {
    await Promise.all(bare.map((server) => server.stop()));
  }
}

try {
  const { db } = throwaway.database;
  const seconds = await insertSyntheticCatalogue(db, count);
  console.log(`inserted ${count} artworks in ${seconds.toFixed(1)} s (${throwaway.describe})`);
  // A painting from the middle of the catalogue: nothing about it is cached by the first page.
  const middle = await db.execute<{ id: string; slug: string }>(sql`
    select id, slug from ${artworks} order by created_at desc, id desc offset ${Math.floor(count / 2)} limit 1`);
  const [{ id, slug }] = (middle as unknown as { rows: Array<{ id: string; slug: string }> }).rows;
  await throwaway.release();

  const search = "q=blue";
  const filter = "price=100-500&medium=oil&size=large";
  const cases: Case[] = [
    { name: "page: gallery, first page", path: "/" },
    { name: "page: search", path: `/?${search}` },
    { name: "page: combined filter", path: `/?${filter}` },
    { name: "page: detail", path: `/?artwork=${slug}` },
    { name: "API: first page", path: "/api/artworks" },
    { name: "API: search", path: `/api/artworks?${search}` },
    { name: "API: combined filter", path: `/api/artworks?${filter}` },
    { name: "API: detail", path: `/api/artworks/${id}` },
  ];

  const runs = [await runWith(1, cases), await runWith(2, cases)];

  // The ceilings send the first page exactly as the server did, as HTML and as JSON.
  const probe = await startAtelier(throwaway, await dataDir());
  const bodies = await Promise.all(
    ["/", "/api/artworks"].map(
      async (at) => new Uint8Array(await (await fetch(`${probe.url}${at}`)).arrayBuffer()),
    ),
  );
  await probe.stop();
  console.log("\nceiling");
  const ceilings: Record<string, Row[]> = {};
  for (const [i, contentType] of ["text/html", "application/json"].entries()) {
    const bodyFile = path.join(dataDirs[0], `first-page-${i}`);
    await writeFile(bodyFile, bodies[i]);
    ceilings[contentType] = [
      await ceiling(1, bodyFile, contentType, bodies[i].length),
      await ceiling(2, bodyFile, contentType, bodies[i].length),
    ];
  }

  console.log("\n| request | one process | two processes |");
  console.log("|---|---|---|");
  cases.forEach((c, i) => {
    const against = ceilings[c.path.startsWith("/api/") ? "application/json" : "text/html"];
    const cells = runs.map((run, r) => {
      const row = run.rows[i];
      return `${cell(row)} (${((row.reqPerSec / against[r].reqPerSec) * 100).toFixed(1)}%)`;
    });
    console.log(`| ${c.name} | ${cells.join(" | ")} |`);
  });
  for (const [one, two] of Object.values(ceilings)) {
    console.log(`| ceiling: ${one.name.replace(" ×1", "")} | ${cell(one)} | ${cell(two)} |`);
  }
  console.log("\n(%: share of the ceiling of the same kind with as many processes)");
  for (const run of runs) console.log(`memory, ${run.processes}: ${run.memory.join("; ")}`);
} finally {
  await throwaway.remove();
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
  postgres.stop();
}
