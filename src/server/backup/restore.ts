import { pipeline, type Readable } from "node:stream";
import { createGunzip } from "node:zlib";
import { type SQL, sql } from "drizzle-orm";
import tar from "tar-stream";
import { photographWorksWithout } from "#server/catalogue/images";
import { freeArtworkSlugs } from "#server/catalogue/slugs";
import type { Db, Queryable } from "#server/db/client";
import { type ImageStore, isImageName } from "#server/images/image-store";
import { refuseUnlessEmpty } from "./empty";
import {
  BackupError,
  currentSchemaLevel,
  type End,
  endSchema,
  entryKind,
  FORMAT_VERSION,
  type Manifest,
  manifestSchema,
} from "./format";
import { BACKUP_TABLES, type BackupTable, backupTable } from "./tables";
import { ArchiveTally } from "./tally";

/** What a restore wrote, and the archive's own account of what it holds (its end.json). */
export type RestoreSummary = { tables: number; rows: number; images: number; end: End };

/** One table's rows as the archive has them, inserted as the database reads them back. */
function insertRows(table: BackupTable, columns: string[], lines: string): SQL {
  const names = sql.join(
    columns.map((column) => sql.identifier(column)),
    sql`, `,
  );
  const identity = columns.some((column) => table.identityColumns.includes(column));
  // json_populate_recordset turns each value into its column's type with the type's own input
  // function, from the text the backup's database wrote: nothing is converted on the way.
  const insert = sql`insert into ${sql.identifier(table.name)} (${names})
    ${identity ? sql`overriding system value` : sql``}
    select ${names} from json_populate_recordset(null::${sql.identifier(table.name)}, ${lines}::json)`;
  if (!table.replaces || !table.primaryKey) return insert;
  const updates = sql.join(
    columns
      .filter((column) => column !== table.primaryKey)
      .map((column) => sql`${sql.identifier(column)} = excluded.${sql.identifier(column)}`),
    sql`, `,
  );
  return sql`${insert} on conflict (${sql.identifier(table.primaryKey)}) do update set ${updates}`;
}

/**
 * An archive made before works had slugs holds artworks without one: each is given the slug its
 * title gives, as a work added now is (the migration gave the shop's own theirs the same way).
 * Any other table's rows, or works with their slugs, are left as they are.
 */
async function withArtworkSlugs(
  tx: Queryable,
  table: string,
  columns: string[],
  lines: string[],
): Promise<{ columns: string[]; lines: string[] }> {
  if (table !== "artworks" || columns.includes("slug")) return { columns, lines };
  const rows = lines.map((line) => JSON.parse(line) as { title: string });
  const slugs = await freeArtworkSlugs(
    tx,
    rows.map((row) => row.title),
  );
  return {
    columns: [...columns, "slug"],
    lines: rows.map((row, i) => JSON.stringify({ ...row, slug: slugs[i] })),
  };
}

/**
 * An edition's prints held and sold are counted by its order lines' trigger as each line is
 * inserted (migration 0032), and the lines are restored after their editions: each edition comes
 * back with none held or sold, and its lines count them again, never twice. What is spent (a
 * numbered print come back) no line's insert counts: it is kept as the archive has it.
 */
function withStockToCount(table: string, lines: string[]): string[] {
  if (table !== "editions") return lines;
  return lines.map((line) => JSON.stringify({ ...JSON.parse(line), held: 0, sold: 0 }));
}

/**
 * Moves each identity column's sequence past the largest value restored, so the next order's
 * number and the next mail's place in the outbox come after the restored ones.
 */
async function resetSequences(tx: Queryable) {
  for (const table of BACKUP_TABLES) {
    for (const column of table.identityColumns) {
      await tx.execute(sql`
        select setval(pg_get_serial_sequence(${`"${table.name}"`}, ${column}), max(${sql.identifier(column)}))
        from ${sql.identifier(table.name)} having max(${sql.identifier(column)}) is not null`);
    }
  }
}

/** What a restore has read so far, checked against the archive's own end.json. */
type Progress = {
  manifest?: Manifest;
  tally: ArchiveTally;
  /** The images written to the store, removed again if the restore fails. */
  images: string[];
  end?: End;
};

