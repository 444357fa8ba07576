import type { Db, Queryable } from "#server/db/client";
import { canTransition, type Order, type OrderStatus, withinCancelPeriod } from "#shared/order";
import { claimedRefund } from "./late-refunds";
import type { OrderNotices } from "./notify";
import { markPartPaid } from "./plans";
import type { CardCheckout } from "./ports";
import { itemsOf } from "./reads";
import type { MoveResult, PeriodEnded } from "./results";
import { expireOverdue, lockOrder, type OrderRow, setOrderState } from "./service";
import { cancelUntilOf, type OrderSettings, toOrder } from "./view";

/**
 * What a move may carry besides the order: the parcel's tracking, the card refund's id, why the
 * buyer returns it.
 */
export type MoveDetails = {
  trackingNumber?: string;
  stripeRefundId?: string;
  returnReason?: string;
};

type Rule = {
  /** The status the order moves to; whether its status allows that is `canTransition`'s. */
  to: OrderStatus;
  /**
   * Of the statuses that may move to `to`, the ones this move starts from, where two moves reach
   * one status and do different things (a refund of a sold order lets its paintings go; a
   * refund recorded after a cancellation has nothing left to let go).
   */
  from?: readonly OrderStatus[];
  /** How a refusal names the move: "This order cannot be <label>: …". */
  label: string;
  /** What becomes of the order's paintings: sold, kept for a plan of monthly parts, or let go. */
  hold: "sold" | "plan" | null;
  /** The order's columns the move sets, besides its status; `current` as it was, locked. */
  set(now: Date, details: MoveDetails, current: OrderRow): Partial<OrderRow>;
  /** What else the move writes, before its mails (a part of a plan recorded paid). */
  also?(tx: Queryable, current: OrderRow, now: Date): Promise<void>;
  /** A refusal of this move's own, decided under the order's lock (the right to cancel ended). */
  refuse?(current: OrderRow, now: Date, settings: OrderSettings): PeriodEnded | undefined;
  /**
   * What the move writes in its own transaction — its mails, and what they need first
   * (certificates issued or voided, those who favourited a released painting told).
   * `byBuyer` when the buyer moved their own order.
   */
  tell(
    notices: OrderNotices,
    tx: Queryable,
    order: Order,
    buyer: string,
    byBuyer: boolean,
  ): Promise<void>;
  /** What follows once the move has committed (a cancelled card order's page closed). */
  after?(order: OrderRow, checkout: CardCheckout | undefined): Promise<void>;
};

/**
 * A card payment to give back once an order is closed by the right to cancel: flagged for the
 * refund worker (late-refunds.ts) and claimed by the desk, which asks the provider at once once
 * the move has committed. A manual payment is the owner's to pay back and record.
 */
const refundOwed = (now: Date, current: OrderRow): Partial<OrderRow> => ({
  closedAt: now,
  ...(current.paymentMethod === "card" ? claimedRefund(now, current.refundAttempts) : {}),
});

/**
 * Every move an order can make through the desk, and all it does (decision 029). Whether the
 * order's status allows it is `canTransition`'s (decision 009); a new move is one more row.
 */
