// Offers as the pages show them: each with its work, its hold and its buyer, for the shopper's
// list, the owner's tab and the answer to every change.
import { desc, eq, sql } from "drizzle-orm";
import { users } from "#server/db/auth-schema";
import type { Queryable } from "#server/db/client";
import { artworks, collectorHolds, offers } from "#server/db/schema";
import type { AdminOffer, Offer } from "#shared/offers";
import { LIST_LIMIT, workColumns } from "./works";

/** Offers with their works, holds and buyers. */
function offerRows(tx: Queryable) {
  return tx
    .select({
      offer: offers,
      title: artworks.title,
      slug: artworks.slug,
      imageUrl: artworks.imageUrl,
      pricePence: workColumns.pricePence,
      holdExpiresAt: collectorHolds.expiresAt,
      holdEndedAt: collectorHolds.endedAt,
      buyerName: users.name,
    })
    .from(offers)
    .innerJoin(artworks, eq(artworks.id, offers.artworkId))
    .leftJoin(collectorHolds, eq(collectorHolds.id, offers.holdId))
    .leftJoin(users, eq(users.id, offers.userId))
    .$dynamic();
}
type Row = Awaited<ReturnType<ReturnType<typeof offerRows>["execute"]>>[number];

const toOffer = (row: Row, now: Date): Offer => ({
  id: row.offer.id,
  artworkId: row.offer.artworkId,
  artworkSlug: row.slug,
  artworkTitle: row.title,
  artworkImageUrl: row.imageUrl,
  pricePence: row.pricePence,
  amountPence: row.offer.amountPence,
  message: row.offer.message,
  status: row.offer.status,
  counterPence: row.offer.counterPence,
  agreedPence: row.offer.agreedPence,
  expiresAt: row.offer.expiresAt.toISOString(),
  holdExpiresAt: row.holdExpiresAt?.toISOString() ?? null,
  holdOpen: row.holdEndedAt === null && row.holdExpiresAt !== null && row.holdExpiresAt > now,
  createdAt: row.offer.createdAt.toISOString(),
});

const toAdminOffer = (row: Row, now: Date): AdminOffer => ({
  ...toOffer(row, now),
  buyerEmail: row.offer.email,
  buyerName: row.buyerName ?? "",
});

/** The offer `id` as its buyer sees it at `now`; undefined if none. */
export async function offerById(tx: Queryable, id: string, now: Date) {
  const [row] = await offerRows(tx).where(eq(offers.id, id));
  return row && toOffer(row, now);
}

/** The shopper's own offers, newest first. */
export async function offersOf(db: Queryable, userId: string, now: Date): Promise<Offer[]> {
  const rows = await offerRows(db)
    .where(eq(offers.userId, userId))
    .orderBy(desc(offers.createdAt), desc(offers.id))
    .limit(LIST_LIMIT);
  return rows.map((row) => toOffer(row, now));
}

/** Every offer for the owner: those waiting for an answer first, then the newest. */
export async function everyOffer(db: Queryable, now: Date): Promise<AdminOffer[]> {
  const rows = await offerRows(db)
    .orderBy(
      sql`case when ${offers.status} in ('pending', 'countered') then 0 else 1 end`,
      desc(offers.createdAt),
      desc(offers.id),
    )
    .limit(LIST_LIMIT);
  return rows.map((row) => toAdminOffer(row, now));
}
