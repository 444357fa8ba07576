// Measures the catalogue list at scale: it must stay fast with 100,000 artworks.
//   npm run bench:catalogue -- [count]                      embedded PGlite
//   npm run bench:catalogue -- [count] --postgres <url>     a PostgreSQL server
//   DATABASE_URL=<url> npm run bench:catalogue -- [count]   the same server
// It works only in a throwaway database of its own and never reads or writes another: PGlite in
// a fresh temp directory, removed at the end; on PostgreSQL (13+), `<url>` names the server (any
// database in it is ignored), the script connects to its `postgres` maintenance database,
// creates `atelier_bench_<random>`, migrates it, and drops it at the end, also on Ctrl-C. The
// role needs CREATEDB. Inserts `count` (default 100,000) synthetic artworks, then times each
// query shape and prints the plan of a search.
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { decodeCursor, listArtworks } from "#server/catalogue/service";
import type { Database } from "#server/db/client";
import { artworks } from "#server/db/schema";
import type { CatalogueFilters } from "#shared/filters";
import { insertSyntheticCatalogue, letSignalsIn, throwawayDatabase } from "./lib/bench-db";

const usage =
  "usage: node --import tsx scripts/bench-catalogue.ts [count] [--postgres <server url>]\n" +
  "       (or DATABASE_URL=<server url>; without either, embedded PGlite in a temp directory)";

const args = parseArgs({
  allowPositionals: true,
  options: { postgres: { type: "string" }, help: { type: "boolean", short: "h" } },
});
if (args.values.help) {
  console.log(usage);
  process.exit(0);
}
const count = Number(args.positionals[0] ?? 100_000);
if (!Number.isSafeInteger(count) || count < 1 || args.positionals.length > 1) {
  console.error(usage);
  process.exit(2);
}
const serverUrl = args.values.postgres ?? process.env.DATABASE_URL;

async function bench(db: Database["db"]) {
  const seconds = await insertSyntheticCatalogue(db, count);
  console.log(`inserted ${count} artworks in ${seconds.toFixed(1)} s`);

  const cases: Array<[string, CatalogueFilters]> = [
    ["no filter", {}],
    ["search 'harbour'", { q: "harbour" }],
    ["search 'number 4242'", { q: "number 4242" }],
    ["price 100-500", { price: "100-500" }],
    ["medium oil", { medium: "oil" }],
    ["size large", { size: "large" }],
    ["all combined", { q: "dusk", price: "500-1000", medium: "acrylic", size: "medium" }],
  ];

  for (const [name, filters] of cases) {
    await letSignalsIn();
    const times: number[] = [];
    let page = await listArtworks(db, filters, { limit: 24 }, new Date());
    for (let run = 0; run < 5; run++) {
      const t = performance.now();
      page = await listArtworks(db, filters, { limit: 24 }, new Date());
      times.push(performance.now() - t);
    }
    // The second page, by keyset cursor.
    const cursor = page.nextCursor ? decodeCursor(page.nextCursor) : undefined;
    const t2 = performance.now();
    if (cursor) await listArtworks(db, filters, { limit: 24, cursor }, new Date());
    const next = performance.now() - t2;
    times.sort((a, b) => a - b);
    console.log(
      `${name.padEnd(22)} median ${times[2].toFixed(1).padStart(6)} ms  (next page ${next.toFixed(1)} ms)  matched ${page.matched}`,
    );
  }

  const plan = await db.execute(
    sql`explain select * from ${artworks} where ${artworks.searchText} like '%harbour%' order by created_at desc, id desc limit 25`,
  );
  console.log("\nplan for a search:");
  for (const row of (plan as unknown as { rows: Array<Record<string, string>> }).rows) {
    console.log(`  ${Object.values(row)[0]}`);
  }
}

const throwaway = await throwawayDatabase(serverUrl);
console.error(`benchmarking in ${throwaway.describe}`);
try {
  await bench(throwaway.database.db);
} finally {
  await throwaway.remove();
}
