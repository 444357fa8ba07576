import { z } from "zod";
import { addDays, shopDay } from "./dates";
import { countryCode, countryName, UK_COUNTRY } from "./delivery";
import {
  type EditionUnit,
  editionIdSchema,
  linePence,
  printName,
  printQuantitySchema,
} from "./editions";
import { RETURN_DAYS } from "./shop";
import { line, MULTILINE_TEXT, optionalLine } from "./text-input";
import { editionsTexts } from "./texts/editions";

/** An order's statuses, in the order an order lives them. */
export const ORDER_STATUSES = [
  "awaiting_payment",
  "paying_in_parts",
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
 * The moves an order may make: `awaiting_payment` → `paid` → `shipped` → `delivered` (the owner
 * marks it, or the shop takes it as delivered `DELIVERY_ASSUMED_DAYS` after dispatch);
 * `awaiting_payment` → `cancelled` or `expired`; `paid`, `shipped` or `delivered` → `refunded`
 * (a refund the owner gives). The buyer's right to cancel: `paid` → `refund_due` (cancelled
 * before dispatch), `shipped` or `delivered` → `return_requested` → `refund_due` (the owner has
 * the painting back); `refund_due` → `refunded` once the money is back with the buyer (a card
 * refunded through the provider, or the owner recording a manual refund). An order paid in
 * monthly parts: `awaiting_payment` → `paying_in_parts` (its first part paid) → `paid` (its last)
 * or `refund_due` (the owner cancels the plan). Every other move is refused (409 with a reason).
 */
const TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  awaiting_payment: ["paid", "paying_in_parts", "cancelled", "expired"],
  paying_in_parts: ["paid", "refund_due"],
  paid: ["shipped", "refunded", "refund_due"],
  shipped: ["delivered", "return_requested", "refunded"],
  delivered: ["return_requested", "refunded"],
  return_requested: ["refund_due"],
  refund_due: ["refunded"],
  cancelled: [],
  expired: [],
  refunded: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/**
 * The statuses of an order whose paintings are sold to its buyer: paid, on their way, with the
 * buyer, or with the buyer who asked to send them back (they are the buyer's until returned).
 */
export const SOLD_STATUSES = [
  "paid",
  "shipped",
  "delivered",
  "return_requested",
] as const satisfies readonly OrderStatus[];

/** Whether the order's paintings are sold to its buyer (SOLD_STATUSES). */
export const isSold = (status: OrderStatus) =>
  (SOLD_STATUSES as readonly OrderStatus[]).includes(status);

/**
 * The last day of the right to cancel, `RETURN_DAYS` after the day (UK time) the order was
 * delivered, as YYYY-MM-DD: a buyer may ask to return it until that day ends.
 */
export const cancelPeriodEnd = (deliveredAt: Date): string =>
  addDays(shopDay(deliveredAt), RETURN_DAYS);

/** Whether the right to cancel that ends on `lastDay` (YYYY-MM-DD) still runs at `now`. */
export const withinCancelPeriod = (lastDay: string, now: Date) => shopDay(now) <= lastDay;

/**
 * Whether the buyer's country charges import VAT and duties on delivery: sent outside the UK.
 * A collected order is handed over in the studio.
 */
export const importChargesApply = (order: Pick<Order, "shippingAddress" | "collect">) =>
  order.collect === null &&
  order.shippingAddress !== null &&
  order.shippingAddress.country !== UK_COUNTRY;

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
 * The lines of an order, named: an original by its id, or prints of an edition with their
 * quantity (1 to 10; left out, 1). Each original and each edition once.
 */
const items = z
  .array(
    z.union(
      [
        z.strictObject({ artworkId: z.uuid({ error: "Artwork ids must be valid UUIDs" }) }),
        z.strictObject({
          editionId: editionIdSchema,
          quantity: printQuantitySchema.default(1),
        }),
      ],
      { error: "Each item is { artworkId } or { editionId, quantity }" },
    ),
  )
  .min(1, "Choose at least one item")
  .max(100, "An order holds at most 100 items")
  .superRefine((lines, ctx) => {
    const keys = lines.map((item) => ("artworkId" in item ? item.artworkId : item.editionId));
    if (new Set(keys).size < keys.length) {
      ctx.addIssue({ code: "custom", message: "Name each artwork and each edition once" });
    }
  })
  .optional();

/** An order's line as the order names it (`items`). */
export type OrderItemInput = NonNullable<z.output<typeof items>>[number];

/** How many monthly parts to pay in: a whole number from 1 (1: in full). */
const instalments = z
  .number({ error: "instalments must be a whole number of monthly parts" })
  .int("instalments must be a whole number of monthly parts")
  .min(1, "instalments must be at least 1 (1 pays in full)")
  .optional();

/**
 * A work kept for the buyer instead of the cart: an accepted offer, or the owner's reservation
 * (the hold's id). The order is that one work at the price agreed.
 */
