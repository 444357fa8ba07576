import { sql } from "drizzle-orm";
import {
  bigint,
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
import { ENQUIRY_KINDS } from "#shared/collectors";
import { users } from "./auth-schema";
import { artworks } from "./catalogue-schema";
import { paymentRequests } from "./offers-schema";
import { orders } from "./orders-schema";

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

export { accounts, passkeys, sessions, users, verifications } from "./auth-schema";
export { artworkImages, artworks, series } from "./catalogue-schema";
export { cartPrints, editions } from "./editions-schema";
export { collectorHolds, offers, orderPlanParts, paymentRequests } from "./offers-schema";
export { backups, incidents } from "./operations-schema";
export { orderItems, orders, reviews } from "./orders-schema";
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
 * Every Stripe event applied, by its id — written in the same transaction as the
 * change it makes, so a replayed event, or one two processes receive, changes nothing twice.
 */
export const paymentEvents = pgTable("payment_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
  // Or the owner's payment request the event paid.
  paymentRequestId: uuid("payment_request_id").references(() => paymentRequests.id, {
    onDelete: "set null",
  }),
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
 * Early access to a release: one mail per confirmed follower and release moment, its link's
 * token opening the works that release then (`/preview?token=…`) until they are public. The
 * unique pair makes the mail one, whichever process's sweep sends it.
 */
export const earlyAccess = pgTable(
  "early_access",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    followerId: uuid("follower_id")
      .notNull()
      .references(() => followers.id, { onDelete: "cascade" }),
    releaseAt: timestamp("release_at", { withTimezone: true, mode: "date" }).notNull(),
    token: text("token").notNull().unique(),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [uniqueIndex("early_access_one_mail_idx").on(t.followerId, t.releaseAt)],
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
    // A numbered print's: its edition, its number of the edition's size, and its format. Each
    // number of an edition is given once (`certificates_print_number_idx`), and never again.
    editionId: uuid("edition_id"),
    printNumber: integer("print_number"),
    editionSize: integer("edition_size"),
    printFormat: text("print_format"),
    soldAt: timestamp("sold_at", { withTimezone: true, mode: "date" }).notNull(),
    voidedAt: timestamp("voided_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    // An original's one certificate per order line; a print line's, one per print.
    uniqueIndex("certificates_order_item_idx")
      .on(t.orderId, t.position)
      .where(sql`${t.printNumber} is null`),
    uniqueIndex("certificates_print_number_idx").on(t.editionId, t.printNumber),
    check(
      "certificates_print_check",
      sql`(${t.printNumber} is null) = (${t.editionId} is null) and (${t.printNumber} is null or ${t.printNumber} between 1 and ${t.editionSize})`,
    ),
  ],
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
