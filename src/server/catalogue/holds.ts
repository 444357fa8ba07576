// What holds a painting, as the catalogue reads it: an order's line (reserved, kept for a plan,
// or sold) or a hold kept for one collector (an accepted offer or a reservation). A painting's
// availability follows from them; the shop's delivery quote and the orders desk find the hold a
// collector's claim names here.
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Queryable } from "#server/db/client";
import { artworks, collectorHolds, offers, orderItems } from "#server/db/schema";
import type { Availability } from "#shared/artwork";

/**
 * Whether the painting is kept for one collector at `now`: an accepted offer or the owner's
 * reservation, open and not run out (`collector_holds_one_open_idx` makes it at most one).
 */
export function heldForCollectorSql(now: Date): SQL<boolean> {
  return sql<boolean>`exists (
    select 1 from ${collectorHolds}
    where ${collectorHolds.artworkId} = ${artworks.id}
      and ${collectorHolds.endedAt} is null
      and ${collectorHolds.expiresAt} > ${now}
  )`;
}

/**
 * A painting's availability, read from the one order line that may hold a painting (the partial
 * unique index `order_items_one_holder_idx` makes it at most one, and serves this lookup):
 * sold when marked sold elsewhere or held by a paid order; reserved while an order awaiting
 * payment holds it and its hold has not ended at `now`, while a buyer pays for it in monthly
 * parts (a hold with no end), or while it is kept for one collector;
 * else available. An ended hold never blocks a buyer, whether or not anything has marked its
 * order expired yet.
 */
export function availabilitySql(now: Date): SQL<Availability> {
  return sql<Availability>`case
    when ${artworks.soldElsewhere} then 'sold'
    else coalesce((
      select case
        when ${orderItems.hold} = 'sold' then 'sold'
        when ${orderItems.hold} = 'plan' then 'reserved'
        when ${orderItems.holdExpiresAt} > ${now} then 'reserved'
      end
      from ${orderItems}
      where ${orderItems.artworkId} = ${artworks.id} and ${orderItems.hold} is not null
    ), case when ${heldForCollectorSql(now)} then 'reserved' else 'available' end)
  end`;
}

/**
 * Only artworks no order holds, nobody's hold keeps and the owner has not marked sold
 * (`availability=available`).
 */
export function availableSql(now: Date): SQL {
  return sql`not ${artworks.soldElsewhere} and not exists (
    select 1 from ${orderItems}
    where ${orderItems.artworkId} = ${artworks.id}
      and ${orderItems.hold} is not null
      and (${orderItems.hold} in ('sold', 'plan') or ${orderItems.holdExpiresAt} > ${now})
  ) and not ${heldForCollectorSql(now)}`;
}

/**
 * Whether an order holds the artwork at `now`: reserved and not ended, kept for a plan, or sold
 * by an order.
 */
export function heldByOrderSql(now: Date): SQL<boolean> {
  return sql<boolean>`exists (
    select 1 from ${orderItems}
    where ${orderItems.artworkId} = ${artworks.id}
      and (${orderItems.hold} in ('sold', 'plan') or (${orderItems.hold} = 'reserved' and ${orderItems.holdExpiresAt} > ${now}))
  )`;
}

/** Which work kept for one collector an order asks for: an accepted offer, or a reservation. */
export type HoldClaim = { offerId: string } | { reservationId: string };

/**
 * The open hold `claim` names, if it keeps a work for `buyer` at `now` — an accepted offer of
 * theirs, or a reservation for their address, not ended or run out: its id, work and the price
 * agreed (null: the work's own). Otherwise `{ ok: false }`, with the work it named, if any.
 * With `lock`, the hold's row is locked for the caller's transaction.
 */
export async function findHold(
  tx: Queryable,
  claim: HoldClaim,
  buyer: { id: string; email: string },
  now: Date,
  lock = false,
): Promise<
  | { ok: true; holdId: string; artworkId: string; pricePence: number | null }
  | { ok: false; artworkId?: string }
> {
  const byOffer = "offerId" in claim;
  const query = byOffer
    ? tx
        .select({ hold: collectorHolds, offerUser: offers.userId })
        .from(offers)
        .innerJoin(collectorHolds, eq(collectorHolds.id, offers.holdId))
        .where(and(eq(offers.id, claim.offerId), eq(offers.status, "accepted")))
        .$dynamic()
    : tx
        .select({ hold: collectorHolds, offerUser: sql<string | null>`null` })
        .from(collectorHolds)
        .where(
          and(eq(collectorHolds.id, claim.reservationId), eq(collectorHolds.kind, "reservation")),
        )
        .$dynamic();
  const [found] = await (lock ? query.for("update", { of: collectorHolds }) : query);
  if (!found) return { ok: false };
  const { hold } = found;
  const mine = byOffer ? found.offerUser === buyer.id : hold.email === buyer.email.toLowerCase();
  if (!mine || hold.endedAt !== null || hold.expiresAt <= now) {
    return { ok: false, artworkId: hold.artworkId };
  }
  return { ok: true, holdId: hold.id, artworkId: hold.artworkId, pricePence: hold.pricePence };
}
