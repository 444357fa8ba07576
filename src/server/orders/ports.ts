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
  /** `firstPart`: a plan of monthly parts, whose first part the page charges. */
  open(
    order: OrderRow,
    items: ItemRow[],
    firstPart?: { amountPence: number; parts: number },
  ): Promise<{ id: string; url: string }>;
  /** Never throws: a page that could not be closed is logged, and a late payment refunded. */
  close(sessionId: string): Promise<void>;
  /**
   * Refunds a card payment in full, under an idempotency key made from the order, so asking
   * twice (a retry, two owners at once) refunds once; `key` for one of several payments of one
   * order (a plan's parts). Throws when Stripe cannot do it.
   */
  refund(paymentId: string, orderId: string, key?: string): Promise<{ id: string }>;
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

/** A later part's payment request: to whom, what for, how much (pence) and until when. */
export type PartRequest = {
  email: string;
  description: string;
  amountPence: number;
  artworkId: string | null;
  expiresAt: Date;
};

/**
 * What a plan of monthly parts needs of the payment requests: a request for a later part made
 * and mailed in the plan's transaction, requests closed when a plan is cancelled, a request's
 * expiry moved when it is extended, and the payer's page.
 */
export type PlanRequests = {
  openIn(tx: Queryable, values: PartRequest): Promise<{ id: string }>;
  /** Open requests among `ids` are cancelled (paid ones are left as they are). */
  cancelIn(tx: Queryable, ids: string[], now: Date): Promise<void>;
  /** An open request's expiry moved to `expiresAt`. */
  extendIn(tx: Queryable, id: string, expiresAt: Date, now: Date): Promise<void>;
  /** Requests among `ids`, as the plan reads them: status and card payment. */
  readIn(
    tx: Queryable,
    ids: string[],
  ): Promise<
    Array<{ id: string; status: string; expiresAt: Date; stripePaymentId: string | null }>
  >;
  /** The payer's page of a request. */
  payUrl(id: string): string;
};
