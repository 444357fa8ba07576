import { Hono } from "hono";
import type Stripe from "stripe";
import type { Db } from "#server/db/client";
import type { Logger } from "#server/lib/logger";
import type { OrderNotices } from "#server/orders/notify";
import { type OrderSettings, type Report, toOrder } from "#server/orders/service";
import { messages } from "#shared/messages";
import { type AppliedEvent, applyStripeEvent } from "./service";

/**
 * `GET /methods`: how the checkout takes payment (by card with Stripe's keys, else
 * manually). `POST /stripe/webhook`: Stripe's events, read raw and checked with the SDK — a bad
 * or missing signature is 400 and changes nothing.
 */
export function paymentRoutes(deps: {
  db: Db;
  stripe: { client: Stripe; webhookSecret: string } | undefined;
  notices: OrderNotices;
  settings: OrderSettings;
  clock: () => Date;
  logger: Logger;
  /** Asks the refund worker to look now: a late payment was just flagged for a refund. */
  refundsDue?: () => void;
}) {
  /** The e-mail an applied event calls for, written in the event's transaction. */
  const announce: Report<AppliedEvent> = async (tx, { outcome, order, items }) => {
    if (!order || !items) return;
    const view = toOrder(order, items, deps.settings);
    if (outcome === "paid" || outcome === "paid-late") {
      await deps.notices.paid(tx, view, order.buyerEmail);
    } else if (outcome === "expired") {
      await deps.notices.expired(tx, [order]);
    } else if (outcome === "refund-due") {
      await deps.notices.refundDue(tx, view, order.buyerEmail);
    }
  };

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
      const applied = await applyStripeEvent(deps.db, event, deps.clock(), announce);
      if (applied.outcome === "refund-due") deps.refundsDue?.();
      if (applied.outcome === "unknown-order" || applied.outcome === "amount-mismatch") {
        deps.logger.warn(
          {
            requestId: c.get("requestId"),
            eventId: event.id,
            type: event.type,
            outcome: applied.outcome,
            orderId: applied.order?.id,
          },
          `Stripe event ${event.id} (${event.type}) not applied: ${applied.outcome}`,
        );
      }
      return c.json({ received: true, outcome: applied.outcome });
    });
}
