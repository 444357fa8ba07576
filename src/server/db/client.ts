import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema";

/** The one database handle, whichever engine is behind it (STYLE: one database module). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  close: () => Promise<void>;
};

export const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../drizzle",
);

// Any fixed number; it names the lock that serialises migrations across processes.
const MIGRATION_LOCK = 4_163_372;

/**
 * PGlite serves one process. A lock file beside its directory names the process using it,
 * so a second server or `npm run admin` on the same DATA_DIR stops with a clear reason
 * instead of corrupting the database.
 */
async function lockPgliteDir(dir: string): Promise<() => Promise<void>> {
  const lock = `${dir}.lock`;
  const holder = Number((await readFile(lock, "utf8").catch(() => "")).trim());
  if (holder && holder !== process.pid && isRunning(holder)) {
    throw new Error(
      `the embedded database is in use by process ${holder}; stop it first, or set DATABASE_URL`,
    );
  }
  await writeFile(lock, String(process.pid));
  return () => rm(lock, { force: true });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** An embedded PGlite database in `dir` (or in memory with no dir), migrated. */
export async function openPglite(dir?: string, loadDataDir?: Blob): Promise<Database> {
  let unlock = async () => {};
  if (dir) {
    await mkdir(dir, { recursive: true });
    unlock = await lockPgliteDir(dir);
  }
  const client = await PGlite.create(dir, { extensions: { pg_trgm }, loadDataDir });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  return {
    db,
    close: async () => {
      await client.close();
      await unlock();
    },
  };
}

/** A pool on a real PostgreSQL server, migrated under an advisory lock. */
export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server drops (a restart, a failover) is replaced on next use;
  // without a listener its error would crash the process.
  pool.on("error", (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  const conn = await pool.connect();
  try {
    await conn.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migratePg(drizzlePg(conn), { migrationsFolder });
  } finally {
    await conn.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
    conn.release();
  }
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return { db, close: () => pool.end() };
}

export function openDatabase(config: { databaseUrl?: string; dataDir: string }) {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : openPglite(path.join(config.dataDir, "pglite"));
}
