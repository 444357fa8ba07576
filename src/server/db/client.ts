import { mkdir } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { log } from "#server/lib/logger";
import { packageRoot } from "#server/lib/package-root";
import { backfillDimensions } from "./artwork-size";
import type { Db, Queryable } from "./handle";
import { lockPgliteDir } from "./lock";
import { type PgliteThread, startPgliteThread } from "./pglite-thread";
import * as schema from "./schema";
import { countingClient, recordCounts, type StatementCounts } from "./statement-counts";

export type { Db, Queryable };

export type Database = {
  db: Db;
  close: () => Promise<void>;
};

/**
 * `migrate: false` opens the database as it is, nothing applied or filled in: `npm run doctor`
 * reads whether its migrations are current, which migrating first would always make true.
 */
export type OpenOptions = { migrate?: boolean };

/** A round trip to the database: whether it answers (/readyz). */
export const pingDatabase = (db: Db) => db.execute(sql`select 1`);

export const migrationsFolder = path.join(packageRoot, "drizzle");

// Any fixed number; it names the lock that serialises migrations across processes.
const MIGRATION_LOCK = 4_163_372;

/**
 * An embedded PGlite database in `dir` (or in memory with no dir), migrated, running on this
 * thread. The tests use it (a clone of a template blob in ~0.3 s); the server uses
 * `openPgliteWorker`.
 */
export async function openPglite(dir?: string, loadDataDir?: Blob): Promise<Database> {
  let unlock = async () => {};
  if (dir) {
    await mkdir(dir, { recursive: true });
    unlock = await lockPgliteDir(dir);
  }
  // Loaded here, not with the module: a server on PostgreSQL never holds PGlite's code.
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] =
    await Promise.all([
      import("@electric-sql/pglite"),
      import("@electric-sql/pglite/contrib/pg_trgm"),
      import("drizzle-orm/pglite"),
      import("drizzle-orm/pglite/migrator"),
    ]);
  const client = await PGlite.create(dir, { extensions: { pg_trgm }, loadDataDir });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  await backfillDimensions(db);
  return {
    db,
    close: async () => {
      await client.close();
      await unlock();
    },
  };
}

/**
 * The same embedded database on a worker thread of its own (pglite-thread.ts), reached through
 * `pg` like a PostgreSQL server: its queries never block this thread's event loop.
 */
export async function openPgliteWorker(
  dir?: string,
  loadDataDir?: Blob,
  options: OpenOptions = {},
): Promise<Database> {
  let unlock = async () => {};
  if (dir) {
    // The directory itself is made whole by startPgliteThread, when it creates the database.
    await mkdir(path.dirname(dir), { recursive: true });
    unlock = await lockPgliteDir(dir);
  }
  try {
    const thread = await startPgliteThread({ dataDir: dir, loadDataDir });
    const database = await connectPgliteThread(thread, options).catch(async (error) => {
      await thread.close();
      throw error;
    });
    return {
      db: database.db,
      close: async () => {
        await database.close();
        await thread.close();
        await unlock();
      },
    };
  } catch (error) {
    await unlock();
    throw error;
  }
}

/**
 * The embedded database on `thread`, migrated, through a pool of its own; closing it ends the
 * pool and leaves the thread running (the tests hand a thread to the next test's pool).
 */
export async function connectPgliteThread(
  thread: PgliteThread,
  options: OpenOptions = {},
): Promise<Database> {
  // One connection, as PGlite has one session: the thread gives it to one connection at a
  // time and resets it between them (decision 014). PGlite runs one statement at a time
  // anyway, and a transaction holds the connection as PGlite's own lock would.
  const counts: StatementCounts = { statements: 0, writes: 0 };
  const pool = new pg.Pool({ ...thread.poolConfig, max: 1, Client: countingClient(counts) });
  // A connection lost with the thread (pglite-thread.ts starts it again) is replaced on use.
  pool.on("error", (error) => log.error({ err: error }, "Embedded database connection lost"));
  return migratedPool(pool, counts, options).catch(async (error) => {
    await pool.end().catch(() => {});
    throw error;
  });
}

/** A pool on a real PostgreSQL server, migrated under an advisory lock. */
export async function openPostgres(url: string, options: OpenOptions = {}): Promise<Database> {
  const counts: StatementCounts = { statements: 0, writes: 0 };
  const pool = new pg.Pool({ connectionString: url, max: 10, Client: countingClient(counts) });
  // An idle connection the server drops (a restart, a failover) is replaced on next use;
  // without a listener its error would crash the process.
  pool.on("error", (error) => log.error({ err: error }, "PostgreSQL connection lost"));
  return migratedPool(pool, counts, options);
}

/**
 * Migrates the database behind `pool` and fills what the migrations leave to JavaScript
 * (backfillDimensions) under an advisory lock — unless `migrate` is false — then serves
 * Drizzle over it.
 */
async function migratedPool(
  pool: pg.Pool,
  counts: StatementCounts,
  { migrate = true }: OpenOptions,
): Promise<Database> {
  // A connection either way: a database that does not answer fails the opening.
  const conn = await pool.connect();
  try {
    if (migrate) await migrateUnderLock(conn);
  } finally {
    conn.release();
  }
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  recordCounts(db, counts);
  return { db, close: () => pool.end() };
}

async function migrateUnderLock(conn: pg.PoolClient) {
  try {
    await conn.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migratePg(drizzlePg(conn), { migrationsFolder });
    await backfillDimensions(drizzlePg(conn, { schema }) as unknown as Db);
  } finally {
    await conn.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
  }
}

type DatabaseConfig = { databaseUrl?: string; dataDir: string };

/** Where the embedded database lives, or undefined when DATABASE_URL names a server. */
export function embeddedDatabaseDir(config: DatabaseConfig): string | undefined {
  return config.databaseUrl ? undefined : path.join(config.dataDir, "pglite");
}

/** Databases opened by openDatabaseAhead, each waiting for its openDatabase call. */
const openedAhead = new Map<string, Promise<Database>>();
const aheadKey = (config: DatabaseConfig) =>
  config.databaseUrl ?? `pglite:${embeddedDatabaseDir(config)}`;

function open(config: DatabaseConfig, options: OpenOptions = {}) {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, options)
    : openPgliteWorker(embeddedDatabaseDir(config), undefined, options);
}

/**
 * Starts opening the database now (`npm start` does while the client builds: creating the
 * embedded one takes seconds on a first start); the next openDatabase(config) takes it over,
 * failure included. Returns the opening, for closing it should the server never start.
 */
export function openDatabaseAhead(config: DatabaseConfig): Promise<Database> {
  const key = aheadKey(config);
  let opening = openedAhead.get(key);
  if (!opening) {
    opening = open(config);
    opening.catch(() => {}); // openDatabase reports it
    openedAhead.set(key, opening);
  }
  return opening;
}

export function openDatabase(config: DatabaseConfig): Promise<Database> {
  const key = aheadKey(config);
  const ahead = openedAhead.get(key);
  openedAhead.delete(key);
  return ahead ?? open(config);
}

/** The configured database as it is, its migrations not applied (`npm run doctor`). */
export const openDatabaseAsIs = (config: DatabaseConfig): Promise<Database> =>
  open(config, { migrate: false });
