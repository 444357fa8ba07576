import type { Db, Queryable } from "#server/db/client";
import { canTransition, type Order } from "#shared/order";
import type { OrderNotices } from "./notify";
import type { CardCheckout } from "./ports";
import type { MoveResult } from "./results";
import {
  expireOverdue,
  itemsOf,
  lockOrder,
  type OrderRow,
  type OrderSettings,
  setOrderState,
  toOrder,
} from "./service";

/** What a move may carry besides the order: the parcel's tracking, the card refund's id. */
export type MoveDetails = { trackingNumber?: string; stripeRefundId?: string };

type Rule = {
  /** How a refusal names the move: "This order cannot be <label>: …". */
  label: string;
  /** What becomes of the order's paintings: sold, or let go (null). */
  hold: "sold" | null;
  /** The order's columns the move sets, besides its status. */
  set(now: Date, details: MoveDetails): Partial<OrderRow>;
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
 * Every move an order can make through the desk, and all it does (decision 029). Whether the
 * order's status allows it is `canTransition`'s (decision 009); a new move is one more row.
 */
export const MOVES = {
  paid: {
    label: "marked as paid",
    hold: "sold",
    set: (now) => ({ paidAt: now }),
    // Its certificates are issued in this transaction, and the buyer's mail links them.
    tell: (notices, tx, order, buyer) => notices.paid(tx, order, buyer),
  },
  shipped: {
    label: "marked as shipped",
    hold: "sold",
    set: (now, details) => ({ shippedAt: now, trackingNumber: details.trackingNumber ?? null }),
    tell: (notices, tx, order, buyer) => notices.shipped(tx, order, buyer),
  },
  cancelled: {
    label: "cancelled",
    hold: null,
    set: (now) => ({ closedAt: now }),
    tell: (notices, tx, order, buyer, byBuyer) => notices.cancelled(tx, order, buyer, byBuyer),
    // A cancelled card order's payment page is closed, so it cannot be paid later.
    async after(order, checkout) {
      if (checkout && order.stripeSessionId) await checkout.close(order.stripeSessionId);
    },
  },
  refunded: {
    label: "refunded",
    hold: null,
    set: (now, details) => ({
      closedAt: now,
      refundedAt: now,
      stripeRefundId: details.stripeRefundId ?? null,
    }),
    tell: (notices, tx, order, buyer) => notices.refunded(tx, order, buyer),
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
  return async function move(
    orderId: string,
    to: Move,
    details: MoveDetails & { buyerId?: string } = {},
  ): Promise<MoveResult> {
    const rule: Rule = MOVES[to];
    const now = deps.clock();
    const outcome = await db.transaction(async (tx) => {
      const found = await lockOrder(tx, orderId, details.buyerId);
      if (!found) return { ok: false, reason: "not-found" } as const;
      let current = found;
      let expired: OrderRow[] = [];
      if (current.status === "awaiting_payment" && current.holdExpiresAt <= now) {
        expired = await expireOverdue(tx, now);
        current = expired.find((order) => order.id === orderId) ?? current;
      }
      if (!canTransition(current.status, to)) {
        // The buyers of the orders found overdue are told, this one's included.
        await notices.expired(tx, expired);
        return {
          ok: false,
          reason: "not-allowed",
          action: rule.label,
          status: current.status,
        } as const;
      }
      const { order, items } = await setOrderState(
        tx,
        orderId,
        { status: to, updatedAt: now, ...rule.set(now, details) },
        rule.hold,
      );
      await notices.expired(tx, expired);
      const view = toOrder(order, items, settings);
      await rule.tell(notices, tx, view, order.buyerEmail, details.buyerId !== undefined);
      return { ok: true, row: order } as const;
    });
    if (!outcome.ok) return outcome;
    await rule.after?.(outcome.row, deps.checkout);
    // The order as it is now, with its certificates once paid.
    const items = await itemsOf(db, [orderId]);
    return { ok: true, order: toOrder(outcome.row, items, settings) };
  };
}
