import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db, Queryable } from "#server/db/client";
import { orderPlanParts, orders } from "#server/db/schema";
import type { Logger } from "#server/lib/logger";
import { addMonths } from "#shared/instalments";
import { messages } from "#shared/messages";
import { orderNumber } from "#shared/order";
import type { OrderNotices } from "./notify";
import {
  claimOverdue,
  lockParts,
  markPartPaid,
  type PartRow,
  partPayableUntil,
  partsDueForLink,
  partsOf,
} from "./plans";
import type { CardCheckout, PlanRequests } from "./ports";
import { itemsOf, orderById } from "./reads";
import type { MoveResult, NotAllowed, NotFound } from "./results";
import { lockOrder, type OrderRow } from "./service";
import type { createTransitions } from "./transitions";
import { type OrderSettings, toOrder } from "./view";

/** The buyer's Pay the next part now: the payer's page of that part's payment request. */
export type PayNextResult =
  | { ok: true; url: string; paymentRequestId: string }
  | NotFound
  | NotAllowed;

const notPaying = (status: OrderRow["status"], action: string): NotAllowed => ({
  ok: false,
  reason: "not-allowed",
  action,
  status,
});

/**
 * Orders paid in monthly parts (docs/decisions/048-instalment-plans.md), beside the desk that
 * places them: the later parts' payment requests (made by the sweep on their due day, or when
 * the buyer pays ahead), a part paid, the overdue notices, and the owner's extend and cancel.
 */
