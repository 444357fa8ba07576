// Measures the catalogue list at scale (DESIGN §5: fast with 100,000 artworks).
//   node --import tsx scripts/bench-catalogue.ts [count]                      embedded PGlite
//   node --import tsx scripts/bench-catalogue.ts [count] --postgres <url>     a PostgreSQL server
//   DATABASE_URL=<url> node --import tsx scripts/bench-catalogue.ts [count]   the same server
// It works only in a throwaway database of its own and never reads or writes another: PGlite in
// a fresh temp directory, removed at the end; on PostgreSQL (13+), `<url>` names the server (any
// database in it is ignored), the script connects to its `postgres` maintenance database,
// creates `atelier_bench_<random>`, migrates it, and drops it at the end, also on Ctrl-C. The
// role needs CREATEDB. Inserts `count` (default 100,000) synthetic artworks, then times each
// query shape and prints the plan of a search.
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import pg from "pg";
import { decodeCursor, listArtworks } from "#server/catalogue/service";
import { type Database, openPglite, openPostgres } from "#server/db/client";
import { artworks } from "#server/db/schema";
import { type CatalogueFilters, sizeClassOf } from "#shared/filters";

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

/** A migrated database that no one else uses, and how to get rid of it. */
type Throwaway = { database: Database; describe: string; remove: () => Promise<void> };

/**
 * A new database on the server at `url`, created through its `postgres` maintenance database.
 * Only a database this call created is ever dropped: `create database` fails rather than
 * adopt an existing name.
 */
async function throwawayPostgres(url: string): Promise<Throwaway> {
  const name = `atelier_bench_${randomBytes(6).toString("hex")}`;
  const at = (database: string) => {
    const u = new URL(url);
    u.pathname = `/${database}`;
    return u.href;
  };
  const where = new URL(url);
  const server = where.host || where.searchParams.get("host") || "the default server";

  const admin = new pg.Client(at("postgres"));
  await admin.connect();
  const created = admin.query(`create database ${name}`).then(() => true);
  let database: Database | undefined;
  let removing: Promise<void> | undefined;
  const remove = () => {
    removing ??= (async () => {
      await database?.close().catch(() => {});
      try {
        if (await created.catch(() => false)) {
          // `with (force)` also ends connections a crashed benchmark left behind.
          await admin.query(`drop database if exists ${name} with (force)`);
          console.error(`dropped database ${name}`);
        }
      } finally {
        await admin.end().catch(() => {});
      }
    })();
    return removing;
  };
  onInterrupt(remove);
  try {
    await created;
    database = await openPostgres(at(name));
    return { database, describe: `database ${name} on ${server}`, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}

/** An embedded PGlite database in a fresh temp directory, removed at the end. */
async function throwawayPglite(): Promise<Throwaway> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "atelier-bench-"));
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  // A run that dies without its finally still leaves no directory behind.
  process.once("exit", removeDir);
  let database: Database | undefined;
  let removing: Promise<void> | undefined;
  const remove = () => {
    removing ??= (async () => {
      await database?.close().catch(() => {});
      removeDir();
    })();
    return removing;
  };
  onInterrupt(remove);
  try {
    // A subdirectory, so the lock file openPglite writes beside it is inside `dir` too.
    database = await openPglite(path.join(dir, "pglite"));
    return { database, describe: `embedded PGlite in ${dir}`, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}

/** On Ctrl-C or a kill, clean up before exiting. */
function onInterrupt(cleanUp: () => Promise<void>) {
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: cleaning up…`);
      cleanUp().finally(() => process.exit(130));
    });
  }
}

const words = ["Harbour", "Dusk", "Field", "Amber", "Study", "Garden", "Tide", "Morning", "Iris"];
const mediums = ["Oil on canvas", "Acrylic on panel", "Watercolour on paper", "Mixed media"];
const pick = <T>(list: T[], i: number) => list[i % list.length];
// PGlite answers in microtasks, which starve the event loop: without a turn of it between
// steps, Ctrl-C would not be handled (nor the database removed) until the run ended.
const letSignalsIn = () => new Promise((resolve) => setImmediate(resolve));

async function bench(db: Database["db"]) {
  const started = performance.now();
  for (let from = 0; from < count; from += 2000) {
    const rows = Array.from({ length: Math.min(2000, count - from) }, (_, k) => {
      const i = from + k;
      const size = `${20 + (i % 140)} x ${15 + (i % 90)} cm`;
      return {
        title: `${pick(words, i)} ${pick(words, i * 7 + 3)} ${i}`,
        artist: `Painter ${i % 500}`,
        description:
          i % 5 ? `A quiet ${pick(words, i * 3).toLowerCase()} study, number ${i}.` : null,
        price: (i * 37) % 5000,
        imageUrl: "/images/x-1280.webp",
        medium: pick(mediums, i),
        size,
        sizeClass: sizeClassOf(size),
        createdAt: new Date(Date.UTC(2020, 0, 1) + i * 60_000),
      };
    });
    await db.insert(artworks).values(rows);
    await letSignalsIn();
  }
  await db.execute(sql`analyze ${artworks}`);
  console.log(
    `inserted ${count} artworks in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

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

const throwaway = serverUrl ? await throwawayPostgres(serverUrl) : await throwawayPglite();
console.error(`benchmarking in ${throwaway.describe}`);
try {
  await bench(throwaway.database.db);
} finally {
  await throwaway.remove();
}