export const MOVES = {
  paid: {
    to: "paid",
    // An order paid in parts is paid by its last part (planCompleted), never marked paid.
    from: ["awaiting_payment"],
    label: "marked as paid",
    hold: "sold",
    set: (now) => ({ paidAt: now }),
    // Its certificates are issued in this transaction, and the buyer's mail links them.
    tell: (notices, tx, order, buyer) => notices.paid(tx, order, buyer),
  },
  /**
   * The first part of a plan of monthly parts is paid (the owner marked it, for a manual
   * payment): the paintings are kept for the buyer, with no end, until the last part.
   */
  planStarted: {
    to: "paying_in_parts",
    from: ["awaiting_payment"],
    label: "marked as paid",
    hold: "plan",
    set: () => ({}),
    async also(tx, current, now) {
      await markPartPaid(tx, { orderId: current.id, part: 1 }, now);
    },
    tell: (notices, tx, order, buyer) => notices.planStarted(tx, order, buyer),
  },
  /** The last part of a plan is paid: the order is paid, as one paid in full. */
  planCompleted: {
    to: "paid",
    from: ["paying_in_parts"],
    label: "marked as paid",
    hold: "sold",
    set: (now) => ({ paidAt: now }),
    tell: (notices, tx, order, buyer) => notices.paid(tx, order, buyer),
  },
  /**
   * The owner cancels a plan: the paintings go back to the gallery and what was paid is owed
   * back (card parts refunded by the desk right after, plans.ts).
   */
  planCancelled: {
    to: "refund_due",
    from: ["paying_in_parts"],
    label: "cancelled",
    hold: null,
    set: (now) => ({ closedAt: now }),
    tell: (notices, tx, order, buyer) => notices.planCancelled(tx, order, buyer),
  },
  shipped: {
    to: "shipped",
    label: "marked as shipped",
    hold: "sold",
    set: (now, details) => ({ shippedAt: now, trackingNumber: details.trackingNumber ?? null }),
    tell: (notices, tx, order, buyer) => notices.shipped(tx, order, buyer),
  },
  /** The owner's Mark Delivered: the right to cancel runs from today (docs/product.md). */
  delivered: {
    to: "delivered",
    label: "marked as delivered",
    hold: "sold",
    set: (now) => ({ deliveredAt: now }),
    tell: (notices, tx, order, buyer) => notices.delivered(tx, order, buyer),
  },
  cancelled: {
    to: "cancelled",
    label: "cancelled",
    hold: null,
    set: (now) => ({ closedAt: now }),
    tell: (notices, tx, order, buyer, byBuyer) => notices.cancelled(tx, order, buyer, byBuyer),
    // A cancelled card order's payment page is closed, so it cannot be paid later.
    async after(order, checkout) {
      if (checkout && order.stripeSessionId) await checkout.close(order.stripeSessionId);
    },
  },
  /** The owner's Refund of a sold order: its paintings go back to the gallery. */
  refunded: {
    to: "refunded",
    from: ["paid", "shipped", "delivered"],
    label: "refunded",
    hold: null,
    set: (now, details) => ({
      closedAt: now,
      refundedAt: now,
      stripeRefundId: details.stripeRefundId ?? null,
    }),
    tell: (notices, tx, order, buyer) => notices.refunded(tx, order, buyer),
  },
  /**
   * The buyer cancels a paid order before it is dispatched: its paintings go back to the
   * gallery at once and the payment is owed back (a card's refunded by the desk right after).
   */
  withdrawn: {
    to: "refund_due",
    from: ["paid"],
    label: "cancelled",
    hold: null,
    set: (now, _details, current) => refundOwed(now, current),
    tell: (notices, tx, order, buyer) => notices.withdrawn(tx, order, buyer),
  },
  /** The buyer asks to send a dispatched order back, within the right to cancel. */
  returnRequested: {
    to: "return_requested",
    label: "returned",
    hold: "sold",
    refuse(current, now, settings) {
      const lastDay = cancelUntilOf(current, settings);
      if (lastDay && !withinCancelPeriod(lastDay, now)) {
        return { ok: false, reason: "cancel-period-ended", lastDay };
      }
    },
    set: (now, details) => ({ returnRequestedAt: now, returnReason: details.returnReason ?? null }),
    tell: (notices, tx, order, buyer) => notices.returnRequested(tx, order, buyer),
  },
  /** The owner has the returned paintings back: they are for sale again, the payment owed. */
  returned: {
    to: "refund_due",
    from: ["return_requested"],
    label: "marked as returned",
    hold: null,
    set: (now, _details, current) => refundOwed(now, current),
    tell: (notices, tx, order, buyer) => notices.returned(tx, order, buyer),
  },
  /**
   * The refund of a cancelled or returned order, recorded by the owner who paid it back by hand
   * (a card's is recorded by the refund worker, late-refunds.ts). Nothing is left to refund.
   */
  refundRecorded: {
    to: "refunded",
    from: ["refund_due"],
    label: "refunded",
    hold: null,
    set: (now, details, current) => ({
      closedAt: current.closedAt ?? now,
      refundedAt: now,
      stripeRefundId: details.stripeRefundId ?? null,
      refundDue: false,
      refundRetryAt: null,
    }),
    tell: (notices, tx, order, buyer) => notices.refundRecorded(tx, order, buyer),
  },
} as const satisfies Record<string, Rule>;

export type Move = keyof typeof MOVES;

/**
 * Moves one order, its mails written in the move's transaction — an order whose hold has ended
 * is expired first (its buyer told), so it can no longer be paid or cancelled. `buyerId` limits
 * the move to that buyer's order: another's is not found, as if it did not exist.
 */
export function createTransitions(deps: {
  db: Db;
  notices: OrderNotices;
  settings: OrderSettings;
  checkout?: CardCheckout;
  clock: () => Date;
}) {
  const { db, notices, settings } = deps;

  /** One move inside the caller's transaction `tx`: the order locked, changed and told. */
  async function step(
    tx: Queryable,
    orderId: string,
    name: Move,
    details: MoveDetails & { buyerId?: string },
    now: Date,
  ): Promise<{ ok: true; row: OrderRow } | Exclude<MoveResult, { ok: true }>> {
    const rule: Rule = MOVES[name];
    const found = await lockOrder(tx, orderId, details.buyerId);
    if (!found) return { ok: false, reason: "not-found" } as const;
    let current = found;
    let expired: OrderRow[] = [];
    if (current.status === "awaiting_payment" && current.holdExpiresAt <= now) {
      expired = await expireOverdue(tx, now);
      current = expired.find((order) => order.id === orderId) ?? current;
    }
    const allowed =
      canTransition(current.status, rule.to) &&
      (rule.from === undefined || rule.from.includes(current.status));
    const refusal = allowed
      ? rule.refuse?.(current, now, settings)
      : ({
          ok: false,
          reason: "not-allowed",
          action: rule.label,
          status: current.status,
        } as const);
    if (refusal) {
      // The buyers of the orders found overdue are told, this one's included.
      await notices.expired(tx, expired);
      return refusal;
    }
    const { order, items } = await setOrderState(
      tx,
      orderId,
      { status: rule.to, updatedAt: now, ...rule.set(now, details, current) },
      rule.hold,
    );
    await rule.also?.(tx, current, now);
    await notices.expired(tx, expired);
    const view = toOrder(order, items, settings);
    await rule.tell(notices, tx, view, order.buyerEmail, details.buyerId !== undefined);
    return { ok: true, row: order } as const;
  }

  async function move(
    orderId: string,
    name: Move,
    details: MoveDetails & { buyerId?: string } = {},
  ): Promise<MoveResult> {
    const rule: Rule = MOVES[name];
    const now = deps.clock();
    const outcome = await db.transaction((tx) => step(tx, orderId, name, details, now));
    if (!outcome.ok) return outcome;
    await rule.after?.(outcome.row, deps.checkout);
    // The order as it is now, with its certificates once paid.
    const items = await itemsOf(db, [orderId]);
    return { ok: true, order: toOrder(outcome.row, items, settings) };
  }

  /** A move inside a transaction another change opened (a plan's last part paid). */
  move.within = step;
  return move;
}
