// Measures the catalogue API from outside, as a browser meets it, at scale.
//   npm run bench:api -- [count] [--postgres <server url>] [--duration <s>] [--connections <n>]
//                        [--rounds <n>]
//   DATABASE_URL=<server url> npm run bench:api
// One run covers both databases: embedded PGlite always, and PostgreSQL — the server named
// (--postgres or DATABASE_URL), else a throwaway one it starts itself when PostgreSQL's
// binaries are installed (as the test tier does). Each works only in a throwaway database of its own
// (scripts/lib/bench-db.ts): PGlite in a temp directory, or a new `atelier_bench_<random>` on
// the server, dropped at the end. It inserts `count` artworks (default 100,000), starts the real
// compiled server (`node dist/server/index.js`, built if stale) as a child process on a free port over that
// database (SEED_DEMO=false, its own temp DATA_DIR), and loads each request with autocannon
// (20 connections, a 2 s warm-up, then `rounds` rounds of `duration` seconds, default 3 of 5):
// each case's median round, and the rounds' spread, so that one noisy round moves nothing. Beside it, a bare
// `node:http` server in a child process sends the same bytes as the first page, then as the
// gallery page rendered on the server: the ceilings, each answer's ratio to its own printed.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { encodeCursor } from "#server/catalogue/service";
import { artworks } from "#server/db/schema";
import {
  benchPostgresServer,
  insertSyntheticCatalogue,
  type Throwaway,
  throwawayPglite,
  throwawayPostgres,
} from "./lib/bench-db";
import {
  cell,
  loadArgs,
  load as loadWith,
  type Row,
  startAtelier,
  startBareServer,
  WARM_UP_SECONDS,
} from "./lib/bench-http";

const usage =
  "usage: npm run bench:api -- [count] [--postgres <server url>] [--duration <seconds>] " +
  "[--connections <n>] [--rounds <n>]\n" +
  "       (or DATABASE_URL=<server url>; without either, a throwaway PostgreSQL server if\n" +
  "        its binaries are installed, else embedded PGlite only)";

const { count, duration, connections, rounds, serverUrl: namedServer } = loadArgs(usage, 5, 3);
const DEEP_ROW = Math.min(50_000, count);

const load = (name: string, url: string) => loadWith(name, url, { connections, duration, rounds });

/**
 * The goal: a page rendered on the server costs at most twice the API call behind it. Every
 * address is asked once, so neither answer comes from the cache (decision 010): searches and
 * filters the first page's cache does not hold, each as the page and as its API call, the
 * order alternating. Prints the medians and their ratio.
 */
async function uncachedPageAndApi(origin: string) {
  const terms = ["harbour", "dusk", "field", "amber", "garden", "tide", "morning", "iris"];
  const filters = ["", "&price=100-500", "&medium=oil", "&size=large"];
  const time = async (url: string) => {
    const started = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return performance.now() - started;
  };
  const page: number[] = [];
  const api: number[] = [];
  for (const [i, search] of terms.flatMap((q) => filters.map((f) => `q=${q}${f}`)).entries()) {
    const asPage = () => time(`${origin}/?${search}`).then((ms) => page.push(ms));
    const asApi = () => time(`${origin}/api/artworks?${search}`).then((ms) => api.push(ms));
    if (i % 2) await asPage().then(asApi);
    else await asApi().then(asPage);
  }
  const median = (list: number[]) => [...list].sort((a, b) => a - b)[list.length >> 1];
  const [pageMs, apiMs] = [median(page), median(api)];
  console.log(
    `  uncached, median of ${page.length}: page ${pageMs.toFixed(1)} ms, API ${apiMs.toFixed(1)} ms` +
      ` — the page takes ${(pageMs / apiMs).toFixed(2)}× (target ≤ 2×)`,
  );
}

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

    const server = await startAtelier(throwaway, dataDir);
    const base = `${server.url}/api/artworks`;
    const rows: Row[] = [];
    let firstPage: Uint8Array;
    let galleryPage: { row: Row; html: Uint8Array } | undefined;
    try {
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
      // The gallery as a browser opens it: the page rendered on the server, cached.
      const gallery = await fetch(`${server.url}/`);
      if (gallery.ok) {
        const html = new Uint8Array(await gallery.arrayBuffer());
        galleryPage = { row: await load("gallery page /", `${server.url}/`), html };
        rows.push(galleryPage.row);
      }
      // A static file waits for no query, even while the list is under load.
      if ((await fetch(`${server.url}/favicon.svg`)).ok) {
        const [favicon] = await Promise.all([
          loadWith("/favicon.svg, list under load", `${server.url}/favicon.svg`, {
            connections: 2,
            duration,
            rounds,
          }),
          loadWith("  (the list meanwhile)", `${base}?q=blue`, { connections, duration, rounds }),
        ]);
        rows.push(favicon);
      } else console.log("  (no built client: /favicon.svg not measured; run `npm run build`)");
      if ((await fetch(server.url)).ok) await uncachedPageAndApi(server.url);
    } finally {
      await server.stop();
    }

    // The ceiling: the same bytes from a server that does nothing else.
    const ceilings: Array<[string, Row, Uint8Array, string]> = [
      ["first page", rows[0], firstPage, "application/json"],
    ];
    if (galleryPage) {
      ceilings.push([
        "gallery page",
        galleryPage.row,
        galleryPage.html,
        "text/html; charset=UTF-8",
      ]);
    }
    for (const [name, row, bytes, contentType] of ceilings) {
      const bodyFile = path.join(dataDir, "ceiling-body");
      await writeFile(bodyFile, bytes);
      const bare = await startBareServer(bodyFile, contentType);
      try {
        const ceiling = await load(
          `bare node:http, ${(bytes.length / 1024).toFixed(1)} KB (${name})`,
          bare.url,
        );
        rows.push(ceiling);
        const ratio = row.reqPerSec / ceiling.reqPerSec;
        console.log(`  ${name} / ceiling: ${(ratio * 100).toFixed(1)}% (target ≥ 50%)`);
      } finally {
        await bare.stop();
      }
    }
    return rows;
  } finally {
    await throwaway.remove();
    if (!throwaway.serverEnv.DATA_DIR) await rm(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `catalogue API at ${count.toLocaleString("en-GB")} artworks: autocannon, ${connections} connections, ` +
    `${WARM_UP_SECONDS} s warm-up + ${rounds} × ${duration} s per case (the median round), ${os.cpus().length} CPUs, Node ${process.version}`,
);
const results: Array<[string, Row[]]> = [];
const postgres = await benchPostgresServer(namedServer);
try {
  if (postgres) {
    results.push([
      "PostgreSQL",
      await benchOne("PostgreSQL", () => throwawayPostgres(postgres.url)),
    ]);
  }
  results.push(["PGlite (embedded)", await benchOne("PGlite (embedded)", throwawayPglite)]);
} finally {
  postgres?.stop();
}

console.log(`\n| request | ${results.map(([kind]) => kind).join(" | ")} |`);
console.log(`|---|${results.map(() => "---|").join("")}`);
for (let i = 0; i < results[0][1].length; i++) {
  const cells = results.map(([, rows]) => (rows[i] ? cell(rows[i]) : "–"));
  console.log(`| ${results[0][1][i].name} | ${cells.join(" | ")} |`);
}
