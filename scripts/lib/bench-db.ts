// Throwaway databases and a synthetic catalogue for the benchmark scripts. A benchmark works
// only in a database of its own and never reads or writes another: PGlite in a fresh temp
// directory, removed at the end; on PostgreSQL (13+), the server URL names the server (any
// database in it is ignored), a new `atelier_bench_<random>` is created through its `postgres`
// maintenance database, migrated, and dropped at the end, also on Ctrl-C. The role needs
// CREATEDB.
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { sizeColumns } from "#server/db/artwork-size";
import { type Database, openPglite, openPostgres } from "#server/db/client";
import { artworkImages, artworks } from "#server/db/schema";
import { findPostgresBin } from "#tests/postgres-binaries.mjs";
import { startPostgresServer } from "#tests/postgres-server";

/** A migrated database that no one else uses, and how to get rid of it. */
export type Throwaway = {
  database: Database;
  describe: string;
  /** What a server process needs to open the same database (DATABASE_URL, or DATA_DIR). */
  serverEnv: { DATABASE_URL?: string; DATA_DIR?: string };
  /**
   * Closes this process's own connection and keeps the data, so a server started as a child
   * process can open it (embedded PGlite serves one process at a time).
   */
  release: () => Promise<void>;
  remove: () => Promise<void>;
};

/** Runs `close` at most once, however often it is asked to. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= close().catch(() => {});
    return closing;
  };
}

/**
 * A new database on the server at `url`, created through its `postgres` maintenance database.
 * Only a database this call created is ever dropped: `create database` fails rather than
 * adopt an existing name.
 */
export async function throwawayPostgres(url: string): Promise<Throwaway> {
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
  const release = once(async () => database?.close());
  let removing: Promise<void> | undefined;
  const remove = () => {
    removing ??= (async () => {
      await release();
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
    return {
      database,
      describe: `database ${name} on ${server}`,
      serverEnv: { DATABASE_URL: at(name) },
      release,
      remove,
    };
  } catch (error) {
    await remove();
    throw error;
  }
}

/** An embedded PGlite database in a fresh temp directory, removed at the end. */
export async function throwawayPglite(): Promise<Throwaway> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "atelier-bench-"));
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  // A run that dies without its finally still leaves no directory behind.
  process.once("exit", removeDir);
  let database: Database | undefined;
  const release = once(async () => database?.close());
  let removing: Promise<void> | undefined;
  const remove = () => {
    removing ??= (async () => {
      await release();
      removeDir();
    })();
    return removing;
  };
  onInterrupt(remove);
  try {
    // A subdirectory, so the lock file openPglite writes beside it is inside `dir` too.
    database = await openPglite(path.join(dir, "pglite"));
    // A server with DATA_DIR=dir opens dir/pglite: this very database.
    return {
      database,
      describe: `embedded PGlite in ${dir}`,
      serverEnv: { DATA_DIR: dir },
      release,
      remove,
    };
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
export const letSignalsIn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Inserts `count` synthetic artworks (titles, artists, prices, mediums and sizes spread over
 * every filter), one minute apart from 2020 on, then analyzes the table. Returns the seconds.
 */
export async function insertSyntheticCatalogue(db: Database["db"], count: number) {
  const started = performance.now();
  for (let from = 0; from < count; from += 2000) {
    const rows = Array.from({ length: Math.min(2000, count - from) }, (_, k) => {
      const i = from + k;
      const size = `${20 + (i % 140)} x ${15 + (i % 90)} cm`;
      return {
        title: `${pick(words, i)} ${pick(words, i * 7 + 3)} ${i}`,
        // Unique by its number, as artworkSlugOf would make it.
        slug: `${pick(words, i)}-${pick(words, i * 7 + 3)}-${i}`.toLowerCase(),
        artist: `Painter ${i % 500}`,
        description:
          i % 5 ? `A quiet ${pick(words, i * 3).toLowerCase()} study, number ${i}.` : null,
        price: (i * 37) % 5000,
        imageUrl: "/images/x-1280.webp",
        medium: pick(mediums, i),
        size,
        ...sizeColumns(size),
        createdAt: new Date(Date.UTC(2020, 0, 1) + i * 60_000),
      };
    });
    await db.insert(artworks).values(rows);
    await letSignalsIn();
  }
  // Each work's one photograph, as the migration gives every work made before photographs.
  await db.execute(
    sql`insert into ${artworkImages} (artwork_id, position, url) select id, 0, image_url from ${artworks}`,
  );
  // Vacuumed as well as analysed, as a shop's table long since is: otherwise PostgreSQL's
  // autovacuum takes up the freshly filled table in the middle of the first measurement.
  await db.execute(sql`vacuum analyze ${artworks}`);
  await db.execute(sql`vacuum analyze ${artworkImages}`);
  return (performance.now() - started) / 1000;
}

/** A throwaway database on the server at `serverUrl`, or embedded PGlite without one. */
export function throwawayDatabase(serverUrl: string | undefined) {
  return serverUrl ? throwawayPostgres(serverUrl) : throwawayPglite();
}

/**
 * The PostgreSQL server to benchmark on: the one named (--postgres or DATABASE_URL), else a
 * throwaway one started here as the test tier starts it, when this machine has PostgreSQL's
 * binaries; undefined without either. `stop` stops only a server started here.
 */
export async function benchPostgresServer(named: string | undefined, port?: number) {
  if (named) return { url: named, stop: () => {} };
  if (!findPostgresBin()) return undefined;
  console.error("starting a throwaway PostgreSQL server…");
  return startPostgresServer(port);
}
