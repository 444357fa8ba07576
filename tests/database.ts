import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, openAsBlob } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { inject } from "vitest";
import { addMainImages } from "#server/catalogue/images";
import { toArtwork } from "#server/catalogue/service";
import { freeArtworkSlugs } from "#server/catalogue/slugs";
import { sizeColumns } from "#server/db/artwork-size";
import {
  connectPgliteThread,
  type Database,
  type Db,
  openPglite,
  openPgliteWorker,
  openPostgres,
} from "#server/db/client";
import { type PgliteThread, startPgliteThread } from "#server/db/pglite-thread";
import { artworks } from "#server/db/schema";
import type { Artwork } from "#shared/artwork";
import { findPostgresBin } from "./postgres-binaries.mjs";
import { startPostgresServer, TEMPLATE_DATABASE } from "./postgres-server";

/** Which engine the `*.api.test.ts` files run against; set per vitest project. */
export const testDbKind = process.env.ATELIER_TEST_DB === "postgres" ? "postgres" : "pglite";

let pgliteTemplate: Promise<Blob> | undefined;

/**
 * Embedded databases that a test has finished with, emptied back to the template's rows: the
 * next test's database is one of them with a pool of its own. Starting PGlite costs a second
 * of CPU; emptying one, a few milliseconds (decision 031). Each test file's worker keeps its
 * own, and at most this many.
 */
const idleThreads: PgliteThread[] = [];
const IDLE_THREADS = 2;
let templateRows: Promise<{ reset: string; shape: string }> | undefined;

/**
 * What a test may have added beside rows (a trigger, a function, a table): a database whose
 * shape is no longer the template's is closed, not handed on.
 */
const SHAPE = `select concat_ws(':',
  (select count(*) from pg_trigger where not tgisinternal),
  (select count(*) from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname not in ('pg_catalog', 'information_schema')),
  (select count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast'))) as shape`;

/**
 * The statement that empties a database back to the template: every table of the app
 * truncated (identities restarted), then the rows the migrations put in put back. Read once,
 * from a database fresh from the template.
 */
async function readTemplate(client: pg.Client) {
  const { rows: tables } = await client.query<{ name: string }>(`
    select format('%I.%I', schemaname, tablename) as name from pg_tables
    where schemaname not in ('pg_catalog', 'information_schema', 'drizzle')`);
  const refill: string[] = [];
  for (const { name } of tables) {
    const { rows } = await client.query<{ rows: unknown[] | null }>(
      `select json_agg(t) as rows from ${name} t`,
    );
    const json = rows[0]?.rows;
    if (json) {
      const literal = `'${JSON.stringify(json).replaceAll("'", "''")}'`;
      refill.push(
        `insert into ${name} select * from json_populate_recordset(null::${name}, ${literal})`,
      );
    }
  }
  const names = tables.map(({ name }) => name).join(", ");
  const reset = [`truncate ${names} restart identity cascade`, ...refill].join(";\n");
  return { reset, shape: await shapeOf(client) };
}

const shapeOf = async (client: pg.Client) =>
  (await client.query<{ shape: string }>(SHAPE)).rows[0].shape;

/** Runs `task` on a connection of its own to `thread`'s database. */
async function onThread<T>(thread: PgliteThread, task: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client(thread.poolConfig);
  try {
    await client.connect();
    return await task(client);
  } finally {
    await client.end().catch(() => {});
  }
}

async function pgliteTestDatabase(): Promise<Database> {
  pgliteTemplate ??= openAsBlob(inject("pgliteTemplateFile"));
  const thread =
    idleThreads.pop() ?? (await startPgliteThread({ loadDataDir: await pgliteTemplate }));
  templateRows ??= onThread(thread, readTemplate);
  const template = await templateRows;
  const database = await connectPgliteThread(thread);
  return {
    db: database.db,
    close: async () => {
      await database.close();
      const empty =
        idleThreads.length < IDLE_THREADS &&
        (await onThread(thread, async (client) => {
          if ((await shapeOf(client)) !== template.shape) return false;
          await client.query(template.reset);
          return true;
        }).catch(() => false));
      if (empty) {
        idleThreads.push(thread);
      } else {
        await thread.close();
      }
    },
  };
}

/**
 * A fresh, migrated database of its own: a clone of the template made once per run by the
 * project's globalSetup, on the throwaway PostgreSQL server, or embedded PGlite reached as the
 * server reaches it (on its own thread, through `pg`), so the tests run what production runs.
 */
