import type { PaymentRequestStatus } from "./offers";
import { routes } from "./routes";

// The owner's payment requests (docs/product.md: selling): a link, e-mailed to one address, to
// pay an amount the owner names — a commission's deposit, a balance, framing.

/** How many days a request stays payable unless the owner says otherwise, and the bounds. */
export const PAYMENT_REQUEST_DAYS = 14;
export const PAYMENT_REQUEST_DAYS_MAX = 60;
/** The longest description. */
export const PAYMENT_REQUEST_DESCRIPTION_MAX = 500;

/** Where the payer pays: the page the e-mailed link opens (its id is the only key to it). */
export const payPageHref = (id: string) => `${routes.pay.path}/${id}`;

/**
 * What became of a card payment beyond the ordinary, for the owner: it came after the request
 * was cancelled or had expired (`paid-late`), or after it had been paid already (`paid-twice`,
 * the second payment is owed back).
 */
export type PaymentRequestNote = "paid-late" | "paid-twice";

/** A request as the owner lists it (`GET /api/admin/payment-requests`). */
export type AdminPaymentRequest = {
  id: string;
  /** Short and human: R-101, … */
  number: string;
  email: string;
  description: string;
  /** In pounds, like artwork prices. */
  amount: number;
  artworkId: string | null;
  artworkTitle: string | null;
  status: PaymentRequestStatus;
  /** How it was paid, once paid: by card (through Stripe) or recorded by the owner. */
  paidBy: "card" | "owner" | null;
  stripePaymentId: string | null;
  notes: PaymentRequestNote[];
  expiresAt: string;
  createdAt: string;
  paidAt: string | null;
};

/** What the payer's page shows (`GET /api/payment-requests/:id`): never the payer's address. */
export type PayablePaymentRequest = {
  id: string;
  number: string;
  gallery: string;
  description: string;
  amount: number;
  artwork: { id: string; title: string; artist: string; imageUrl: string } | null;
  status: PaymentRequestStatus;
  expiresAt: string;
  paidAt: string | null;
  /** How the payer pays: by card through Stripe, or as the shop's instructions say. */
  method: "card" | "manual";
  /** The shop's manual payment instructions (shown when `method` is manual). */
  paymentInstructions: string | null;
};

/** A request's number as people read it. */
export const paymentRequestNumber = (number: number) => `R-${number}`;
