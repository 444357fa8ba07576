import { and, isNull, sql } from "drizzle-orm";
import type { Dimensions } from "#shared/artwork";
import { dimensionsOf, sizeClassOf } from "#shared/filters";
import type { Db } from "./handle";
import { artworks } from "./schema";

/**
 * The columns derived from an artwork's free-text size, written with it on every insert and
 * update: its size class and its width and height in centimetres (both null when the text
 * does not give them).
 */
export function sizeColumns(size: string) {
  const dimensions = dimensionsOf(size);
  return {
    sizeClass: sizeClassOf(size),
    widthCm: dimensions?.widthCm ?? null,
    heightCm: dimensions?.heightCm ?? null,
  };
}

/** Rows updated per statement by backfillDimensions (three parameters each). */
const BACKFILL_BATCH = 1_000;

/**
 * Fills width_cm and height_cm of artworks written before those columns existed (migration
 * 0012), reading their size in JavaScript as every write does (dimensionsOf); returns how many
 * rows it filled. Run whenever a database is opened, right after migrating: only rows whose
 * width is null and whose size holds a digit are read, and a size that gives no width and
 * height is left null, so once done it reads the few such rows and writes nothing. One
 * transaction, so the catalogue version (decision 010) goes up once, at commit, by the
 * artworks trigger, and answers any process cached before are no longer served.
 */
export async function backfillDimensions(db: Db): Promise<number> {
  const rows = await db
    .select({ id: artworks.id, size: artworks.size })
    .from(artworks)
    .where(and(isNull(artworks.widthCm), sql`${artworks.size} ~ '[0-9]'`));
  const filled = rows.flatMap((row): Array<Dimensions & { id: string }> => {
    const dimensions = dimensionsOf(row.size);
    return dimensions ? [{ id: row.id, ...dimensions }] : [];
  });
  if (filled.length === 0) return 0;
  await db.transaction(async (tx) => {
    for (let start = 0; start < filled.length; start += BACKFILL_BATCH) {
      const values = filled
        .slice(start, start + BACKFILL_BATCH)
        .map((row) => sql`(${row.id}::uuid, ${row.widthCm}::numeric, ${row.heightCm}::numeric)`);
      await tx.execute(sql`
        update ${artworks} set width_cm = v.width, height_cm = v.height
        from (values ${sql.join(values, sql`, `)}) as v(id, width, height)
        where ${artworks.id} = v.id and ${artworks.widthCm} is null`);
    }
  });
  return filled.length;
}