const heldWork = {
  offerId: z.uuid({ error: "offerId must be a valid UUID" }).optional(),
  reservationId: z.uuid({ error: "reservationId must be a valid UUID" }).optional(),
};

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
 * in the cart, its prints at their quantities. `items` names the lines instead — originals and
 * prints, in the cart or not — and every one must be there to order, else 409 and nothing is
 * ordered. `offerId` or `reservationId` orders the one work kept for the buyer instead, at
 * the price agreed. `instalments` (2 up to the shop's `INSTALMENTS_MAX`) pays in monthly parts;
 * 1 or none pays in full (the upper bound is the server's, from its configuration). Anything
 * else sent (a subtotal, a delivery charge, a total) is ignored: the server prices an order
 * from its own tables.
 */
export const placeOrderSchema = z.preprocess(
  liftCollect,
  z.discriminatedUnion("collect", [
    z.object({
      collect: z.literal(false),
      shipping: shippingSchema,
      artworkIds,
      items,
      instalments,
      ...heldWork,
    }),
    collectSchema.extend({
      collect: z.literal(true),
      artworkIds,
      items,
      instalments,
      ...heldWork,
    }),
  ]),
);

/** Where an order goes: an address, or collection from the studio. */
export type Recipient = { address: ShippingAddress } | { collect: Collector };

export const trackingSchema = z.strictObject({
  trackingNumber: optionalLine("Tracking number", 60),
});

/** The most a buyer may say about why they return an order. */
export const RETURN_REASON_MAX = 1000;

/**
 * `POST /api/orders/:id/return`: why, if the buyer wishes to say (the right to cancel needs no
 * reason). Several lines are fine; other control characters are not. Left empty, it is none.
 */
export const returnSchema = z.strictObject({
  reason: z
    .string({ error: "Reason must be text" })
    .trim()
    .max(RETURN_REASON_MAX, `Reason must be at most ${RETURN_REASON_MAX} characters`)
    .regex(MULTILINE_TEXT, "Reason must not contain control characters")
    .optional()
    .transform((value) => value || undefined),
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

/**
 * An order paid in monthly parts, as the API shows it (money in pounds): how many parts, how
 * many are paid, when the next unpaid one is due (the start of its day, as an ISO timestamp;
 * null once all are paid) and every part's amount, due day (YYYY-MM-DD) and payment.
 */
export type OrderPlan = {
  parts: number;
  paid: number;
  nextDueAt: string | null;
  schedule: Array<{ part: number; amount: number; dueDay: string; paidAt: string | null }>;
};

/** The order as the API returns it: money in pounds, like artwork prices. */
export type Order = {
  id: string;
  number: string;
  status: OrderStatus;
  items: Array<{
    /** An original painting, or prints of one of its editions. */
    kind: "original" | "print";
    /** The painting's id (a print's: the painting it is of); null once it is deleted. */
    artworkId: string | null;
    /** The painting's slug, for its address; null once it is deleted. */
    artworkSlug: string | null;
    title: string;
    artist: string;
    imageUrl: string;
    /** The price of one (a print line's is each print's). */
    price: number;
    /** How many: 1 for an original, 1 to 10 prints. */
    quantity: number;
    /** A print line's edition as it was ordered (format, size, edition size); else null. */
    edition: {
      id: string | null;
      format: string;
      width: number;
      height: number;
      unit: EditionUnit;
      size: number | null;
    } | null;
    /**
     * A numbered edition's prints, once the order is paid: each one's number (of the edition's
     * size) and its own certificate. Empty for an original and before payment.
     */
    prints: Array<{ number: number; size: number; certificate: { code: string; url: string } }>;
    /** Its certificate of authenticity, once the order is paid: the code and the PDF's path. */
    certificate: { code: string; url: string } | null;
    /** The order's plan of monthly parts (the same as the order's), or null. */
    plan: OrderPlan | null;
  }>;
  /** Paid in monthly parts: the plan, else null (paid in full). */
  plan: OrderPlan | null;
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
  /** When it was delivered: marked by the owner, or taken as delivered after dispatch. */
  deliveredAt: string | null;
  /** When the buyer asked to return it, and why (if they said). */
  returnRequestedAt: string | null;
  returnReason: string | null;
  /**
   * The last day (YYYY-MM-DD, UK time) the buyer may cancel a dispatched order: `RETURN_DAYS`
   * after delivery (or after the day it is taken as delivered). Null before dispatch (a paid
   * order is cancelled outright) and once a return is asked for or the order is closed.
   */
  cancelUntil: string | null;
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

type OrderLine = Order["items"][number];

/**
 * What an order's line is called: the painting's title, or for prints "Print of Harbour,
 * Giclée print, 30 × 40 cm".
 */
export const lineName = (item: Pick<OrderLine, "title" | "edition">) =>
  item.edition
    ? `${editionsTexts.editions.printOf(item.title)}, ${printName(item.edition)}`
    : item.title;

/** What a line costs, in pounds: each one's price times how many, exact to the penny. */
export const lineTotal = (item: Pick<OrderLine, "price" | "quantity">) =>
  linePence(item.price, item.quantity) / 100;

/** Every numbered print of the order, with its line: "Print 7 of 50" and its certificate. */
export const numberedPrints = (order: Pick<Order, "items">) =>
  order.items.flatMap((item) => item.prints.map((print) => ({ item, print })));
