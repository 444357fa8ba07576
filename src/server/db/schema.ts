import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "#server/auth/schema";
import { ENQUIRY_KINDS } from "#shared/collectors";
import { BANDS } from "#shared/delivery";
import { ORDER_STATUSES } from "#shared/order";

export const artworks = pgTable(
  "artworks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    artist: text("artist").notNull(),
    description: text("description"),
    // Pounds, decimals allowed. numeric keeps pence exact.
    price: numeric("price", { precision: 10, scale: 2, mode: "number" }).notNull(),
    imageUrl: text("image_url").notNull(),
    medium: text("medium").notNull(),
    size: text("size").notNull(),
    // Derived from `size` whenever an artwork is written; 'small' | 'medium' | 'large'.
    sizeClass: text("size_class"),
    // The owner's choice of delivery band (#shared/delivery), or null: derived from the size.
    shippingBand: text("shipping_band", { enum: BANDS }),
    // Derived from `size` with it (dimensionsOf): "W x H" in centimetres, or both null.
    widthCm: numeric("width_cm", { precision: 8, scale: 2, mode: "number" }),
    heightCm: numeric("height_cm", { precision: 8, scale: 2, mode: "number" }),
    // One lower-cased text to search, fields joined by a newline that a search
    // term cannot contain, indexed with trigrams so substring search stays fast.
    searchText: text("search_text").generatedAlwaysAs(
      sql`lower(title || chr(10) || artist || chr(10) || coalesce(description, '') || chr(10) || medium)`,
    ),
    // The owner marked it sold elsewhere (a sale outside Atelier), with — for the provenance
    // register, never shown to visitors — the buyer's name and the day of the sale if she knows.
    soldElsewhere: boolean("sold_elsewhere").notNull().default(false),
    soldElsewhereTo: text("sold_elsewhere_to"),
    soldElsewhereOn: date("sold_elsewhere_on", { mode: "string" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    // Newest first, with id as the tiebreak for keyset pagination. Ascending on
    // purpose: scanned backwards it serves `ORDER BY created_at DESC, id DESC` exactly (a
    // `DESC NULLS LAST` index would not match DESC's default NULLS FIRST, and goes unused).
    index("artworks_created_at_id_idx").on(t.createdAt, t.id),
    index("artworks_price_idx").on(t.price),
    index("artworks_size_class_idx").on(t.sizeClass),
    index("artworks_medium_trgm_idx").using("gin", sql`lower(${t.medium}) gin_trgm_ops`),
    index("artworks_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    check("artworks_price_check", sql`${t.price} >= 0`),
    check("artworks_size_class_check", sql`${t.sizeClass} in ('small', 'medium', 'large')`),
    check(
      "artworks_shipping_band_check",
      sql`${t.shippingBand} in ('small', 'medium', 'large', 'oversize')`,
    ),
    check(
      "artworks_dimensions_check",
      sql`(${t.widthCm} is null and ${t.heightCm} is null) or (${t.widthCm} > 0 and ${t.heightCm} > 0)`,
    ),
  ],
);

/**
 * Decision 010: one row whose `version` goes up in every transaction that changes what a
 * catalogue list or artwork shows (artworks, or the order lines that hold them), bumped at
 * commit by triggers (migration 0008), so no write path can forget it and every process sees
 * it. Cached answers are kept per version.
 */
export const catalogueVersion = pgTable(
  "catalogue_version",
  {
    id: integer("id").primaryKey(),
    version: bigint("version", { mode: "number" }).notNull(),
  },
  (t) => [check("catalogue_version_one_row", sql`${t.id} = 1`)],
);

export { accounts, sessions, users, verifications } from "#server/auth/schema";
export { appSettings, rateLimits, shopPages, shopSettings } from "./settings-schema";

/** A shopper's favorites: one row per (user, artwork). */
export const userFavorites = pgTable(
  "user_favorites",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    artworkId: uuid("artwork_id")
      .notNull()
      .references(() => artworks.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.artworkId] }),
    index("user_favorites_artwork_id_idx").on(t.artworkId),
  ],
);