export function createPlanDesk(deps: {
  db: Db;
  notices: OrderNotices;
  settings: OrderSettings;
  move: ReturnType<typeof createTransitions>;
  clock: () => Date;
  logger: Logger;
  checkout?: CardCheckout;
  /** The payment requests, wired once both exist (services.ts). */
  requests: () => PlanRequests | undefined;
}) {
  const { db, notices, settings, move, logger } = deps;

  /** The order as it is now, with its plan. */
  const viewOf = async (tx: Queryable, row: OrderRow) =>
    toOrder(row, await itemsOf(tx, [row.id]), settings);

  /** A later part's payment request, made and mailed in `tx`, and linked to its part. */
  async function openPartRequest(
    tx: Queryable,
    requests: PlanRequests,
    order: OrderRow,
    part: PartRow,
    parts: number,
    now: Date,
  ) {
    const items = await itemsOf(tx, [order.id]);
    const titles = items
      .sort((a, b) => a.position - b.position)
      .map((item) => item.title)
      .join(", ");
    const { id } = await requests.openIn(tx, {
      email: order.buyerEmail,
      description: messages.plans.partRequest(part.part, parts, orderNumber(order.number), titles),
      amountPence: part.amountPence,
      artworkId: items.length === 1 ? items[0].artworkId : null,
      expiresAt: partPayableUntil(part.dueDay, now),
    });
    await tx
      .update(orderPlanParts)
      .set({ paymentRequestId: id })
      .where(and(eq(orderPlanParts.orderId, order.id), eq(orderPlanParts.part, part.part)));
    return id;
  }

  /**
   * In the sweep's transaction: each later part due today gets its payment request (once:
   * its row is locked and re-read, and skipped by a process that finds it locked), and each
   * part unpaid two weeks after its due day is told to the buyer and the owners (once).
   */
  async function sweepIn(tx: Queryable, now: Date) {
    const requests = deps.requests();
    if (requests) {
      const due = await partsDueForLink(tx, now);
      if (due.length > 0) {
        const all = await partsOf(
          tx,
          due.map(({ order }) => order.id),
        );
        for (const { part, order } of due) {
          const parts = all.filter((each) => each.orderId === order.id).length;
          await openPartRequest(tx, requests, order, part, parts, now);
        }
      }
    }
    const overdue = await claimOverdue(tx, now);
    for (const part of overdue) {
      const row = await orderById(tx, part.orderId);
      if (!row) continue;
      await notices.partOverdue(tx, await viewOf(tx, row), row.buyerEmail, part);
    }
  }

  /**
   * A payment request was paid (in the transaction recording it): if it pays a part of a plan
   * still running, the part is recorded paid, once; the last part makes the order paid (sold,
   * its certificates issued, the buyer told) in the same transaction.
   */
  async function partPaid(tx: Queryable, requestId: string, now: Date) {
    const [linked] = await tx
      .select({ orderId: orderPlanParts.orderId })
      .from(orderPlanParts)
      .where(eq(orderPlanParts.paymentRequestId, requestId));
    if (!linked) return;
    // The order locked first: two last parts paid at once count one after the other.
    const order = await lockOrder(tx, linked.orderId);
    if (order?.status !== "paying_in_parts") return;
    const paid = await markPartPaid(tx, { paymentRequestId: requestId }, now);
    if (!paid) return;
    const [unpaid] = await tx
      .select({ part: orderPlanParts.part })
      .from(orderPlanParts)
      .where(and(eq(orderPlanParts.orderId, order.id), isNull(orderPlanParts.paidAt)))
      .limit(1);
    if (!unpaid) await move.within(tx, order.id, "planCompleted", {}, now);
  }

  /**
   * The buyer pays ahead: the next unpaid part's payment request — the one open already, or a
   * new one, mailed — and its page. Another's order is not found.
   */
  async function payNext(orderId: string, buyerId: string): Promise<PayNextResult> {
    const requests = deps.requests();
    const now = deps.clock();
    return db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId, buyerId);
      if (!order) return { ok: false, reason: "not-found" } as const;
      if (order.status !== "paying_in_parts" || !requests) {
        return notPaying(order.status, "paid ahead");
      }
      const parts = await lockParts(tx, order.id);
      const next = parts.find((part) => part.paidAt === null);
      if (!next) return notPaying(order.status, "paid ahead");
      if (next.paymentRequestId) {
        const [current] = await requests.readIn(tx, [next.paymentRequestId]);
        // Open for an hour yet at least: the buyer has time to pay it.
        if (current?.status === "open" && current.expiresAt.getTime() > now.getTime() + 3_600_000) {
          return { ok: true, url: requests.payUrl(current.id), paymentRequestId: current.id };
        }
        await requests.cancelIn(tx, [next.paymentRequestId], now);
      }
      const id = await openPartRequest(tx, requests, order, next, parts.length, now);
      return { ok: true, url: requests.payUrl(id), paymentRequestId: id };
    });
  }

  /**
   * The owner gives a month more: every unpaid part is due a month later, its open request's
   * expiry moved with it, its overdue notice forgotten; the buyer is told.
   */
  async function extend(orderId: string): Promise<MoveResult> {
    const requests = deps.requests();
    const now = deps.clock();
    return db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order) return { ok: false, reason: "not-found" } as const;
      if (order.status !== "paying_in_parts") return notPaying(order.status, "extended");
      for (const part of await lockParts(tx, order.id)) {
        if (part.paidAt !== null) continue;
        const dueDay = addMonths(part.dueDay, 1);
        await tx
          .update(orderPlanParts)
          .set({ dueDay, overdueNoticedAt: null })
          .where(and(eq(orderPlanParts.orderId, order.id), eq(orderPlanParts.part, part.part)));
        if (part.paymentRequestId && requests) {
          await requests.extendIn(tx, part.paymentRequestId, partPayableUntil(dueDay, now), now);
        }
      }
      const [row] = await tx
        .update(orders)
        .set({ updatedAt: now })
        .where(eq(orders.id, order.id))
        .returning();
      const view = await viewOf(tx, row);
      await notices.planExtended(tx, view, row.buyerEmail);
      return { ok: true, order: view } as const;
    });
  }

  /**
   * The card payments of a plan's later parts (each part's request's), refunded each under a
   * key of its own, so a retry refunds each once. Throws when Stripe cannot.
   */
  async function refundLaterParts(row: OrderRow): Promise<{ refunds: string[]; byCard: boolean }> {
    const requests = deps.requests();
    const parts = await partsOf(db, [row.id]);
    const later = parts.filter((part) => part.part > 1 && part.paidAt !== null);
    const linked = await requests?.readIn(
      db,
      later.flatMap((part) => (part.paymentRequestId ? [part.paymentRequestId] : [])),
    );
    const payments = (linked ?? []).flatMap((request) =>
      request.stripePaymentId ? [request.stripePaymentId] : [],
    );
    const refunds: string[] = [];
    for (const payment of payments) {
      if (!deps.checkout) break;
      refunds.push(
        (await deps.checkout.refund(payment, row.id, `atelier-refund-${row.id}-${payment}`)).id,
      );
    }
    return { refunds, byCard: payments.length === later.length };
  }

  /**
   * Every card payment of a cancelled plan refunded: the order's own (its first part, under
   * the order's refund key, as any order's) and each later part's. When every part paid was
   * paid by card, the order is then `refunded`; a part the owner recorded paid another way is
   * theirs to pay back (the order stays `refund_due` until they record it).
   */
  async function refundPaid(row: OrderRow): Promise<MoveResult> {
    const { checkout } = deps;
    const own = row.paymentMethod === "card" && row.stripePaymentId;
    const refunds: string[] = [];
    let byCard = Boolean(own);
    try {
      if (own && checkout) refunds.push((await checkout.refund(own, row.id)).id);
      const later = await refundLaterParts(row);
      refunds.push(...later.refunds);
      byCard = byCard && later.byCard;
    } catch (error) {
      logger.warn({ err: error, orderId: row.id }, `Could not refund the plan of order ${row.id}`);
      return { ok: false, reason: "not-allowed", action: "refunded", status: row.status };
    }
    if (!byCard || !checkout) return { ok: true, order: await viewOf(db, row) };
    return move(row.id, "refundRecorded", { stripeRefundId: refunds.join(" ") });
  }

  /**
   * The owner cancels a plan: the order is `refund_due`, its paintings back in the gallery,
   * its open part requests cancelled, the buyer told; then what was paid by card is refunded.
   */
  async function cancel(orderId: string): Promise<MoveResult> {
    const now = deps.clock();
    const requests = deps.requests();
    const outcome = await db.transaction(async (tx) => {
      const moved = await move.within(tx, orderId, "planCancelled", {}, now);
      if (!moved.ok) return moved;
      const parts = await tx
        .select()
        .from(orderPlanParts)
        .where(and(eq(orderPlanParts.orderId, orderId), isNull(orderPlanParts.paidAt)))
        .orderBy(asc(orderPlanParts.part));
      await requests?.cancelIn(
        tx,
        parts.flatMap((part) => (part.paymentRequestId ? [part.paymentRequestId] : [])),
        now,
      );
      return moved;
    });
    if (!outcome.ok) return outcome;
    const refunded = await refundPaid(outcome.row);
    // The plan is cancelled whatever the card provider said: a refund it refused is retried by
    // the owner's Refund.
    return refunded.ok ? refunded : { ok: true, order: await viewOf(db, outcome.row) };
  }

  return { sweepIn, partPaid, payNext, extend, cancel, refundPaid, refundLaterParts };
}

export type PlanDesk = ReturnType<typeof createPlanDesk>;
