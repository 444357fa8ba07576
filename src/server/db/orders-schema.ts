import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { ORDER_STATUSES } from "#shared/order";
import { users } from "./auth-schema";
import { artworks } from "./catalogue-schema";
import { editions } from "./editions-schema";

// Orders and what they bought.

/**
 * An order. Money in pence (integers); the shipping address and the buyer's
 * e-mail as they were when the order was placed. `number` is the short, human reference
 * (shown as A-1001, …), from its own sequence.
 */
export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    number: integer("number").notNull().unique().generatedAlwaysAsIdentity({ startWith: 1001 }),
    // The buyer's account; null once they deleted it (the order stays: the shop's record).
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    buyerEmail: text("buyer_email").notNull(),
    status: text("status", { enum: ORDER_STATUSES }).notNull().default("awaiting_payment"),
    subtotalPence: integer("subtotal_pence").notNull(),
    shippingPence: integer("shipping_pence").notNull().default(0),
    totalPence: integer("total_pence").notNull(),
    shipName: text("ship_name").notNull(),
    // Null where the buyer collects from the studio (`collect`): then the name and phone only.
    shipLine1: text("ship_line1"),
    shipLine2: text("ship_line2"),
    shipCity: text("ship_city"),
    shipPostcode: text("ship_postcode"),
    shipCountry: text("ship_country").notNull(),
    shipPhone: text("ship_phone"),
    collect: boolean("collect").notNull().default(false),
    /** How to pay a manual order, as the shop said when it was placed (null: card, or older). */
    paymentInstructions: text("payment_instructions"),
    paymentMethod: text("payment_method", { enum: ["manual", "card"] })
      .notNull()
      .default("manual"),
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true, mode: "date" }).notNull(),
    trackingNumber: text("tracking_number"),
    // The Stripe Checkout Session paying for a card order, and its payment.
    stripeSessionId: text("stripe_session_id").unique(),
    stripeCheckoutUrl: text("stripe_checkout_url"),
    stripePaymentId: text("stripe_payment_id"),
    // A card payment that completed after the order had let go of a painting someone else then
    // bought: never sold twice, it is refunded automatically (orders/late-refunds.ts). The
    // refund is due from `refund_requested_at`, tried again at `refund_retry_at` after a
    // failure (null once given up: the owner then refunds it), `refund_error` the last reason.
    refundDue: boolean("refund_due").notNull().default(false),
    refundRequestedAt: timestamp("refund_requested_at", { withTimezone: true, mode: "date" }),
    refundRetryAt: timestamp("refund_retry_at", { withTimezone: true, mode: "date" }),
    refundAttempts: integer("refund_attempts").notNull().default(0),
    refundError: text("refund_error"),
    // Refunded by the shop itself, with nobody asked to act (a late payment).
    refundedAutomatically: boolean("refunded_automatically").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true, mode: "date" }),
    shippedAt: timestamp("shipped_at", { withTimezone: true, mode: "date" }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true, mode: "date" }),
    // The buyer's request to return it within the right to cancel, and why (optional).
    returnRequestedAt: timestamp("return_requested_at", { withTimezone: true, mode: "date" }),
    returnReason: text("return_reason"),
    // When the buyer was invited to review the order (once, some days after delivery).
    reviewInvitedAt: timestamp("review_invited_at", { withTimezone: true, mode: "date" }),
    closedAt: timestamp("closed_at", { withTimezone: true, mode: "date" }),
    refundedAt: timestamp("refunded_at", { withTimezone: true, mode: "date" }),
    // Stripe's refund of a card payment (a manual payment's refund is the owner's to make).
    stripeRefundId: text("stripe_refund_id"),
  },
  (t) => [
    index("orders_user_id_created_at_idx").on(t.userId, t.createdAt),
    index("orders_status_created_at_idx").on(t.status, t.createdAt),
    // The refund worker's claim: late payments whose refund is due, soonest first.
    index("orders_refund_due_idx")
      .on(t.refundRetryAt)
      .where(sql`${t.refundDue} and ${t.refundRetryAt} is not null`),
    index("orders_awaiting_hold_idx")
      .on(t.holdExpiresAt)
      .where(sql`${t.status} = 'awaiting_payment'`),
    check(
      "orders_status_check",
      sql`${t.status} in ('awaiting_payment', 'paying_in_parts', 'paid', 'shipped', 'delivered', 'return_requested', 'refund_due', 'cancelled', 'expired', 'refunded')`,
    ),
    check(
      "orders_money_check",
      sql`${t.subtotalPence} >= 0 and ${t.shippingPence} >= 0 and ${t.totalPence} = ${t.subtotalPence} + ${t.shippingPence}`,
    ),
    check("orders_payment_method_check", sql`${t.paymentMethod} in ('manual', 'card')`),
    // An address to send it to, unless it is collected.
    check(
      "orders_address_check",
      sql`${t.collect} or (${t.shipLine1} is not null and ${t.shipCity} is not null and ${t.shipPostcode} is not null)`,
    ),
  ],
);

