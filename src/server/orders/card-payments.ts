import { and, eq, inArray } from "drizzle-orm";
import { availabilitySql } from "#server/catalogue/holds";
import type { Queryable } from "#server/db/client";
import { artworks, orderItems, orderPlanParts, orders } from "#server/db/schema";
import { isSold } from "#shared/order";
import type { LateRefunds } from "./late-refunds";
import type { OrderNotices } from "./notify";
import { markPartPaid } from "./plans";
import { printsStillFree } from "./print-lines";
import { itemsOf } from "./reads";
import { type OrderRow, setOrderState } from "./service";
import { type OrderSettings, toOrder } from "./view";

/** What a card payment's news did to its order. */
export type CardOutcome = "paid" | "paid-late" | "refund-due" | "expired" | "ignored";

/**
 * What the card provider's news does to an order, and the mails it writes, each step inside
 * the transaction of the caller that records the news (payments/service.ts, which applies
 * each event once): the change, its mails and the record commit together (decisions 013, 029).
 */
export function createCardPayments(deps: {
  notices: OrderNotices;
  settings: OrderSettings;
  lateRefunds?: LateRefunds;
}) {
  const { notices, settings } = deps;
  /** The first part of a plan of monthly parts, when the order is paid that way. */
  const firstPartOf = async (tx: Queryable, orderId: string) => {
    const [first] = await tx
      .select()
      .from(orderPlanParts)
      .where(and(eq(orderPlanParts.orderId, orderId), eq(orderPlanParts.part, 1)));
    return first;
  };

  return {
    /**
     * What the order's card page charges, in pence: its total, or the first part of a plan of
     * monthly parts (the payment's amount is checked against it).
     */
    async amountDue(tx: Queryable, order: OrderRow): Promise<number> {
      return (await firstPartOf(tx, order.id))?.amountPence ?? order.totalPence;
    },

    /** The payment page closed unpaid: an order still awaiting payment expires. */
    async expired(tx: Queryable, order: OrderRow, now: Date): Promise<CardOutcome> {
      if (order.status !== "awaiting_payment") return "ignored";
      const { order: expired } = await setOrderState(
        tx,
        order.id,
        { status: "expired", closedAt: now, updatedAt: now },
        null,
      );
      await notices.expired(tx, [expired]);
      return "expired";
    },

    /**
     * The order was paid: its paintings are sold. If its hold had already ended (or the order
     * was cancelled) and a painting went elsewhere meanwhile, the order is flagged for a
     * refund, which the shop makes on its own (late-refunds.ts) — never sold twice; if they
     * are all still free, it takes them back and is paid.
     */
    async completed(
      tx: Queryable,
      order: OrderRow,
      paymentId: string,
      now: Date,
    ): Promise<CardOutcome> {
      // Paid already (sold, or closed by the right to cancel), refunded, or flagged for a
      // refund: this payment has been dealt with.
      if (
        isSold(order.status) ||
        ["paying_in_parts", "refund_due", "refunded"].includes(order.status) ||
        order.refundDue
      ) {
        return "ignored";
      }
      const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
      const late = order.status !== "awaiting_payment";
      if (late) {
        // Still free? Only if no other order holds them and none was marked sold elsewhere.
        const originals = items.filter((item) => item.printFormat === null);
        const ids = originals.flatMap((item) => (item.artworkId ? [item.artworkId] : []));
        const rows = ids.length
          ? await tx
              .select({ id: artworks.id, availability: availabilitySql(now) })
              .from(artworks)
              .where(inArray(artworks.id, ids))
              .for("update", { of: artworks })
          : [];
        const allFree =
          ids.length === originals.length &&
          rows.length === ids.length &&
          rows.every((row) => row.availability === "available") &&
          (await printsStillFree(tx, items));
        if (!allFree) {
          const [flagged] = await tx
            .update(orders)
            .set({
              refundDue: true,
              refundRequestedAt: now,
              refundRetryAt: now,
              stripePaymentId: paymentId,
              updatedAt: now,
            })
            .where(eq(orders.id, order.id))
            .returning();
          await notices.refundDue(tx, toOrder(flagged, items, settings), flagged.buyerEmail);
          return "refund-due";
        }
      }
      // The unique index on holding lines still guards this against any concurrent order.
      if (await firstPartOf(tx, order.id)) {
        // The first part of a plan: the paintings are kept for the buyer until the last part.
        const started = await setOrderState(
          tx,
          order.id,
          {
            status: "paying_in_parts",
            updatedAt: now,
            closedAt: null,
            stripePaymentId: paymentId,
          },
          "plan",
        );
        await markPartPaid(tx, { orderId: order.id, part: 1 }, now);
        const items = await itemsOf(tx, [order.id]);
        await notices.planStarted(
          tx,
          toOrder(started.order, items, settings),
          started.order.buyerEmail,
        );
        return late ? "paid-late" : "paid";
      }
      const paid = await setOrderState(
        tx,
        order.id,
        { status: "paid", paidAt: now, updatedAt: now, closedAt: null, stripePaymentId: paymentId },
        "sold",
      );
      await notices.paid(tx, toOrder(paid.order, paid.items, settings), paid.order.buyerEmail);
      return late ? "paid-late" : "paid";
    },

    /** Once a flagged payment has committed: the refund worker looks now, not in a minute. */
    refundsDue: () => deps.lateRefunds?.wake(),
  };
}

export type CardPayments = ReturnType<typeof createCardPayments>;
