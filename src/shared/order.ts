import { z } from "zod";
import { countryCode, countryName, UK_COUNTRY } from "./delivery";
import { line, optionalLine } from "./text-input";

/** An order's statuses, in the order an order lives them. */
export const ORDER_STATUSES = [
  "awaiting_payment",
  "paid",
  "shipped",
  "delivered",
  "return_requested",
  "refund_due",
  "cancelled",
  "expired",
  "refunded",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The moves an order may make: `awaiting_payment` → `paid` → `shipped`; `awaiting_payment` →
 * `cancelled` or `expired`; `paid` or `shipped` → `refunded` (a return, or a refund the owner
 * gives). Every other move is refused (409 with a reason).
 */
const TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  awaiting_payment: ["paid", "cancelled", "expired"],
  paid: ["shipped", "refunded"],
  shipped: ["refunded"],
  delivered: [],
  return_requested: [],
  refund_due: [],
  cancelled: [],
  expired: [],
  refunded: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** An order still open: its paintings are held for it (reserved). */
export const isAwaitingPayment = (status: OrderStatus) => status === "awaiting_payment";

/** The short, human order number: A-1001, A-1002, … */
export const orderNumber = (sequence: number) => `A-${sequence}`;

/**
 * A UK postcode (Royal Mail's format: outward code, a space, inward code), any case, with or
 * without the space. GIR 0AA is Girobank's.
 */
const UK_POSTCODE =
  /^(GIR ?0AA|[A-PR-UWYZ](\d{1,2}|[A-HK-Y]\d{1,2}|\d[A-HJKPSTUW]|[A-HK-Y]\d[ABEHMNPRVWXY]) ?\d[ABD-HJLNP-UW-Z]{2})$/i;

/** The postcode as Royal Mail writes it ("sw1a1aa" → "SW1A 1AA"), or undefined if it is not one. */
export function normaliseUkPostcode(postcode: string): string | undefined {
  const compact = postcode.replace(/\s+/g, "").toUpperCase();
  if (!UK_POSTCODE.test(compact)) return undefined;
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
}

const PHONE = /^\+?[\d\s().-]{6,30}$/;
const PHONE_MESSAGE = "Phone must be a phone number (digits, spaces, + ( ) - .)";

/**
 * The checkout form: Full Name, Address line 1, Address line 2 (optional), Town or City,
 * Postcode, Country (default United Kingdom; any country, by its ISO code, delivery priced by
 * zone), Phone (optional). UK postcodes are checked. The checkout form and the API
 * validate with this one schema, so both say the same thing.
 */
export const shippingSchema = z
  .object({
    name: line("Full name"),
    line1: line("Address line 1"),
    line2: optionalLine("Address line 2"),
    city: line("Town or city", 60),
    postcode: line("Postcode", 16),
    // An ISO 3166-1 code, or a country's English short name; kept as the code.
    country: z.string({ error: "Choose a country from the list" }).transform((value, ctx) => {
      const code = countryCode(value);
      if (code) return code;
      ctx.addIssue({ code: "custom", message: "Choose a country from the list" });
      return z.NEVER;
    }),
    phone: optionalLine("Phone", 30).refine(
      (phone) => phone === undefined || PHONE.test(phone),
      PHONE_MESSAGE,
    ),
  })
  .transform((shipping, ctx) => {
    if (shipping.country !== UK_COUNTRY) return shipping;
    const postcode = normaliseUkPostcode(shipping.postcode);
    if (!postcode) {
      ctx.addIssue({
        code: "custom",
        path: ["postcode"],
        message: "Enter a UK postcode, such as SW1A 1AA",
      });
      return z.NEVER;
    }
    return { ...shipping, postcode };
  });

/** A shipping address as the order keeps it (the schema's output, optional lines left out). */
export type ShippingAddress = {
  name: string;
  line1: string;
  line2?: string;
  city: string;
  postcode: string;
  /** An ISO 3166-1 alpha-2 code ("GB"). */
  country: string;
  phone?: string;
};
export type ShippingInput = z.input<typeof shippingSchema>;

/** Collecting from the studio instead of an address: who comes, and a phone to arrange it. */
export const collectSchema = z.object({
  name: line("Full name"),
  phone: line("Phone", 30).refine((phone) => PHONE.test(phone), PHONE_MESSAGE),
});
export type Collector = z.output<typeof collectSchema>;

const artworkIds = z
  .array(z.uuid({ error: "Artwork ids must be valid UUIDs" }))
  .min(1, "Choose at least one artwork")
  .max(100, "An order holds at most 100 artworks")
  .optional();

/**
 * `{ collect: true, name, phone }` — the name and phone at the top or in `shipping` — chooses
 * collection from the studio; anything else is an order sent to `shipping`.
 */
function liftCollect(body: unknown) {
  if (typeof body !== "object" || body === null) return body;
  const fields = body as Record<string, unknown>;
  if (fields.collect !== true) return { ...fields, collect: false };
  const shipping =
    typeof fields.shipping === "object" && fields.shipping !== null
      ? (fields.shipping as Record<string, unknown>)
      : {};
  return { ...fields, name: fields.name ?? shipping.name, phone: fields.phone ?? shipping.phone };
}

/**
 * The `POST /api/orders` body: an address to send it to (`shipping`), or collection from the
 * studio. `artworkIds`, when sent (the checkout page sends what it showed), must all still be
 * available, else 409 and nothing is ordered; without it the order takes every available item
 * in the cart. Anything else sent (a subtotal, a delivery charge, a total) is ignored: the
 * server prices an order from its own tables.
 */
export const placeOrderSchema = z.preprocess(
  liftCollect,
  z.discriminatedUnion("collect", [
    z.object({ collect: z.literal(false), shipping: shippingSchema, artworkIds }),
    collectSchema.extend({ collect: z.literal(true), artworkIds }),
  ]),
);

/** Where an order goes: an address, or collection from the studio. */
export type Recipient = { address: ShippingAddress } | { collect: Collector };

export const trackingSchema = z.strictObject({
  trackingNumber: optionalLine("Tracking number", 60),
});

/** Who receives an order: the name on its address, or of whoever collects it. */
export const recipientName = (order: Pick<Order, "shippingAddress" | "collect">) =>
  order.shippingAddress?.name ?? order.collect?.name ?? "";

/**
 * Where an order goes, one line each — the address (the country by name), or who collects it
 * from the studio (`collectLine` says so) and their phone — for the page and the e-mail alike.
 */
export function recipientLines(
  order: Pick<Order, "shippingAddress" | "collect">,
  collectLine: string,
): string[] {
  const address = order.shippingAddress;
  if (!address) return order.collect ? [order.collect.name, collectLine, order.collect.phone] : [];
  return [
    address.name,
    address.line1,
    address.line2,
    [address.city, address.postcode].join(" "),
    countryName(address.country),
    address.phone,
  ].filter((line): line is string => Boolean(line));
}

/** The order as the API returns it: money in pounds, like artwork prices. */
export type Order = {
  id: string;
  number: string;
  status: OrderStatus;
  items: Array<{
    artworkId: string | null;
    title: string;
    artist: string;
    imageUrl: string;
    price: number;
    /** Its certificate of authenticity, once the order is paid: the code and the PDF's path. */
    certificate: { code: string; url: string } | null;
  }>;
  subtotal: number;
  shipping: number;
  total: number;
  /** Where it is sent; null when the buyer collects it from the studio (then `collect`). */
  shippingAddress: ShippingAddress | null;
  /** Who collects it from the studio, and their phone; null when it is sent. */
  collect: { name: string; phone: string } | null;
  paymentMethod: "manual" | "card";
  holdExpiresAt: string;
  createdAt: string;
  paidAt: string | null;
  shippedAt: string | null;
  trackingNumber: string | null;
  /** What the buyer is asked to do to pay (manual payment), shown with the order. */
  paymentInstructions: string;
  /** Where a card order awaiting payment is paid (Stripe Checkout), else null. */
  payUrl: string | null;
  /**
   * When the order was refunded, and whether the shop did it on its own (a card payment that
   * came after its painting was sold to someone else); else null.
   */
  refund: { at: string; automatic: boolean } | null;
};

/** The owner's view adds who bought it, the card payment's id, and a refund to make. */
export type AdminOrder = Order & {
  buyer: { email: string; name: string };
  stripePaymentId: string | null;
  /**
   * Paid by card after its paintings went to another buyer: the shop is refunding it on its
   * own, until it is refunded.
   */
  refundDue: boolean;
  /** Why the shop gave up refunding it on its own (the owner refunds it), else null. */
  refundProblem: string | null;
};

/** A card order's instructions are the card page itself. */
export const CARD_PAYMENT_INSTRUCTIONS = "Pay by card on Stripe's secure checkout page.";
