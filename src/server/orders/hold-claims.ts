// The works kept for one collector (an accepted offer or a reservation) as an order meets them:
// found for the buyer as the catalogue finds them (catalogue/holds.ts), claimed by the order's
// transaction, tied to the order, or reopened when the order never was.
import { and, eq, sql } from "drizzle-orm";
import { findHold, type HoldClaim } from "#server/catalogue/holds";
import type { Queryable } from "#server/db/client";
import { collectorHolds } from "#server/db/schema";

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
