import { pipeline, type Readable } from "node:stream";
import { createGzip } from "node:zlib";
import { type SQL, sql } from "drizzle-orm";
import tar from "tar-stream";
import type { Db, Queryable } from "#server/db/client";
import type { ImageStore } from "#server/images/image-store";
import {
  currentSchemaLevel,
  END_ENTRY,
  FORMAT,
  FORMAT_VERSION,
  imageEntry,
  MANIFEST_ENTRY,
  type Manifest,
  tableEntry,
} from "./format";
import { BACKUP_TABLES, type BackupTable, rowsOf } from "./tables";
import { ArchiveTally } from "./tally";

/** Rows per archive entry: what a backup, and later a restore, holds in memory at once. */
const ROWS_PER_ENTRY = 200;

export type BackupSummary = { tables: number; rows: number; images: number };

/**
 * Each row of `table` as one line of JSON, written by the database (`row_to_json`), so every
 * value keeps the text PostgreSQL gives it: timestamps to the microsecond with their offset,
 * numerics with all their digits, jsonb and arrays as JSON. Generated columns are left out.
 */
function rowsAsJson(table: BackupTable): SQL {
  const columns = sql.join(
    table.columns.map((column) => sql.identifier(column)),
    sql`, `,
  );
  return sql`select row_to_json(r)::text as line from (select ${columns} from ${sql.identifier(table.name)}) r`;
}

/**
 * A backup of the shop as a gzip'd tar (format.ts), produced as it is read: the tables'
 * rows in batches from one snapshot of the database (a repeatable-read transaction, so an order
 * is never there without its buyer), then each image, one at a time, from the store. Nothing is
 * held whole in memory. `done` settles when the archive is complete, or with the reason it is
 * not; a reader that stops reading (a download cancelled) ends the transaction and the rest.
 */
export function writeBackup(deps: { db: Db; images: ImageStore; now: Date }): {
  archive: Readable;
  done: Promise<BackupSummary>;
} {
  const pack = tar.pack();
  const archive = pipeline(pack, createGzip(), () => {
    // An error reaches the reader through the archive stream, and the caller through `done`.
  });
  const add = (name: string, data: Buffer | string) =>
    new Promise<void>((resolve, reject) => {
      // Settles once the entry is in the archive's buffer: waiting for it is the backpressure.
      // An archive destroyed meanwhile (its reader gone) fails the entry through this callback;
      // the entry's stream says so too, which nothing else needs to hear.
      pack
        .entry({ name, mtime: deps.now }, data, (error) => (error ? reject(error) : resolve()))
        .on("error", () => {});
    });

  const done = (async () => {
    const manifest: Manifest = {
      format: FORMAT,
      version: FORMAT_VERSION,
      schema: await currentSchemaLevel(),
      createdAt: deps.now.toISOString(),
      tables: BACKUP_TABLES.map(({ name, columns }) => ({ name, columns })),
    };
    await add(MANIFEST_ENTRY, JSON.stringify(manifest, null, 2));
    const tally = new ArchiveTally();
    await deps.db.transaction((tx) => writeTables(tx, add, tally), {
      isolationLevel: "repeatable read",
      accessMode: "read only",
    });
    await writeImages(deps.images, add, tally);
    const end = tally.toEnd();
    await add(END_ENTRY, JSON.stringify(end, null, 2));
    pack.finalize();
    return {
      tables: BACKUP_TABLES.length,
      rows: Object.values(end.rows).reduce((sum, count) => sum + count, 0),
      images: end.images,
    };
  })();
  done.catch((error) => pack.destroy(error));
  return { archive, done };
}

type AddEntry = (name: string, data: Buffer | string) => Promise<void>;

/** Every table's rows through a cursor, ROWS_PER_ENTRY at a time, each batch tallied. */
async function writeTables(tx: Queryable, add: AddEntry, tally: ArchiveTally) {
  // Timestamps written in UTC whatever the server's zone, so that two backups of the same
  // rows, from PGlite or PostgreSQL, hold the same text.
  await tx.execute(sql`set local time zone 'UTC'`);
  for (const table of BACKUP_TABLES) {
    await tx.execute(sql`declare backup_rows no scroll cursor for ${rowsAsJson(table)}`);
    tally.addRows(table.name, "", 0);
    for (let batch = 1; ; batch++) {
      const lines = rowsOf<{ line: string }>(
        await tx.execute(sql.raw(`fetch ${ROWS_PER_ENTRY} from backup_rows`)),
      );
      if (lines.length === 0) break;
      const text = `${lines.map((row) => row.line).join("\n")}\n`;
      await add(tableEntry(table.name, batch), text);
      tally.addRows(table.name, text, lines.length);
      if (lines.length < ROWS_PER_ENTRY) break;
    }
    await tx.execute(sql`close backup_rows`);
  }
}

/** The width in a stored image's name (`<key>-<width>.webp`). */
const widthOf = (name: string) => Number(/-(\d+)\.webp$/.exec(name)?.[1] ?? 0);

/**
 * Every stored image, read one at a time. Narrower variants first: a restore that writes them in
 * this order writes each painting's widest last, as saveImageVariants does, so that once the
 * widest is there, all are.
 */
async function writeImages(images: ImageStore, add: AddEntry, tally: ArchiveTally) {
  const names = (await images.list()).sort(
    (a, b) => widthOf(a) - widthOf(b) || (a < b ? -1 : a > b ? 1 : 0),
  );
  for (const name of names) {
    const data = await images.get(name);
    // Removed since it was listed (its artwork deleted meanwhile): nothing to keep.
    if (!data) continue;
    await add(imageEntry(name), data);
    tally.addImage(name, data);
  }
}