/** A shopper's cart items: one row per (user, artwork), quantity always 1 (each work is unique). */
export const cartItems = pgTable(
  "cart_items",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    artworkId: uuid("artwork_id")
      .notNull()
      .references(() => artworks.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.artworkId] }),
    index("cart_items_artwork_id_idx").on(t.artworkId),
    check("cart_items_quantity_check", sql`${t.quantity} = 1`),
  ],
);

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
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
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
      sql`${t.status} in ('awaiting_payment', 'paid', 'shipped', 'delivered', 'return_requested', 'refund_due', 'cancelled', 'expired', 'refunded')`,
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
 * `hold_expires_at`), 'sold' (paid or shipped), or null (cancelled or expired). The partial
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
    hold: text("hold", { enum: ["reserved", "sold"] }),
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.position] }),
    uniqueIndex("order_items_one_holder_idx").on(t.artworkId).where(sql`${t.hold} is not null`),
    index("order_items_artwork_id_idx").on(t.artworkId),
    // Decision 010: when the next hold ends, a cached catalogue answer may be out of date.
    index("order_items_reserved_until_idx").on(t.holdExpiresAt).where(sql`${t.hold} = 'reserved'`),
    check("order_items_hold_check", sql`${t.hold} in ('reserved', 'sold')`),
    check("order_items_price_check", sql`${t.pricePence} >= 0`),
  ],
);

/**
 * Every Stripe event applied, by its id — written in the same transaction as the
 * change it makes, so a replayed event, or one two processes receive, changes nothing twice.
 */
export const paymentEvents = pgTable("payment_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
  outcome: text("outcome").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true, mode: "date" }).notNull(),
});

/**
 * Decision 013: every e-mail Atelier sends, written in the same transaction as the change it
 * reports and delivered afterwards by the delivery worker of any process (mail/delivery.ts).
 * A worker claims a due row by setting `claimed_by` and a lease (`claimed_until`), sends it
 * with no transaction open, then marks it sent; a failed attempt is retried later
 * (`next_attempt_at`) until the row is given up as `failed`.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // The order mails were written in, which is the order they are sent in when due together.
    seq: bigint("seq", { mode: "number" }).notNull().generatedAlwaysAsIdentity(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    // Extra header lines (List-Unsubscribe, …), by name.
    headers: jsonb("headers").$type<Record<string, string>>(),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, mode: "date" }).notNull(),
    claimedBy: text("claimed_by"),
    claimedUntil: timestamp("claimed_until", { withTimezone: true, mode: "date" }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    // The worker's claim: pending rows whose next attempt is due, soonest (then oldest) first.
    index("mail_outbox_due_idx").on(t.nextAttemptAt, t.seq).where(sql`${t.status} = 'pending'`),
    check("mail_outbox_status_check", sql`${t.status} in ('pending', 'sent', 'failed')`),
    check("mail_outbox_attempts_check", sql`${t.attempts} >= 0`),
  ],
);

/**
 * People who follow the artist: one row per address (lower-cased), `pending` until the link in
 * the confirmation mail is opened (a signed-in shopper following with their own verified
 * address is confirmed at once). `token` is the secret in that link and in every mail's
 * unsubscribe link; unsubscribing deletes the row.
 */
export const followers = pgTable(
  "followers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull().unique(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    token: text("token").notNull().unique(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true, mode: "date" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [check("followers_email_check", sql`${t.email} = lower(${t.email})`)],
);

/**
 * New works to tell followers about. An artwork added opens a digest window, or joins the one
 * open; when the window is due, one mail per confirmed follower lists every work in it, in the
 * transaction that marks them announced, so each is announced once, by one process.
 */