/**
 * What an order bought, as a snapshot (title, artist, image and price as they were),
 * so editing or deleting the artwork later changes no past order.
 *
 * `hold` is how this line holds its painting: 'reserved' (awaiting payment, until
 * `hold_expires_at`), 'plan' (kept for a buyer paying in monthly parts, with no end: until the
 * plan is paid or cancelled), 'sold' (paid or shipped), or null (cancelled or expired). The partial
 * unique index lets at most one line hold a painting — the database, not a check before an
 * insert, is what stops a painting from being sold twice.
 */
export const orderItems = pgTable(
  "order_items",
  {
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    artworkId: uuid("artwork_id").references(() => artworks.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    artist: text("artist").notNull(),
    imageUrl: text("image_url").notNull(),
    pricePence: integer("price_pence").notNull(),
    // A print line: the edition, how many prints (each at `price_pence`) and what they were as
    // ordered (format and sizes); its `artwork_id` is null, since it holds no original.
    editionId: uuid("edition_id").references(() => editions.id, { onDelete: "set null" }),
    quantity: integer("quantity").notNull().default(1),
    printFormat: text("print_format"),
    printWidth: numeric("print_width", { precision: 8, scale: 2, mode: "number" }),
    printHeight: numeric("print_height", { precision: 8, scale: 2, mode: "number" }),
    printUnit: text("print_unit"),
    editionSize: integer("edition_size"),
    // The painting a print is of, for its address and certificate (no foreign key: kept when
    // the work is deleted, as a certificate keeps it).
    printOf: uuid("print_of"),
    hold: text("hold", { enum: ["reserved", "plan", "sold"] }),
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.position] }),
    uniqueIndex("order_items_one_holder_idx").on(t.artworkId).where(sql`${t.hold} is not null`),
    index("order_items_artwork_id_idx").on(t.artworkId),
    // Decision 010: when the next hold ends, a cached catalogue answer may be out of date.
    index("order_items_reserved_until_idx").on(t.holdExpiresAt).where(sql`${t.hold} = 'reserved'`),
    check("order_items_hold_check", sql`${t.hold} in ('reserved', 'plan', 'sold')`),
    check("order_items_price_check", sql`${t.pricePence} >= 0`),
    index("order_items_edition_id_idx").on(t.editionId),
    check("order_items_quantity_check", sql`${t.quantity} between 1 and 10`),
    check(
      "order_items_one_kind_check",
      sql`${t.printFormat} is null or (${t.artworkId} is null and ${t.printOf} is not null)`,
    ),
  ],
);

export const REVIEW_STATUSES = ["pending", "published", "hidden"] as const;

/**
 * A buyer's review of an order, one per order, shown only once the owner publishes it. The
 * buyer's words are never changed; the owner may reply. `artworkTitle` is the order's
 * paintings' titles as they were. A review stays (published) when its author deletes their
 * account, without the link; an unpublished one goes with the account.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    rating: integer("rating").notNull(),
    text: text("text").notNull(),
    displayName: text("display_name").notNull(),
    artworkTitle: text("artwork_title").notNull(),
    status: text("status", { enum: REVIEW_STATUSES }).notNull().default("pending"),
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true, mode: "date" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    index("reviews_published_idx").on(t.publishedAt).where(sql`${t.status} = 'published'`),
    index("reviews_user_id_idx").on(t.userId),
    check("reviews_rating_check", sql`${t.rating} between 1 and 5`),
    check("reviews_status_check", sql`${t.status} in ('pending', 'published', 'hidden')`),
  ],
);
