import { and, eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { Db } from "#server/db/client";
import { type orderItems, orders, paymentEvents } from "#server/db/schema";
import type { CardOutcome, CardPayments } from "#server/orders/card-payments";
import type { RequestOutcome } from "#server/payment-requests/paying";
import type { PaymentRequests } from "#server/payment-requests/service";
import { countryName } from "#shared/delivery";
import { IMAGE_LARGEST, parseStoredImageUrl, storedImageUrl } from "#shared/images";
import { messages } from "#shared/messages";
import { routes } from "#shared/routes";

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;
/** The first part of a plan of monthly parts: what the order's page charges instead. */
type FirstPart = { amountPence: number; parts: number };

/** An image Stripe can show: absolute, the largest stored variant for Atelier's own images. */
export function absoluteImage(imageUrl: string, publicUrl: string): string {
  const stored = parseStoredImageUrl(imageUrl);
  const path = stored ? storedImageUrl(stored.key, IMAGE_LARGEST) : imageUrl;
  return new URL(path, publicUrl).toString();
}

/**
 * A Checkout Session for a card order — GBP, one line per painting at its price in
 * pence from the database (a print line with its quantity), the buyer's e-mail, the order id in metadata, expiring with the
 * hold. The idempotency key is the order's, so a retried request never makes a second session.
 */
export async function createCheckoutSession(
  stripe: Stripe,
  order: OrderRow,
  items: ItemRow[],
  publicUrl: string,
  firstPart?: FirstPart,
): Promise<{ id: string; url: string }> {
  const back = `${publicUrl}${routes.checkout.path}?order=${order.id}`;
  // A plan of monthly parts: one line, its first part (the later ones are payment requests).
  const partLine = firstPart && [
    {
      quantity: 1,
      price_data: {
        currency: "gbp",
        unit_amount: firstPart.amountPence,
        product_data: {
          name: messages.plans
            .partLine(1, firstPart.parts, items.map((item) => item.title).join(", "))
            .slice(0, 250),
        },
      },
    },
  ];
  const session = await stripe.checkout.sessions.create(
    {
      mode: "payment",
      currency: "gbp",
      customer_email: order.buyerEmail,
      client_reference_id: order.id,
      metadata: { orderId: order.id },
      payment_intent_data: { metadata: { orderId: order.id } },
      line_items: partLine ?? [
        ...items.map((item) => ({
          quantity: item.quantity,
          price_data: {
            currency: "gbp",
            unit_amount: item.pricePence,
            product_data: {
              name: item.printFormat ? messages.editions.printOf(item.title) : item.title,
              description: item.printFormat
                ? `${item.printFormat} · by ${item.artist}`
                : `by ${item.artist}`,
              images: [absoluteImage(item.imageUrl, publicUrl)],
            },
          },
        })),
        // The delivery as a line of its own, so that Stripe's total is the order's.
        ...(order.shippingPence > 0
          ? [
              {
                quantity: 1,
                price_data: {
                  currency: "gbp",
                  unit_amount: order.shippingPence,
                  product_data: {
                    name: messages.checkout.deliveryLine(countryName(order.shipCountry)),
                  },
                },
              },
            ]
          : []),
      ],
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
  | CardOutcome
  | RequestOutcome
  | "duplicate"
  | "unknown-order"
  | "amount-mismatch";

export type AppliedEvent = { outcome: EventOutcome; order?: OrderRow; paymentRequestId?: string };

/** What Stripe's news changes: orders (through the orders desk) and the owner's payment requests. */
export type PaymentTargets = {
  card: CardPayments;
  paymentRequests: Pick<PaymentRequests, "completed">;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Applies one verified Stripe event, once. Its id is recorded in the same transaction as the
 * change it makes, which the orders desk writes with its e-mails there too (`card`,
 * orders/card-payments.ts; decision 029): a replay, or the same event reaching a second
 * process, finds the id taken and changes nothing. Events for an unknown order or a
 * different amount are recorded and acknowledged, never applied.
 *
 * `checkout.session.completed` (paid) → the order is paid, or flagged for a refund when a
 * painting went elsewhere meanwhile. `checkout.session.expired` → an order still awaiting
 * payment expires and lets its paintings go. A session whose metadata names a payment request
 * (`paymentRequestId`) is the owner's request's instead: completed and paid, it pays the
 * request (payment-requests/paying.ts); expired, it changes nothing (the payer may try again).
 */
export async function applyStripeEvent(
  db: Db,
  { card, paymentRequests }: PaymentTargets,
  event: Stripe.Event,
  now: Date,
): Promise<AppliedEvent> {
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ id: event.id, type: event.type, outcome: "received", receivedAt: now })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!fresh) return { outcome: "duplicate" as const };

    const settle = async (outcome: EventOutcome, order?: OrderRow) => {
      await tx
        .update(paymentEvents)
        .set({ outcome, orderId: order?.id ?? null })
        .where(eq(paymentEvents.id, event.id));
      return { outcome, order };
    };

    if (event.type !== "checkout.session.completed" && event.type !== "checkout.session.expired") {
      return settle("ignored");
    }
    const session = event.data.object;
    if (session.metadata?.paymentRequestId !== undefined) {
      const applied =
        event.type === "checkout.session.completed"
          ? await paymentRequests.completed(tx, session, now)
          : { outcome: "ignored" as const, requestId: undefined };
      await tx
        .update(paymentEvents)
        .set({ outcome: applied.outcome, paymentRequestId: applied.requestId ?? null })
        .where(eq(paymentEvents.id, event.id));
      return { outcome: applied.outcome, paymentRequestId: applied.requestId };
    }
    const orderId = session.metadata?.orderId ?? "";
    const [order] = UUID.test(orderId)
      ? await tx
          .select()
          .from(orders)
          .where(and(eq(orders.id, orderId), eq(orders.stripeSessionId, session.id)))
          .for("update")
      : [];
    if (!order) return settle("unknown-order");

    if (event.type === "checkout.session.expired") {
      return settle(await card.expired(tx, order, now), order);
    }
    if (session.payment_status !== "paid") return settle("ignored", order);
    // A plan of monthly parts charges its first part on the order's page.
    const due = await card.amountDue(tx, order);
    if (session.amount_total !== due || session.currency !== "gbp") {
      return settle("amount-mismatch", order);
    }
    const paymentId =
      typeof session.payment_intent === "string"
        ? session.payment_intent
        : (session.payment_intent?.id ?? session.id);
    return settle(await card.completed(tx, order, paymentId, now), order);
  });
}