export async function createTestDatabase(
  options: {
    /** PostgreSQL only: the address the pool connects to instead (a relay a test can cut). */
    reachThrough?: (url: string) => Promise<string>;
  } = {},
): Promise<Database> {
  if (testDbKind === "pglite") return pgliteTestDatabase();

  const { url, drop } = await createPostgresDatabase();
  const database = await openPostgres(options.reachThrough ? await options.reachThrough(url) : url);
  return {
    ...database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

/**
 * A fresh, migrated database of its own on the throwaway PostgreSQL server, by URL, for a
 * server process or a pool a test opens itself; `drop` removes it, connections and all.
 */
export async function createPostgresDatabase(): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  const server = inject("postgresServerUrl");
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client(`${server}/postgres`);
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name} template ${TEMPLATE_DATABASE}`);
  return { url: `${server}/${name}`, drop: () => admin(`drop database ${name} with (force)`) };
}

/**
 * A DATA_DIR of its own whose embedded database is already there, migrated: a copy of the
 * run's template (tests/pglite-template.ts). A server started on it opens the database rather
 * than create it, which costs a process several seconds of CPU (decision 031). A test about
 * creating the database passes an empty directory (createTempDir) instead.
 */
export function createShopDir(): string {
  const dataDir = createTempDir();
  cpSync(inject("pgliteTemplateDir"), path.join(dataDir, "pglite"), { recursive: true });
  return dataDir;
}

/**
 * A shop for a server process or a command a test starts, on the tier's database: its settings
 * (a DATA_DIR of its own, and on the PostgreSQL tier the DATABASE_URL of a fresh database),
 * `open` to read it from the test while no process holds it (the embedded database allows one
 * process), and `drop` to remove the PostgreSQL database. `made`: on PGlite, the database is
 * there already (createShopDir), as for a shop that has run before; otherwise a new shop's
 * first process or command makes it.
 */
export async function createShopDatabase({ made = false } = {}): Promise<{
  env: { DATA_DIR: string; DATABASE_URL?: string };
  open: () => Promise<Database>;
  drop: () => Promise<void>;
}> {
  if (testDbKind === "pglite") {
    const dataDir = made ? createShopDir() : createTempDir();
    return {
      env: { DATA_DIR: dataDir },
      open: () => openPglite(path.join(dataDir, "pglite")),
      drop: async () => {},
    };
  }
  const { url, drop } = await createPostgresDatabase();
  const env = { DATA_DIR: createTempDir(), DATABASE_URL: url };
  return { env, open: () => openPostgres(url), drop };
}

/** An empty directory of its own under the run's temp directory (tests/temp-dir.ts). */
export function createTempDir(): string {
  return mkdtempSync(path.join(inject("testTempDir"), "dir-"));
}

export type ArtworkFixture = Partial<
  Omit<
    typeof artworks.$inferInsert,
    "id" | "sizeClass" | "widthCm" | "heightCm" | "searchText" | "createdAt"
  >
> & {
  /** A Date, or a timestamptz literal for microsecond precision JavaScript cannot hold. */
  createdAt?: Date | string;
};

/**
 * Writes artworks straight to the database, deriving size_class and the dimensions as the
 * service does, and returns them as the API shows them, in the order given.
 */
export async function insertArtworks(db: Db, fixtures: ArtworkFixture[]): Promise<Artwork[]> {
  if (fixtures.length === 0) return [];
  const titles = fixtures.map((fixture, i) => fixture.title ?? `Artwork ${i + 1}`);
  // Each with the slug the service would give it, unless the fixture names one.
  const slugs = await freeArtworkSlugs(db, titles);
  const rows = await db
    .insert(artworks)
    .values(
      fixtures.map(({ createdAt, ...fixture }, i) => {
        const size = fixture.size ?? "50 x 60 cm";
        return {
          title: titles[i],
          slug: slugs[i],
          artist: "Test Artist",
          price: 250,
          imageUrl: "https://images.example/artwork.jpg",
          medium: "Oil on canvas",
          ...fixture,
          size,
          ...sizeColumns(size),
          createdAt: typeof createdAt === "string" ? sql`${createdAt}::timestamptz` : createdAt,
        };
      }),
    )
    .returning();
  // Each with its one photograph, as a work the owner adds has.
  const images = await addMainImages(db, rows);
  return rows.map((row) =>
    toArtwork(
      { ...row, availability: "available" },
      images.filter((image) => image.artworkId === row.id),
      [],
    ),
  );
}

/** An empty, migrated database of `kind` (cleaned up with `close`). */
export type Opener = () => Promise<Database>;

/**
 * Opens empty databases of the other kind than the tier's: on the PGlite tier a PostgreSQL
 * server of the test's own (when this machine has one), on the PostgreSQL tier embedded PGlite
 * on its thread, as the server runs it.
 */
export function otherKindDatabases(): {
  kind: "pglite" | "postgres";
  open: Opener;
  stop: () => void;
} {
  if (testDbKind === "postgres" || !findPostgresBin()) {
    // A copy of the run's migrated template: creating each one cost several CPU-seconds, and
    // creating a database is tested where that is the point (pglite-worker.api.test.ts).
    const open = async () => {
      pgliteTemplate ??= openAsBlob(inject("pgliteTemplateFile"));
      return openPgliteWorker(undefined, await pgliteTemplate);
    };
    return { kind: "pglite", open, stop: () => {} };
  }
  let server: Promise<{ url: string; stop: () => void }> | undefined;
  return {
    kind: "postgres",
    async open() {
      server ??= startPostgresServer();
      const { url } = await server;
      const name = `restore_${randomBytes(6).toString("hex")}`;
      const admin = new pg.Client(`${url}/postgres`);
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      return openPostgres(`${url}/${name}`);
    },
    stop: () => {
      server?.then((started) => started.stop());
    },
  };
}
