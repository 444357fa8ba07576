// The works kept for one collector (an accepted offer or a reservation) as an order meets them:
// found for the buyer, claimed by the order's transaction, tied to the order, or reopened when
// the order never was.
import { and, eq, sql } from "drizzle-orm";
import type { Queryable } from "#server/db/client";
import { collectorHolds, offers } from "#server/db/schema";

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

/**
 * The hold `claim` names, claimed for the order about to be placed in this transaction: found
 * as `findHold` finds it (its row locked, so two orders from the same collector cannot both
 * claim it) and ended as `ordered`.
 */
export async function claimHold(
  tx: Queryable,
  claim: HoldClaim,
  buyer: { id: string; email: string },
  now: Date,
) {
  const found = await findHold(tx, claim, buyer, now, true);
  if (found.ok) {
    await tx
      .update(collectorHolds)
      .set({ endedAt: now, endReason: "ordered" })
      .where(eq(collectorHolds.id, found.holdId));
  }
  return found;
}

/** The order that ended a hold (its `ordered` end), recorded once the order is in. */
export async function holdOrdered(tx: Queryable, holdId: string, orderId: string) {
  await tx.update(collectorHolds).set({ orderId }).where(eq(collectorHolds.id, holdId));
}

/**
 * A hold an order ended, open again when that order never was (its card page could not be
 * opened) and nothing else keeps the work meanwhile.
 */
export async function reopenHold(tx: Queryable, holdId: string) {
  await tx
    .update(collectorHolds)
    .set({ endedAt: null, endReason: null, orderId: null })
    .where(
      and(
        eq(collectorHolds.id, holdId),
        sql`not exists (select 1 from ${collectorHolds} other where other.artwork_id = ${collectorHolds.artworkId} and other.ended_at is null)`,
      ),
    );
}
