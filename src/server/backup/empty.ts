import { sql } from "drizzle-orm";
import type { Queryable } from "#server/db/client";
import type { ImageStore } from "#server/images/image-store";
import { BackupError } from "./format";
import { BACKUP_TABLES, rowsOf } from "./tables";

// A restore fills an empty shop only (decision 027): what "empty" means, and how a shop that is
// not is described to the person restoring.

/** "1 user", "3 users": a count and what it counts, for messages. */
export const counted = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString("en-GB")} ${count === 1 ? one : many}`;

/** The tables a shop's owner would name, with the words for what their rows are. */
const NAMED = [
  { table: "user", one: "account" },
  { table: "artworks", one: "artwork" },
  { table: "orders", one: "order" },
];

/**
 * What the target already holds, as a phrase ("the database holds 2 accounts, 36 artworks and
 * 12 more rows; the image store holds 144 images"), or undefined when it is empty: no row in
 * any table a restore fills but those it replaces, and no stored image. The migrations' own
 * rows are in a table a restore leaves alone.
 */
async function contentsOf(db: Queryable, images: ImageStore): Promise<string | undefined> {
  const filled = BACKUP_TABLES.filter((table) => !table.replaces);
  const counts = sql.join(
    filled.map(
      (table) =>
        sql`select ${table.name} as name, count(*)::int as count from ${sql.identifier(table.name)}`,
    ),
    sql` union all `,
  );
  const found = new Map(
    rowsOf<{ name: string; count: number }>(await db.execute(counts)).map((row) => [
      row.name,
      row.count,
    ]),
  );
  const named = NAMED.filter(({ table }) => (found.get(table) ?? 0) > 0).map(({ table, one }) =>
    counted(found.get(table) ?? 0, one),
  );
  const others = [...found]
    .filter(([table]) => !NAMED.some((name) => name.table === table))
    .reduce((sum, [, count]) => sum + count, 0);
  if (others > 0) named.push(counted(others, named.length > 0 ? "more row" : "row"));
  const stored = (await images.list()).length;
  if (named.length === 0 && stored === 0) return undefined;
  return [
    named.length > 0 ? `the database holds ${listed(named)}` : "",
    stored > 0 ? `the image store holds ${counted(stored, "image")}` : "",
  ]
    .filter(Boolean)
    .join("; ");
}

/** "a", "a and b", "a, b and c". */
const listed = (items: string[]) =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

/** Refuses, before anything is read or written, a target that is not empty. */
export async function refuseUnlessEmpty(db: Queryable, images: ImageStore): Promise<void> {
  const contents = await contentsOf(db, images);
  if (contents) {
    throw new BackupError(
      `refusing to restore into a shop that is not empty (${contents}): restore into an empty database and image store`,
    );
  }
}
