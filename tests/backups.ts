import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip, gzipSync } from "node:zlib";
import tar from "tar-stream";
import { writeBackup } from "#server/backup/write";
import type { Database } from "#server/db/client";
import type { ImageStore } from "#server/images/image-store";

// Reading and writing backup archives in tests (src/server/backup, decision 027).

/** A whole archive, as `npm run backup` writes it to a file. */
export async function backupOf(db: Database["db"], images: ImageStore): Promise<Buffer> {
  const { archive, done } = writeBackup({ db, images, now: new Date() });
  const chunks: Buffer[] = [];
  for await (const chunk of archive) chunks.push(chunk);
  await done;
  return Buffer.concat(chunks);
}

/** Each entry of an archive, by name, in the archive's order. */
export async function entriesOf(archive: Buffer): Promise<Map<string, Buffer>> {
  const entries = new Map<string, Buffer>();
  const extract = tar.extract();
  const reading = pipeline(Readable.from([archive]), createGunzip(), extract);
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    entries.set(entry.header.name, Buffer.concat(chunks));
  }
  await reading;
  return entries;
}

/** An archive with these entries, in this order. */
export async function archiveOf(entries: Map<string, Buffer>): Promise<Buffer> {
  const pack = tar.pack();
  for (const [name, data] of entries) pack.entry({ name }, data);
  pack.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of pack) chunks.push(chunk as Buffer);
  return gzipSync(Buffer.concat(chunks));
}

/** Every table's rows as the archive holds them, sorted, to compare two archives' data. */
export async function rowsIn(archive: Buffer): Promise<Record<string, string[]>> {
  const rows: Record<string, string[]> = {};
  for (const [name, data] of await entriesOf(archive)) {
    const table = /^tables\/([a-z_]+)\//.exec(name)?.[1];
    if (!table) continue;
    rows[table] = [...(rows[table] ?? []), ...data.toString("utf8").split("\n").filter(Boolean)];
  }
  for (const lines of Object.values(rows)) lines.sort();
  return rows;
}
