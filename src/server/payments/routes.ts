import { Hono } from "hono";
import type Stripe from "stripe";
import type { Db } from "#server/db/client";
import type { OrderNotifier } from "#server/orders/notify";
import { type OrderSettings, toOrder } from "#server/orders/service";
import { messages } from "#shared/messages";
import { applyStripeEvent } from "./service";

/**
 * `GET /methods`: how the checkout takes payment (DESIGN §9: by card with Stripe's keys, else
 * manually). `POST /stripe/webhook`: Stripe's events, read raw and checked with the SDK — a bad
 * or missing signature is 400 and changes nothing.
 */
export function paymentRoutes(deps: {
  db: Db;
  stripe: { client: Stripe; webhookSecret: string } | undefined;
  notify: OrderNotifier;
  settings: OrderSettings;
  clock: () => Date;
}) {
  return new Hono()
    .get("/methods", (c) =>
      c.json({ method: deps.stripe ? ("card" as const) : ("manual" as const) }),
    )
    .post("/stripe/webhook", async (c) => {
      const { stripe } = deps;
      if (!stripe) return c.json({ error: messages.api.notFound }, 404);
      const payload = await c.req.text();
      let event: Stripe.Event;
      try {
        event = stripe.client.webhooks.constructEvent(
          payload,
          c.req.header("stripe-signature") ?? "",
          stripe.webhookSecret,
        );
      } catch {
        return c.json({ error: messages.api.badWebhookSignature }, 400);
      }
      const applied = await applyStripeEvent(deps.db, event, deps.clock());
      const { order, items } = applied;
      if (order && items) {
        const view = toOrder(order, items, deps.settings);
        if (applied.outcome === "paid" || applied.outcome === "paid-late") {
          await deps.notify.paid(view, order.buyerEmail);
        } else if (applied.outcome === "expired") {
          await deps.notify.expired([order]);
        } else if (applied.outcome === "refund-due") {
          await deps.notify.refundDue(view, order.buyerEmail, order.stripePaymentId ?? "");
        }
      }
      if (["unknown-order", "amount-mismatch"].includes(applied.outcome)) {
        console.warn(
          `Stripe event ${event.id} (${event.type}) not applied: ${applied.outcome}` +
            (order ? ` (order ${order.id})` : ""),
        );
      }
      return c.json({ received: true, outcome: applied.outcome });
    });
}
