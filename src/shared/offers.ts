// Paying for an original other than at the full price, now: offers, holds for one collector,
// and payment requests. The rules both sides need (bounds, statuses); the server enforces them.

/** The lowest price, in pounds, of a work that takes offers (`OFFERS_MIN_PRICE`, by default). */
export const OFFERS_MIN_PRICE = 500;
/** How long an accepted offer holds the work for its buyer, in hours (`OFFER_HOLD_HOURS`). */
export const OFFER_HOLD_HOURS = 48;
/** The most monthly parts a work may be paid in (`INSTALMENTS_MAX`, by default). */
export const INSTALMENTS_MAX = 3;
/** How long an offer, or the owner's counter, waits for an answer before it expires. */
export const OFFER_ANSWER_HOURS = 72;
/** The longest an owner may reserve a work for one collector. */
export const RESERVATION_MAX_DAYS = 7;
/** The longest message with an offer. */
export const OFFER_MESSAGE_MAX = 1000;

export const OFFER_STATUSES = ["pending", "countered", "accepted", "declined", "expired"] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
/** Statuses of an offer still waiting for an answer: at most one per shopper and work. */
export const OPEN_OFFER_STATUSES = ["pending", "countered"] as const satisfies OfferStatus[];

/** What holds a work for one collector before any order: an accepted offer or a reservation. */
export const HOLD_KINDS = ["offer", "reservation"] as const;
export type HoldKind = (typeof HOLD_KINDS)[number];
/** How a hold ended: its collector ordered, it ran out, or the owner (or a sale) ended it. */
export const HOLD_END_REASONS = ["ordered", "expired", "cancelled"] as const;

export const PAYMENT_REQUEST_STATUSES = ["open", "paid", "expired", "cancelled"] as const;
export type PaymentRequestStatus = (typeof PAYMENT_REQUEST_STATUSES)[number];

/**
 * Why an offer of `amountPence` on a work priced `pricePence` is refused, or null: it must be
 * below the price and at least half of it, on a work priced at least `minPricePence`.
 */
export function offerRefusal(
  amountPence: number,
  pricePence: number,
  minPricePence: number,
): "too-cheap-to-offer" | "too-low" | "not-below-price" | null {
  if (pricePence < minPricePence) return "too-cheap-to-offer";
  if (amountPence >= pricePence) return "not-below-price";
  if (amountPence * 2 < pricePence) return "too-low";
  return null;
}
