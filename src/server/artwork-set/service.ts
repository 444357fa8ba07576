import { and, desc, eq } from "drizzle-orm";
import { artworkColumns, toArtwork } from "#server/catalogue/service";
import type { Db } from "#server/db/client";
import { artworks, type cartItems, type userFavorites } from "#server/db/schema";
import type { Artwork } from "#shared/artwork";

/** The tables that hold a set of artworks per shopper: favorites and the cart. */
export type ArtworkSetTable = typeof userFavorites | typeof cartItems;

const FOREIGN_KEY_VIOLATION = "23503";

function isForeignKeyViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause ?? error;
  return (cause as { code?: string }).code === FOREIGN_KEY_VIOLATION;
}

/**
 * Reads and changes one shopper's set (only their own rows, whatever ids they send).
 * Adding is idempotent — an upsert on (user, artwork), so adding twice, or fifty times at
 * once, leaves one row — and removing what is not there is harmless.
 */
export function artworkSet(db: Db, table: ArtworkSetTable) {
  const mine = (userId: string, artworkId: string) =>
    and(eq(table.userId, userId), eq(table.artworkId, artworkId));

  return {
    async list(userId: string, now: Date): Promise<Artwork[]> {
      const rows = await db
        .select(artworkColumns(now))
        .from(table)
        .innerJoin(artworks, eq(artworks.id, table.artworkId))
        .where(eq(table.userId, userId))
        .orderBy(desc(table.createdAt), desc(artworks.id));
      return rows.map(toArtwork);
    },

    /** False when there is no such artwork. */
    async add(userId: string, artworkId: string): Promise<boolean> {
      try {
        await db.insert(table).values({ userId, artworkId }).onConflictDoNothing();
        return true;
      } catch (error) {
        if (isForeignKeyViolation(error)) return false;
        throw error;
      }
    },

    async remove(userId: string, artworkId: string): Promise<void> {
      await db.delete(table).where(mine(userId, artworkId));
    },
  };
}

export type ArtworkSet = ReturnType<typeof artworkSet>;