async function readAll(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function parseJson<T>(
  data: Buffer,
  schema: { safeParse: (value: unknown) => { success: boolean; data?: T } },
) {
  try {
    const parsed = schema.safeParse(JSON.parse(data.toString("utf8")));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The manifest, if this version of Atelier can restore what it describes. */
async function readManifest(data: Buffer): Promise<Manifest> {
  const manifest = parseJson<Manifest>(data, manifestSchema);
  if (!manifest) throw new BackupError("not an Atelier backup: its manifest cannot be read");
  const current = await currentSchemaLevel();
  if (manifest.version > FORMAT_VERSION || manifest.schema.migrations > current.migrations) {
    throw new BackupError(
      `this backup was made by a newer version of Atelier (schema ${manifest.schema.newest}; this one is at ${current.newest}): update Atelier, then restore it`,
    );
  }
  for (const { name, columns } of manifest.tables) {
    const table = backupTable(name);
    const unknown = columns.filter((column) => !table?.columns.includes(column));
    if (!table || unknown.length > 0) {
      throw new BackupError(
        `this backup's table ${name}${table ? ` (columns ${unknown.join(", ")})` : ""} is not in this version's schema`,
      );
    }
  }
  return manifest;
}

/** Applies one archive entry, in the restore's transaction (rows) or to the store (images). */
async function restoreEntry(
  tx: Queryable,
  images: ImageStore,
  name: string,
  data: Buffer,
  progress: Progress,
) {
  const entry = entryKind(name);
  const { manifest } = progress;
  if (entry.kind === "manifest") {
    progress.manifest = await readManifest(data);
    return;
  }
  if (!manifest) throw new BackupError("not an Atelier backup: it does not start with a manifest");
  if (progress.end) throw new BackupError(`the backup goes on after its end (${name})`);
  switch (entry.kind) {
    case "rows": {
      const described = manifest.tables.find((table) => table.name === entry.table);
      const table = backupTable(entry.table);
      if (!described || !table)
        throw new BackupError(`the backup holds rows of an unknown table (${name})`);
      const read = data.toString("utf8").split("\n").filter(Boolean);
      const { columns, lines } = await withArtworkSlugs(tx, table.name, described.columns, read);
      const rows = withStockToCount(table.name, lines);
      try {
        await tx.execute(insertRows(table, columns, `[${rows.join(",")}]`));
      } catch (error) {
        throw new BackupError(
          `could not restore the rows of table ${table.name}: ${(error as Error).message}`,
          { cause: error },
        );
      }
      progress.tally.addRows(table.name, data.toString("utf8"), read.length);
      return;
    }
    case "image":
      if (!isImageName(entry.name))
        throw new BackupError(
          `the backup holds an image with a name Atelier does not use (${name})`,
        );
      await images.put(entry.name, data);
      progress.images.push(entry.name);
      progress.tally.addImage(entry.name, data);
      return;
    case "end":
      progress.end = parseJson<End>(data, endSchema);
      if (!progress.end) throw new BackupError("the backup's end.json cannot be read");
      return;
    default:
      throw new BackupError(`not an Atelier backup: it holds ${name}`);
  }
}

/** The archive's end, if what was read is what it says was written; why not if it is not. */
function checkComplete(progress: Progress): End {
  const { end } = progress;
  if (!progress.manifest) throw new BackupError("not an Atelier backup: it holds no manifest");
  if (!end) throw new BackupError("the backup is incomplete: it has no end (was it cut short?)");
  const [problem] = progress.tally.differences(end);
  if (problem) throw new BackupError(`the backup is incomplete: ${problem}`);
  return end;
}

/**
 * The entries of a gzip'd tar as they arrive, each read whole (a batch of rows or one image). A
 * failure to read it — not gzip, not tar, cut short — is a BackupError saying so.
 */
export async function* entriesOf(
  archive: Readable,
): AsyncGenerator<{ name: string; data: Buffer }> {
  const extract = tar.extract();
  pipeline(archive, createGunzip(), extract, () => {
    // A failure surfaces in the loop below, where the extract stream rethrows it.
  });
  try {
    for await (const entry of extract) {
      yield { name: entry.header.name, data: await readAll(entry) };
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(
      `not a complete Atelier backup (a gzip'd tar): ${(error as Error).message}`,
      { cause: error },
    );
  }
}

/**
 * Fills an empty shop from a backup (format.ts): every row in one transaction, so a failure
 * leaves the database as empty as it was, and every image through the store, removed again if
 * the restore fails. Refuses a shop that is not empty before reading anything.
 */
export async function restoreBackup(deps: {
  db: Db;
  images: ImageStore;
  archive: Readable;
}): Promise<RestoreSummary> {
  const progress: Progress = { tally: new ArchiveTally(), images: [] };
  let end: End;
  try {
    end = await deps.db.transaction(async (tx) => {
      await refuseUnlessEmpty(tx, deps.images);
      for await (const { name, data } of entriesOf(deps.archive)) {
        await restoreEntry(tx, deps.images, name, data, progress);
      }
      const complete = checkComplete(progress);
      await resetSequences(tx);
      await photographWorksWithout(tx);
      return complete;
    });
  } catch (error) {
    await Promise.allSettled(progress.images.map((name) => deps.images.remove(name)));
    deps.archive.destroy();
    throw error;
  }
  const { rows } = progress.tally;
  return {
    tables: Object.keys(rows).length,
    rows: Object.values(rows).reduce((sum, count) => sum + count, 0),
    images: progress.images.length,
    end,
  };
}
