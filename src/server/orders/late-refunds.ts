import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { orders } from "#server/db/schema";
import type { Logger } from "#server/lib/logger";
import { afterFailure } from "#server/lib/retry";
import { createWorker, type Worker } from "#server/lib/worker";
import type { Order } from "#shared/order";
import type { OrderNotices } from "./notify";
import type { CardCheckout } from "./ports";
import { itemsOf } from "./reads";
import type { OrderRow, Queryable } from "./service";
import { type OrderSettings, toOrder } from "./view";

// A card payment that completes after its order let a painting go to another buyer is never
// sold twice: the order is flagged `refund_due` in the webhook's transaction, and this worker
// refunds it through the card provider — with an idempotency key made from the order, so no
// retry, crash or second process ever refunds it twice. The buyer and the owner are told once
// it is done; the owner is asked to act only if it keeps failing for a day.
//
// A card order closed by the buyer's right to cancel (cancelled before dispatch, or returned)
// is flagged the same way, in status `refund_due`: the desk asks the provider at once, and this
// worker tries again if it could not. Its refund moves it to `refunded`.

/** How long a claim keeps other processes off a refund: far longer than one request to Stripe. */
const LEASE_MS = 2 * 60_000;
/** How often each process looks for refunds due: others', and retries now due. */
const POLL_MS = 60_000;

/**
 * The columns that flag an order's card payment for a refund and claim it at once, as
 * `claimNext` does, for the caller to try now: no other pass takes it for the lease, and the
 * attempt is counted.
 */
export const claimedRefund = (now: Date, attempts: number) => ({
  refundDue: true,
  refundRequestedAt: now,
  refundRetryAt: new Date(now.getTime() + LEASE_MS),
  refundAttempts: attempts + 1,
  refundError: null,
});

/** A refund owed because the buyer used the right to cancel, not for a payment that came late. */
const isCancellation = (row: OrderRow) => row.status === "refund_due";

export type LateRefundReport = { refunded: number; retrying: number; gaveUp: number };

/**
 * Claims the next late payment whose refund is due: its next try moves a lease away, so no
 * other pass takes it meanwhile (SKIP LOCKED: a row being claimed elsewhere is skipped, never
 * waited for), and the attempt is counted now, so one that kills its process still reaches its
 * give-up time.
 */
async function claimNext(db: Db, now: Date): Promise<OrderRow | undefined> {
  const due = db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.refundDue, true), lte(orders.refundRetryAt, now)))
    .orderBy(asc(orders.refundRetryAt))
    .limit(1)
    .for("update", { skipLocked: true });
  const [row] = await db
    .update(orders)
    .set({
      refundRetryAt: new Date(now.getTime() + LEASE_MS),
      refundAttempts: sql`${orders.refundAttempts} + 1`,
    })
    .where(inArray(orders.id, due))
    .returning();
  return row;
}

export type LateRefunds = Worker<LateRefundReport> & {
  /**
   * Refunds one late payment now — the owner's Refund on an order whose automatic refund gave
   * up. Undefined when it was refunded already; throws when the provider cannot refund it.
   */
  refundNow(row: OrderRow): Promise<Order | undefined>;
  /**
   * Refunds an order the desk has just flagged and claimed (`claimedRefund`); if the provider
   * cannot, the refund is left to the worker's next try. Never throws for the provider: the
   * order as it is now, refunded or still due.
   */
  refundClaimed(row: OrderRow): Promise<Order>;
};

