import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { orders } from "#server/db/schema";
import type { Logger } from "#server/lib/logger";
import { afterFailure } from "#server/lib/retry";
import { createWorker, type Worker } from "#server/lib/worker";
import type { Order } from "#shared/order";
import type { OrderNotices } from "./notify";
import type { CardCheckout } from "./ports";
import { itemsOf, type OrderRow, type OrderSettings, type Queryable, toOrder } from "./service";

// A card payment that completes after its order let a painting go to another buyer is never
// sold twice: the order is flagged `refund_due` in the webhook's transaction, and this worker
// refunds it through the card provider — with an idempotency key made from the order, so no
// retry, crash or second process ever refunds it twice. The buyer and the owner are told once
// it is done; the owner is asked to act only if it keeps failing for a day.

/** How long a claim keeps other processes off a refund: far longer than one request to Stripe. */
const LEASE_MS = 2 * 60_000;
/** How often each process looks for refunds due: others', and retries now due. */
const POLL_MS = 60_000;

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
   * Records the refund, once: the order becomes `refunded` and the buyer (and, for an
   * automatic one, the owner) is told in the same transaction. Its paintings stay where they
   * are — sold to the other buyer.
   */
  async function record(row: OrderRow, refundId: string, automatic: boolean) {
    const now = clock();
    return db.transaction(async (tx) => {
      const [refunded] = await tx
        .update(orders)
        .set({
          status: "refunded",
          refundDue: false,
          refundRetryAt: null,
          refundError: null,
          refundedAt: now,
          refundedAutomatically: automatic,
          stripeRefundId: refundId,
          closedAt: row.closedAt ?? now,
          updatedAt: now,
        })
        .where(and(eq(orders.id, row.id), eq(orders.refundDue, true)))
        .returning();
      if (!refunded) return undefined;
      const order = await viewOf(tx, refunded);
      await notices.lateRefunded(
        tx,
        order,
        refunded.buyerEmail,
        automatic ? { refundId } : undefined,
      );
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
        const fields = { err: error, orderId: row.id, attempts: row.refundAttempts };
        if (outcome === "gaveUp") {
          logger.error(fields, `Gave up refunding the late payment of order ${row.id}`);
        } else {
          logger.warn(fields, `Could not refund the late payment of order ${row.id} yet`);
        }
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
  return { ...worker, refundNow: (row) => refund(row, false) };
}
