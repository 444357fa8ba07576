import { Hono } from "hono";
import type Stripe from "stripe";
import type { Db } from "#server/db/client";
import type { Logger } from "#server/lib/logger";
import type { OrderDesk } from "#server/orders/desk";
import type { PaymentRequests } from "#server/payment-requests/service";
import { messages } from "#shared/messages";
import { applyStripeEvent } from "./service";

/**
 * `GET /methods`: how the checkout takes payment (by card with Stripe's keys, else
 * manually). `POST /stripe/webhook`: Stripe's events, read raw and checked with the SDK — a bad
 * or missing signature is 400 and changes nothing.
 */
export function paymentRoutes(deps: {
  db: Db;
  stripe: { client: Stripe; webhookSecret: string } | undefined;
  /** What an event does to its order, and the mails that writes (decision 029). */
  desk: Pick<OrderDesk, "card">;
  /** What an event does to the owner's payment request it names (decision 046). */
  paymentRequests: Pick<PaymentRequests, "completed">;
  clock: () => Date;
  logger: Logger;
  /** A call refused for its signature, counted: several in an hour alert the owners. */
  badSignature?: () => Promise<void>;
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
        await deps
          .badSignature?.()
          .catch((error: Error) =>
            deps.logger.error({ err: error }, "Could not count a bad signature"),
          );
        return c.json({ error: messages.api.badWebhookSignature }, 400);
      }
      const { card } = deps.desk;
      const applied = await applyStripeEvent(
        deps.db,
        { card, paymentRequests: deps.paymentRequests },
        event,
        deps.clock(),
      );
      // Committed: the refund worker looks at once for the payment just flagged.
      if (applied.outcome === "refund-due") card.refundsDue();
      if (
        applied.outcome === "unknown-order" ||
        applied.outcome === "unknown-request" ||
        applied.outcome === "amount-mismatch"
      ) {
        deps.logger.warn(
          {
            requestId: c.get("requestId"),
            eventId: event.id,
            type: event.type,
            outcome: applied.outcome,
            orderId: applied.order?.id,
            paymentRequestId: applied.paymentRequestId,
          },
          `Stripe event ${event.id} (${event.type}) not applied: ${applied.outcome}`,
        );
      }
      return c.json({ received: true, outcome: applied.outcome });
    });
}