export const newWorks = pgTable(
  "new_works",
  {
    artworkId: uuid("artwork_id")
      .primaryKey()
      .references(() => artworks.id, { onDelete: "cascade" }),
    dueAt: timestamp("due_at", { withTimezone: true, mode: "date" }).notNull(),
    announcedAt: timestamp("announced_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [index("new_works_due_idx").on(t.dueAt).where(sql`${t.announcedAt} is null`)],
);

/**
 * "Notify me about similar work": an address, and what made the painting it was asked from
 * what it is — its medium families, size class and price bands, in the filters' own terms — so
 * the alert outlives the painting. Confirmed like a follower (double opt-in) unless a shopper
 * asked with their own address; mailed once, when a matching work is announced, then deleted.
 */
export const alerts = pgTable(
  "alerts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    token: text("token").notNull().unique(),
    artworkId: uuid("artwork_id").references(() => artworks.id, { onDelete: "set null" }),
    // The painting's title when the alert was made, so it can be named after it is gone.
    artworkTitle: text("artwork_title").notNull(),
    mediums: text("mediums").array().notNull(),
    sizeClass: text("size_class"),
    priceRanges: text("price_ranges").array().notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true, mode: "date" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [
    uniqueIndex("alerts_email_artwork_idx").on(t.email, t.artworkId),
    index("alerts_user_idx").on(t.userId),
    check("alerts_email_check", sql`${t.email} = lower(${t.email})`),
  ],
);

/**
 * A visitor's question about a painting, or a request for a commission: stored as typed (and
 * shown as text), mailed to every owner, listed newest first in the admin until marked done.
 */
export const enquiries = pgTable(
  "enquiries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: ENQUIRY_KINDS }).notNull(),
    artworkId: uuid("artwork_id").references(() => artworks.id, { onDelete: "set null" }),
    // The painting's title when asked, so the owner still knows which it was after it is gone.
    artworkTitle: text("artwork_title"),
    name: text("name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    doneAt: timestamp("done_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    index("enquiries_created_at_idx").on(t.createdAt, t.id),
    check("enquiries_kind_check", sql`${t.kind} in ('question', 'commission')`),
  ],
);

/**
 * A certificate of authenticity, one per painting of a paid order, issued in the transaction
 * that makes the order paid. It keeps what it certifies as it was at the sale (the artwork may
 * change or go later), and its `code` — unguessable, the key of its public verification page.
 * A refunded sale voids it.
 */
export const certificates = pgTable(
  "certificates",
  {
    code: text("code").primaryKey(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    // The painting's id as it was sold, kept even if the artwork is deleted later (no foreign
    // key): the certificate's address stays the same for its buyer.
    artworkId: uuid("artwork_id").notNull(),
    title: text("title").notNull(),
    artist: text("artist").notNull(),
    medium: text("medium").notNull(),
    size: text("size").notNull(),
    widthCm: numeric("width_cm", { precision: 8, scale: 2, mode: "number" }),
    heightCm: numeric("height_cm", { precision: 8, scale: 2, mode: "number" }),
    year: integer("year").notNull(),
    imageUrl: text("image_url").notNull(),
    buyerName: text("buyer_name").notNull(),
    soldAt: timestamp("sold_at", { withTimezone: true, mode: "date" }).notNull(),
    voidedAt: timestamp("voided_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [uniqueIndex("certificates_order_item_idx").on(t.orderId, t.position)],
);

/**
 * How often each artwork's detail was seen, per day (the shop's day, UK time): counted in each
 * process's memory and added here in batches (stats/views.ts). Nothing about who looked.
 */
export const artworkViews = pgTable(
  "artwork_views",
  {
    artworkId: uuid("artwork_id")
      .notNull()
      .references(() => artworks.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    count: integer("count").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.artworkId, t.day] }),
    index("artwork_views_day_idx").on(t.day),
    check("artwork_views_count_check", sql`${t.count} > 0`),
  ],
);
