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

/** The share of the price the lowest offer is, unless the owner chooses another: half. */
export const OFFER_LOWEST_SHARE = 0.5;

/**
 * The lowest offer on a work priced `pricePence`, in whole pence: `lowestShare` of the price
 * (kept to hundredths, as the owner sets it), rounded up.
 */
export function lowestOfferPence(pricePence: number, lowestShare: number): number {
  return Math.ceil((pricePence * Math.round(lowestShare * 100)) / 100);
}

/**
 * Why an offer of `amountPence` on a work priced `pricePence` is refused, or null: it must be
 * below the price and at least `lowestShare` of it (half, unless the owner chose another), on
 * a work priced at least `minPricePence`.
 */
export function offerRefusal(
  amountPence: number,
  pricePence: number,
  minPricePence: number,
  lowestShare: number = OFFER_LOWEST_SHARE,
): "too-cheap-to-offer" | "too-low" | "not-below-price" | null {
  if (pricePence < minPricePence) return "too-cheap-to-offer";
  if (amountPence >= pricePence) return "not-below-price";
  if (amountPence < lowestOfferPence(pricePence, lowestShare)) return "too-low";
  return null;
}

/** An offer as its shopper sees it (`GET /api/offers`, and each offer route's answer). */
export type Offer = {
  id: string;
  artworkId: string;
  /** The work's slug, for its address (#shared/links). */
  artworkSlug: string;
  artworkTitle: string;
  artworkImageUrl: string;
  /** The work's price now, in pence. */
  pricePence: number;
  amountPence: number;
  message: string | null;
  status: OfferStatus;
  /** The owner's counter, while `countered` (and kept once accepted). */
  counterPence: number | null;
  /** The price agreed, once `accepted`. */
  agreedPence: number | null;
  /** When an open offer (or counter) expires unanswered. */
  expiresAt: string;
  /**
   * Once accepted: until when the work is kept for the buyer, and whether the hold is still
   * open (null once ordered, run out or ended), so the checkout link is shown only while it is.
   */
  holdExpiresAt: string | null;
  holdOpen: boolean;
  createdAt: string;
};

/** An offer as the owner's Offers tab lists it: with who made it. */
export type AdminOffer = Offer & { buyerEmail: string; buyerName: string };

/** A work kept for one collector, as the owner lists them (`GET /api/admin/reservations`). */
export type Reservation = {
  id: string;
  artworkId: string;
  artworkTitle: string;
  kind: HoldKind;
  email: string;
  /** The price the collector pays, in pence, or null for the work's own. */
  pricePence: number | null;
  expiresAt: string;
  endedAt: string | null;
  endReason: (typeof HOLD_END_REASONS)[number] | null;
  createdAt: string;
};

/**
 * A work kept for the signed-in collector, open now (`GET /api/holds`): what its checkout
 * shows, and what `POST /api/orders` takes as `offerId` (an accepted offer) or `reservationId`.
 */
export type CollectorHold = {
  id: string;
  kind: HoldKind;
  /** The accepted offer behind it (kind `offer`). */
  offerId: string | null;
  artworkId: string;
  artworkTitle: string;
  artworkArtist: string;
  artworkImageUrl: string;
  /** What the collector pays for the work, in pence (delivery added at checkout). */
  pricePence: number;
  expiresAt: string;
};
