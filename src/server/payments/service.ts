import { and, eq, inArray } from "drizzle-orm";
import type Stripe from "stripe";
import type { Db } from "#server/db/client";
import { artworks, orderItems, orders, paymentEvents } from "#server/db/schema";
import { availabilitySql } from "#server/orders/holds";
import type { Report } from "#server/orders/service";
import { IMAGE_LARGEST, parseStoredImageUrl, storedImageUrl } from "#shared/images";

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

/** An image Stripe can show: absolute, the largest stored variant for Atelier's own images. */
function absoluteImage(imageUrl: string, publicUrl: string): string {
  const stored = parseStoredImageUrl(imageUrl);
  const path = stored ? storedImageUrl(stored.key, IMAGE_LARGEST) : imageUrl;
  return new URL(path, publicUrl).toString();
}

/**
 * A Checkout Session for a card order — GBP, one line per painting at its price in
 * pence from the database, the buyer's e-mail, the order id in metadata, expiring with the
 * hold. The idempotency key is the order's, so a retried request never makes a second session.
 */
export async function createCheckoutSession(
  stripe: Stripe,
  order: OrderRow,
  items: ItemRow[],
  publicUrl: string,
): Promise<{ id: string; url: string }> {
  const back = `${publicUrl}/checkout?order=${order.id}`;
  const session = await stripe.checkout.sessions.create(
    {
      mode: "payment",
      currency: "gbp",
      customer_email: order.buyerEmail,
      client_reference_id: order.id,
      metadata: { orderId: order.id },
      payment_intent_data: { metadata: { orderId: order.id } },
      line_items: items.map((item) => ({
        quantity: 1,
        price_data: {
          currency: "gbp",
          unit_amount: item.pricePence,
          product_data: {
            name: item.title,
            description: `by ${item.artist}`,
            images: [absoluteImage(item.imageUrl, publicUrl)],
          },
        },
      })),
      success_url: back,
      cancel_url: `${back}&cancelled=1`,
      expires_at: Math.floor(order.holdExpiresAt.getTime() / 1000),
    },
    { idempotencyKey: `atelier-order-${order.id}` },
  );
  if (!session.url) throw new Error(`Stripe returned session ${session.id} without a URL`);
  return { id: session.id, url: session.url };
}

export type EventOutcome =
  | "paid"
  | "paid-late"
  | "refund-due"
  | "expired"
  | "duplicate"
  | "ignored"
  | "unknown-order"
  | "amount-mismatch";

export type AppliedEvent = {
  outcome: EventOutcome;
  order?: OrderRow;
  items?: ItemRow[];
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Applies one verified Stripe event, once. Its id is recorded in the same
 * transaction as the change it makes, and `report` writes that change's e-mails there too: a
 * replay, or the same event reaching a second process, finds the id taken and changes nothing. Events for an unknown order or a different amount
 * are recorded and acknowledged, never applied.
 *
 * `checkout.session.completed` (paid) → the order is paid and its paintings sold. If its hold
 * had already ended (or the order was cancelled) and a painting went elsewhere meanwhile, the
 * order is flagged for a refund, which the shop makes on its own (orders/late-refunds.ts) — never
 * sold twice; if they are all still free, it
 * takes them back and is paid. `checkout.session.expired` → an order still awaiting payment
 * expires and lets its paintings go.
 */
export async function applyStripeEvent(
  db: Db,
  event: Stripe.Event,
  now: Date,
  report: Report<AppliedEvent>,
): Promise<AppliedEvent> {
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ id: event.id, type: event.type, outcome: "received", receivedAt: now })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!fresh) return { outcome: "duplicate" as const };

    const settle = async (result: AppliedEvent) => {
      await tx
        .update(paymentEvents)
        .set({ outcome: result.outcome, orderId: result.order?.id ?? null })
        .where(eq(paymentEvents.id, event.id));
      await report(tx, result);
      return result;
    };

    if (event.type !== "checkout.session.completed" && event.type !== "checkout.session.expired") {
      return settle({ outcome: "ignored" });
    }
    const session = event.data.object;
    const orderId = session.metadata?.orderId ?? "";
    const [order] = UUID.test(orderId)
      ? await tx
          .select()
          .from(orders)
          .where(and(eq(orders.id, orderId), eq(orders.stripeSessionId, session.id)))
          .for("update")
      : [];
    if (!order) return settle({ outcome: "unknown-order" });

    if (event.type === "checkout.session.expired") {
      if (order.status !== "awaiting_payment") return settle({ outcome: "ignored", order });
      const [expired] = await tx
        .update(orders)
        .set({ status: "expired", closedAt: now, updatedAt: now })
        .where(eq(orders.id, order.id))
        .returning();
      const items = await tx
        .update(orderItems)
        .set({ hold: null, holdExpiresAt: null })
        .where(eq(orderItems.orderId, order.id))
        .returning();
      return settle({ outcome: "expired", order: expired, items });
    }

    if (session.payment_status !== "paid") return settle({ outcome: "ignored", order });
    if (session.amount_total !== order.totalPence || session.currency !== "gbp") {
      return settle({ outcome: "amount-mismatch", order });
    }
    // Paid already, refunded, or flagged for a refund: this payment has been dealt with.
    if (["paid", "shipped", "refunded"].includes(order.status) || order.refundDue) {
      return settle({ outcome: "ignored", order });
    }
    const paymentId =
      typeof session.payment_intent === "string"
        ? session.payment_intent
        : (session.payment_intent?.id ?? session.id);
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const late = order.status !== "awaiting_payment";
    if (late) {
      // Still free? Only if no other order holds them and none was marked sold elsewhere.
      const ids = items.flatMap((item) => (item.artworkId ? [item.artworkId] : []));
      const rows = ids.length
        ? await tx
            .select({ id: artworks.id, availability: availabilitySql(now) })
            .from(artworks)
            .where(inArray(artworks.id, ids))
            .for("update", { of: artworks })
        : [];
      const allFree =
        ids.length === items.length &&
        rows.length === ids.length &&
        rows.every((row) => row.availability === "available");
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
        return settle({ outcome: "refund-due", order: flagged, items });
      }
    }
    // The unique index on holding lines still guards this against any concurrent order.
    const sold = await tx
      .update(orderItems)
      .set({ hold: "sold", holdExpiresAt: null })
      .where(eq(orderItems.orderId, order.id))
      .returning();
    const [paid] = await tx
      .update(orders)
      .set({
        status: "paid",
        paidAt: now,
        updatedAt: now,
        closedAt: null,
        stripePaymentId: paymentId,
      })
      .where(eq(orders.id, order.id))
      .returning();
    return settle({ outcome: late ? "paid-late" : "paid", order: paid, items: sold });
  });
}
