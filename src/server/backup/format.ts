// The archive a backup writes and a restore reads (decision 027): a gzip'd tar whose entries
// come in this order —
//   manifest.json                what it is, the schema level it was made at, each table's columns
//   tables/<table>/<n>.jsonl     a table's rows, a JSON object per line, in batches, parents first
//   images/<name>                each stored image, as it is stored
//   end.json                     how many rows and images were written, with a SHA-256 of each
//                                table's lines and of each image: an archive without it, or
//                                whose counts or sums differ, is incomplete
import { readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { migrationsFolder } from "#server/db/client";

export const FORMAT = "atelier-backup";
/** The layout's own version: a later one a restore does not know is refused. */
export const FORMAT_VERSION = 1;

export const MANIFEST_ENTRY = "manifest.json";
export const END_ENTRY = "end.json";
export const tableEntry = (table: string, batch: number) =>
  `tables/${table}/${String(batch).padStart(6, "0")}.jsonl`;
export const imageEntry = (name: string) => `images/${name}`;

const TABLE_ENTRY = /^tables\/([a-z_]+)\/\d{6}\.jsonl$/;
const IMAGE_ENTRY = /^images\/(.+)$/;

/** What an entry's name says it holds. */
export type EntryKind =
  | { kind: "manifest" }
  | { kind: "rows"; table: string }
  | { kind: "image"; name: string }
  | { kind: "end" }
  | { kind: "unknown" };

export function entryKind(name: string): EntryKind {
  if (name === MANIFEST_ENTRY) return { kind: "manifest" };
  if (name === END_ENTRY) return { kind: "end" };
  const rows = TABLE_ENTRY.exec(name);
  if (rows) return { kind: "rows", table: rows[1] };
  const image = IMAGE_ENTRY.exec(name);
  if (image) return { kind: "image", name: image[1] };
  return { kind: "unknown" };
}

/** The schema's migration level: how many migrations made it, and the newest one's name. */
export const schemaLevel = z.object({
  migrations: z.number().int().positive(),
  newest: z.string(),
});
export type SchemaLevel = z.infer<typeof schemaLevel>;

export const manifestSchema = z.object({
  format: z.literal(FORMAT),
  version: z.number().int().positive(),
  schema: schemaLevel,
  createdAt: z.string(),
  tables: z.array(z.object({ name: z.string(), columns: z.array(z.string()) })),
});
export type Manifest = z.infer<typeof manifestSchema>;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

export const endSchema = z.object({
  rows: z.record(z.string(), z.number().int().nonnegative()),
  images: z.number().int().nonnegative(),
  /** SHA-256 of each table's lines and of each image (tally.ts); absent in older archives. */
  sums: z
    .object({
      tables: z.record(z.string(), sha256),
      images: z.record(z.string(), sha256),
    })
    .optional(),
});
export type End = z.infer<typeof endSchema>;

/** A backup or restore that cannot go on, for a reason its user can act on; one line. */
export class BackupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "BackupError";
  }
}

const journalSchema = z.object({ entries: z.array(z.object({ tag: z.string() })).nonempty() });

let currentLevel: Promise<SchemaLevel> | undefined;

/**
 * The level this version of Atelier migrates every database to when it opens it, from the
 * migrations' journal: the level of what a backup reads, and what a restore can hold.
 */
export function currentSchemaLevel(): Promise<SchemaLevel> {
  currentLevel ??= readFile(path.join(migrationsFolder, "meta", "_journal.json"), "utf8").then(
    (text) => {
      const { entries } = journalSchema.parse(JSON.parse(text));
      return { migrations: entries.length, newest: entries[entries.length - 1].tag };
    },
  );
  return currentLevel;
}
