import { and, asc, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { artworks } from "#server/db/schema";
import { type Cursor, preciseCreatedAt } from "./service";
import { PUBLIC_AUDIENCE, visibleSql } from "./visibility";

// The public works oldest first, a batch at a time, for the sitemap: each one's address and its
// last change.

/** A row-value comparison the planner uses as an index bound (oldest first). */
function afterInOldestFirst(after: Cursor) {
  return sql`(${artworks.createdAt}, ${artworks.id}) > (${after.createdAt}::timestamptz, ${after.id}::uuid)`;
}

/**
 * Up to `limit` public artworks' ids, slugs and last changes, oldest first, after `after` (the
 * sitemap). A released work last changed when it came out, if that was after its last edit:
 * only then did its page change for anyone who could open it.
 */
export function artworksOldestFirst(db: Db, after: Cursor | undefined, limit: number, now: Date) {
  // greatest() skips nulls: a work never scheduled changed at its last edit.
  const changedAt = sql<Date>`greatest(${artworks.updatedAt}, ${artworks.releaseAt})`.mapWith(
    artworks.updatedAt,
  );
  return db
    .select({
      id: artworks.id,
      slug: artworks.slug,
      updatedAt: changedAt,
      cursor: preciseCreatedAt,
    })
    .from(artworks)
    .where(and(after ? afterInOldestFirst(after) : undefined, visibleSql(PUBLIC_AUDIENCE, now)))
    .orderBy(asc(artworks.createdAt), asc(artworks.id))
    .limit(limit);
}

/**
 * The public artwork at `offset` in oldest-first order, as a cursor (once per later sitemap
 * file).
 */
export async function oldestFirstCursorAt(
  db: Db,
  offset: number,
  now: Date,
): Promise<Cursor | undefined> {
  const [row] = await db
    .select({ id: artworks.id, cursor: preciseCreatedAt })
    .from(artworks)
    .where(visibleSql(PUBLIC_AUDIENCE, now))
    .orderBy(asc(artworks.createdAt), asc(artworks.id))
    .offset(offset)
    .limit(1);
  return row ? { createdAt: row.cursor, id: row.id } : undefined;
}
