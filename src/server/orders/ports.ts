import type { Queryable } from "#server/db/client";
import type { orderItems, orders } from "#server/db/schema";

// What the orders desk needs from outside the orders feature, declared here so the feature
// depends on nothing that depends on it: payments implement the card checkout, and the app
// wires what a released painting sets in motion (decision 029).

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

/**
 * What orders need of a card payment service: how long a card order holds its paintings, a
 * page where the buyer pays a placed order, and that page closed when the order is cancelled.
 * Orders know nothing of the provider behind it (payments/checkout.ts makes one for Stripe).
 */
export type CardCheckout = {
  holdHours: number;
  open(order: OrderRow, items: ItemRow[]): Promise<{ id: string; url: string }>;
  /** Never throws: a page that could not be closed is logged, and a late payment refunded. */
  close(sessionId: string): Promise<void>;
  /**
   * Refunds a card payment in full, under an idempotency key made from the order, so asking
   * twice (a retry, two owners at once) refunds once. Throws when Stripe cannot do it.
   */
  refund(paymentId: string, orderId: string): Promise<{ id: string }>;
};

/** Paintings an order has just let go, in its transaction, and who bought them. */
export type Released = (
  tx: Queryable,
  artworkIds: (string | null)[],
  buyerEmail: string,
) => Promise<void>;

/**
 * Paintings an order has just taken (reserved for its buyer), in its transaction: what that
 * sets in motion elsewhere (other collectors' open offers on them are closed).
 */
export type Taken = (
  tx: Queryable,
  artworkIds: string[],
  buyerEmail: string,
  now: Date,
) => Promise<void>;
