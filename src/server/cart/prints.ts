import { and, asc, eq, isNull } from "drizzle-orm";
import { type EditionRow, toEdition } from "#server/catalogue/editions";
import {
  type Audience,
  PUBLIC_AUDIENCE,
  type RequestAudience,
  visibleTo,
} from "#server/catalogue/visibility";
import type { Db } from "#server/db/client";
import { artworks, cartPrints, editions } from "#server/db/schema";
import type { CartPrint } from "#shared/editions";

// Prints in the shopper's cart: an edition and how many, beside the originals (service.ts).

const printColumns = {
  edition: editions,
  quantity: cartPrints.quantity,
  artwork: {
    id: artworks.id,
    slug: artworks.slug,
    title: artworks.title,
    artist: artworks.artist,
    imageUrl: artworks.imageUrl,
    visibility: artworks.visibility,
    releaseAt: artworks.releaseAt,
  },
};

type Row = {
  edition: EditionRow;
  quantity: number;
  artwork: CartPrint["artwork"] & Parameters<typeof visibleTo>[1];
};

/** What the shopper may see of works not yet public, asked only when one is in question. */
async function audienceOf(
  rows: Array<Pick<Row, "artwork">>,
  now: Date,
  audience?: RequestAudience,
): Promise<Audience> {
  const hidden = rows.some((row) => !visibleTo(PUBLIC_AUDIENCE, row.artwork, now));
  return hidden ? ((await audience?.(now)) ?? PUBLIC_AUDIENCE) : PUBLIC_AUDIENCE;
}

const toCartPrint = (row: Row): CartPrint => ({
  edition: toEdition(row.edition),
  quantity: row.quantity,
  artwork: {
    id: row.artwork.id,
    slug: row.artwork.slug,
    title: row.artwork.title,
    artist: row.artwork.artist,
    imageUrl: row.artwork.imageUrl,
  },
});

/** The answer to putting prints in the cart. */
export type PutPrint =
  | { ok: true; quantity: number }
  | { ok: false; reason: "missing" }
  | { ok: false; reason: "short"; available: number };

/**
 * One shopper's prints (only their own rows, whatever ids they send). Putting sets how many,
 * never more than a limited edition has left at that moment (an order takes them for certain:
 * the cart only keeps the shopper's wish).
 */
export function cartPrintsService(db: Db) {
  return {
    /** The shopper's prints they may see, of editions still on sale, oldest first. */
    async list(userId: string, now: Date, audience?: RequestAudience): Promise<CartPrint[]> {
      const rows = await db
        .select(printColumns)
        .from(cartPrints)
        .innerJoin(editions, eq(editions.id, cartPrints.editionId))
        .innerJoin(artworks, eq(artworks.id, editions.artworkId))
        .where(and(eq(cartPrints.userId, userId), isNull(editions.retiredAt)))
        .orderBy(asc(cartPrints.createdAt), asc(cartPrints.editionId));
      const seenBy = await audienceOf(rows, now, audience);
      return rows.filter((row) => visibleTo(seenBy, row.artwork, now)).map(toCartPrint);
    },

    async put(
      userId: string,
      editionId: string,
      quantity: number,
      now: Date,
      audience?: RequestAudience,
    ): Promise<PutPrint> {
      const [row] = await db
        .select({ edition: editions, artwork: printColumns.artwork })
        .from(editions)
        .innerJoin(artworks, eq(artworks.id, editions.artworkId))
        .where(and(eq(editions.id, editionId), isNull(editions.retiredAt)));
      if (!row || !visibleTo(await audienceOf([row], now, audience), row.artwork, now)) {
        return { ok: false, reason: "missing" };
      }
      const { available } = toEdition(row.edition);
      if (available !== null && quantity > available) {
        return { ok: false, reason: "short", available };
      }
      await db
        .insert(cartPrints)
        .values({ userId, editionId, quantity, createdAt: now })
        .onConflictDoUpdate({
          target: [cartPrints.userId, cartPrints.editionId],
          set: { quantity },
        });
      return { ok: true, quantity };
    },

    async remove(userId: string, editionId: string): Promise<void> {
      await db
        .delete(cartPrints)
        .where(and(eq(cartPrints.userId, userId), eq(cartPrints.editionId, editionId)));
    },
  };
}
