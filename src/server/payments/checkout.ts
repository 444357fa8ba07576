import type Stripe from "stripe";
import type { Logger } from "#server/lib/logger";
import type { CardCheckout } from "#server/orders/ports";
import { createCheckoutSession } from "./service";
import { CARD_HOLD_HOURS } from "./stripe";

/** Card payments through Stripe Checkout, as orders need them. */
export function createCardCheckout(deps: {
  client: Stripe;
  publicUrl: string;
  logger: Logger;
}): CardCheckout {
  return {
    holdHours: CARD_HOLD_HOURS,
    open: (order, items, firstPart) =>
      createCheckoutSession(deps.client, order, items, deps.publicUrl, firstPart),
    /**
     * A cancelled card order's Checkout Session is expired at Stripe, so it cannot be paid
     * later. If Stripe cannot be reached, a late payment is still caught: the order is flagged
     * for a refund, never sold twice (service.ts).
     */
    async refund(paymentId, orderId, key) {
      const refund = await deps.client.refunds.create(
        { payment_intent: paymentId, metadata: { order_id: orderId } },
        { idempotencyKey: key ?? `atelier-refund-${orderId}` },
      );
      return { id: refund.id };
    },
    async close(sessionId) {
      await deps.client.checkout.sessions.expire(sessionId).catch((error: Error) => {
        deps.logger.warn({ err: error, sessionId }, `Could not expire Stripe session ${sessionId}`);
      });
    },
  };
}