export function createLateRefunds(deps: {
  db: Db;
  checkout: CardCheckout;
  notices: OrderNotices;
  settings: OrderSettings;
  clock: () => Date;
  logger: Logger;
}): LateRefunds {
  const { db, checkout, notices, settings, clock, logger } = deps;

  /** The order, as its mails and answers show it. */
  const viewOf = async (tx: Queryable, row: OrderRow) =>
    toOrder(row, await itemsOf(tx, [row.id]), settings);

  /**
   * Records the refund, once: the order becomes `refunded` and the buyer (and, for a late
   * payment refunded on its own, the owner) is told in the same transaction. Its paintings stay
   * where they are — sold to the other buyer, or back in the gallery since the buyer cancelled.
   */
  async function record(row: OrderRow, refundId: string, automatic: boolean) {
    const now = clock();
    const late = !isCancellation(row);
    return db.transaction(async (tx) => {
      const [refunded] = await tx
        .update(orders)
        .set({
          status: "refunded",
          refundDue: false,
          refundRetryAt: null,
          refundError: null,
          refundedAt: now,
          // Only a late payment is refunded with nobody asking: a cancellation was asked for.
          refundedAutomatically: automatic && late,
          stripeRefundId: refundId,
          closedAt: row.closedAt ?? now,
          updatedAt: now,
        })
        .where(and(eq(orders.id, row.id), eq(orders.refundDue, true)))
        .returning();
      if (!refunded) return undefined;
      const order = await viewOf(tx, refunded);
      if (late) {
        await notices.lateRefunded(
          tx,
          order,
          refunded.buyerEmail,
          automatic ? { refundId } : undefined,
        );
      } else {
        await notices.refundRecorded(tx, order, refunded.buyerEmail);
      }
      return order;
    });
  }

  async function refund(row: OrderRow, automatic: boolean) {
    if (!row.stripePaymentId) throw new Error(`Order ${row.id} has no card payment to refund`);
    const { id } = await checkout.refund(row.stripePaymentId, row.id);
    return record(row, id, automatic);
  }

  /** A failed try: another after the back-off, or — failing for a day — the owner is asked. */
  async function postpone(row: OrderRow, error: Error): Promise<"retrying" | "gaveUp"> {
    const now = clock();
    const outcome = afterFailure({
      attempts: row.refundAttempts,
      createdAt: row.refundRequestedAt ?? row.updatedAt,
      now,
    });
    const retryAt = "retryAt" in outcome ? outcome.retryAt : null;
    await db.transaction(async (tx) => {
      const [postponed] = await tx
        .update(orders)
        .set({ refundRetryAt: retryAt, refundError: error.message })
        .where(and(eq(orders.id, row.id), eq(orders.refundDue, true)))
        .returning();
      if (postponed && !retryAt) {
        await notices.refundNeeded(tx, await viewOf(tx, postponed), postponed.buyerEmail, {
          paymentId: postponed.stripePaymentId ?? "",
          reason: error.message,
        });
      }
    });
    return retryAt ? "retrying" : "gaveUp";
  }

  function logFailure(row: OrderRow, error: unknown, outcome: "retrying" | "gaveUp") {
    const fields = { err: error, orderId: row.id, attempts: row.refundAttempts };
    const what = isCancellation(row) ? "payment" : "late payment";
    if (outcome === "gaveUp") {
      logger.error(fields, `Gave up refunding the ${what} of order ${row.id}`);
    } else {
      logger.warn(fields, `Could not refund the ${what} of order ${row.id} yet`);
    }
  }

  async function refundClaimed(row: OrderRow): Promise<Order> {
    try {
      const order = await refund(row, false);
      if (order) return order;
    } catch (error) {
      logFailure(row, error, await postpone(row, error as Error));
    }
    const [now] = await db.select().from(orders).where(eq(orders.id, row.id));
    return viewOf(db, now);
  }

  async function pass(stopped: () => boolean): Promise<LateRefundReport> {
    const report: LateRefundReport = { refunded: 0, retrying: 0, gaveUp: 0 };
    while (!stopped()) {
      const row = await claimNext(db, clock());
      if (!row) break;
      try {
        if (await refund(row, true)) report.refunded++;
      } catch (error) {
        const outcome = await postpone(row, error as Error);
        report[outcome]++;
        logFailure(row, error, outcome);
      }
    }
    return report;
  }

  const worker = createWorker({
    pass,
    idle: () => ({ refunded: 0, retrying: 0, gaveUp: 0 }),
    pollMs: POLL_MS,
    logger,
    what: "Refunding late payments",
  });
  return { ...worker, refundNow: (row) => refund(row, false), refundClaimed };
}
