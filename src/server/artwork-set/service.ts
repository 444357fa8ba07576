import { and, desc, eq } from "drizzle-orm";
import { artworkColumns, toArtworks } from "#server/catalogue/service";
import type { RequestAudience } from "#server/catalogue/visibility";
import { PUBLIC_AUDIENCE, visibleTo } from "#server/catalogue/visibility";
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
    /**
     * The shopper's artworks that they may see: a work made a draft again, or one still to
     * come once their early look is over, is left out (the row stays for when it is out).
     */
    async list(userId: string, now: Date, audience?: RequestAudience): Promise<Artwork[]> {
      const rows = await db
        .select(artworkColumns(now))
        .from(table)
        .innerJoin(artworks, eq(artworks.id, table.artworkId))
        .where(eq(table.userId, userId))
        .orderBy(desc(table.createdAt), desc(artworks.id));
      const hidden = rows.some((row) => !visibleTo(PUBLIC_AUDIENCE, row, now));
      const seenBy = hidden ? ((await audience?.(now)) ?? PUBLIC_AUDIENCE) : PUBLIC_AUDIENCE;
      return toArtworks(
        db,
        rows.filter((row) => visibleTo(seenBy, row, now)),
        now,
      );
    },

    /** False when there is no such artwork, or none the shopper may see yet. */
    async add(
      userId: string,
      artworkId: string,
      now: Date,
      audience?: RequestAudience,
    ): Promise<boolean> {
      const [work] = await db
        .select({ visibility: artworks.visibility, releaseAt: artworks.releaseAt })
        .from(artworks)
        .where(eq(artworks.id, artworkId));
      if (!work) return false;
      if (!visibleTo(PUBLIC_AUDIENCE, work, now)) {
        const seenBy = (await audience?.(now)) ?? PUBLIC_AUDIENCE;
        if (!visibleTo(seenBy, work, now)) return false;
      }
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
