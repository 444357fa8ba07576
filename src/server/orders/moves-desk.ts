import type { Db } from "#server/db/client";
import type { Logger } from "#server/lib/logger";
import { canTransition, type OrderStatus } from "#shared/order";
import type { LateRefunds } from "./late-refunds";
import { partsOf } from "./plans";
import type { PlanDesk } from "./plans-desk";
import type { CardCheckout } from "./ports";
import { orderById } from "./reads";
import type { MoveResult, NotAllowed, RefundResult } from "./results";
import type { createTransitions } from "./transitions";

const refused = (action: string, status: OrderStatus): NotAllowed => ({
  ok: false,
  reason: "not-allowed",
  action,
  status,
});

/**
 * The desk's moves on an order that exists (decision 029): the owner's Mark as Paid, Shipped
 * and Delivered, Cancel, Returned and Refund, and the buyer's Cancel and Return. Each is a move
 * of the table in transitions.ts, with what has to come before or after it: a card payment
 * refunded through the provider, a plan's later parts given back, the right to cancel.
 */
export function createMoveDesk(deps: {
  db: Db;
  move: ReturnType<typeof createTransitions>;
  plans: PlanDesk;
  logger: Logger;
  /** Card payments, when the shop takes them (payments/checkout.ts makes one). */
  checkout?: CardCheckout;
  /** The refund worker of card payments, when the shop takes cards (late-refunds.ts). */
  lateRefunds?: LateRefunds;
}) {
  const { db, move, plans, logger, checkout, lateRefunds } = deps;

  /**
   * After a move that closed a card order by the right to cancel (`refund_due`, its refund
   * flagged and claimed in the move's transaction): the payment is refunded now, through the
   * provider under the order's idempotency key, and the order becomes `refunded`. If the
   * provider cannot, the refund worker tries again (late-refunds.ts): the request is kept.
   */
  async function refundAtOnce(result: MoveResult): Promise<MoveResult> {
    if (!result.ok || result.order.status !== "refund_due" || !lateRefunds) return result;
    const row = await orderById(db, result.order.id);
    if (!row?.refundDue) return result;
    return { ok: true, order: await lateRefunds.refundClaimed(row) };
  }

  /**
   * The buyer's Cancel: an order awaiting payment is cancelled (the owners told); a paid one,
   * not yet sent, is closed by the right to cancel — its paintings back in the gallery, its
   * payment owed back (a card's refunded at once). Anything else is refused.
   */
  async function cancelByBuyer(orderId: string, buyerId: string): Promise<MoveResult> {
    const found = await orderById(db, orderId);
    if (found?.userId === buyerId && found.status === "paid") {
      const moved = await move(orderId, "withdrawn", { buyerId });
      // Paid in monthly parts: the later parts' card payments go back first, each once; the
      // order's own (its first part) as any order's.
      if (moved.ok && moved.order.plan && found.paymentMethod === "card") {
        await plans.refundLaterParts(found).catch((error: Error) => {
          logger.warn({ err: error, orderId }, `Could not refund the parts of order ${orderId}`);
        });
      }
      return refundAtOnce(moved);
    }
    return move(orderId, "cancelled", { buyerId });
  }

  /**
   * The owner's Refund. A late card payment, or a cancelled order's, that the shop has not
   * managed to refund on its own is refunded now; the refund of a manual payment owed since a
   * cancellation is recorded; a sold order's card payment goes back through the provider first
   * — if it cannot, nothing changes — under the order's idempotency key, so a retry (or two
   * owners at once) refunds once (decision 025). Then the order moves to `refunded`.
   */
  async function refund(orderId: string): Promise<RefundResult> {
    const found = await orderById(db, orderId);
    if (!found) return { ok: false, reason: "not-found" };
    // A cancelled plan of monthly parts: its card parts refunded (again, for a retry), each once.
    if (found.status === "refund_due" && (await partsOf(db, [orderId])).length > 0) {
      const refunded = await plans.refundPaid(found);
      if (!refunded.ok) return { ok: false, reason: "refund-failed" };
      if (refunded.order.status === "refunded") return refunded;
      // What was paid another way, the owner has paid back by hand: recorded.
      return move(orderId, "refundRecorded");
    }
    // A cancelled or returned order the owner paid back by hand (a card's is refunded below).
    if (found.status === "refund_due" && !found.refundDue) return move(orderId, "refundRecorded");
    const failed = (error: unknown): RefundResult => {
      logger.warn({ err: error, orderId }, `Could not refund order ${orderId}`);
      return { ok: false, reason: "refund-failed" };
    };
    if (found.refundDue && lateRefunds) {
      let order: Awaited<ReturnType<typeof lateRefunds.refundNow>>;
      try {
        order = await lateRefunds.refundNow(found);
      } catch (error) {
        return failed(error);
      }
      if (order) return { ok: true, order };
      // Refunded meanwhile, by the worker or another owner.
      const now = await orderById(db, orderId);
      return refused("refunded", now?.status ?? found.status);
    }
    if (!canTransition(found.status, "refunded")) return refused("refunded", found.status);
    let stripeRefundId: string | undefined;
    if (found.paymentMethod === "card" && found.stripePaymentId) {
      try {
        if (!checkout) throw new Error("card payments are not configured");
        stripeRefundId = (await checkout.refund(found.stripePaymentId, orderId)).id;
      } catch (error) {
        return failed(error);
      }
    }
    return move(orderId, "refunded", { stripeRefundId });
  }

  return {
    /**
     * The owner's Mark as Paid: certificates issued, the buyer told. Of an order paid in
     * monthly parts, it records the first part (the later ones are their payment requests').
     */
    async pay(orderId: string) {
      const planned = (await partsOf(db, [orderId])).length > 0;
      return move(orderId, planned ? "planStarted" : "paid");
    },
    /** The owner's Mark as Shipped, with the parcel's tracking number if any. */
    ship: (orderId: string, trackingNumber?: string) =>
      move(orderId, "shipped", { trackingNumber }),
    /** The owner's Mark Delivered: the buyer's right to cancel runs from now. */
    deliver: (orderId: string) => move(orderId, "delivered"),
    /**
     * Cancelled by the owner (awaiting payment), or by `buyerId` (then only their own, the
     * owners told; a paid order too, refunded — the right to cancel).
     */
    cancel: (orderId: string, by?: { buyerId: string }) =>
      by ? cancelByBuyer(orderId, by.buyerId) : move(orderId, "cancelled"),
    /**
     * The buyer asks to return a dispatched order, within the right to cancel; after it, the
     * refusal names the day it ended.
     */
    requestReturn: (orderId: string, buyerId: string, reason?: string) =>
      move(orderId, "returnRequested", { buyerId, returnReason: reason }),
    /**
     * The owner has a returned order's paintings back: they are for sale again, and the payment
     * is owed back — a card's refunded at once, a manual one recorded by the owner later.
     */
    returned: async (orderId: string) => refundAtOnce(await move(orderId, "returned")),
    refund,
  };
}

export type MoveDesk = ReturnType<typeof createMoveDesk>;
