import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  HOLD_END_REASONS,
  HOLD_KINDS,
  OFFER_STATUSES,
  PAYMENT_REQUEST_STATUSES,
} from "#shared/offers";
import { users } from "./auth-schema";
import { artworks } from "./catalogue-schema";
import { orders } from "./orders-schema";

// Paying for an original other than at the full price, now (docs/decisions/045-holds-and-offers.md).

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * A work kept for one collector before any order: an accepted offer (at its agreed price) or
 * the owner's reservation for an e-mail address (at a given price, or the work's own when
 * null). While it is open (`ended_at` null) and `expires_at` has not passed, the work is
 * reserved for everybody else; only an account with `email` may order it, at `price_pence`.
 * The partial unique index keeps at most one open hold on a work; placing its order ends it in
 * the order's transaction (`ordered`).
 */
export const collectorHolds = pgTable(
  "collector_holds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    artworkId: uuid("artwork_id")
      .notNull()
      .references(() => artworks.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: HOLD_KINDS }).notNull(),
    // The collector's address, lower-cased: the account with it may order the work.
    email: text("email").notNull(),
    pricePence: integer("price_pence"),
    expiresAt: at("expires_at").notNull(),
    endedAt: at("ended_at"),
    endReason: text("end_reason", { enum: HOLD_END_REASONS }),
    // The order that took the work, once its collector ordered it.
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    createdAt: at("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("collector_holds_one_open_idx").on(t.artworkId).where(sql`${t.endedAt} is null`),
    // The sweep's look-up, and when the next hold ends (cached catalogue answers).
    index("collector_holds_open_until_idx").on(t.expiresAt).where(sql`${t.endedAt} is null`),
    index("collector_holds_email_idx").on(t.email),
    check("collector_holds_kind_check", sql`${t.kind} in ('offer', 'reservation')`),
    check(
      "collector_holds_end_check",
      sql`(${t.endedAt} is null) = (${t.endReason} is null) and (${t.endReason} is null or ${t.endReason} in ('ordered', 'expired', 'cancelled'))`,
    ),
    check("collector_holds_price_check", sql`${t.pricePence} is null or ${t.pricePence} > 0`),
  ],
);

/**
 * A shopper's offer on a work: `pending` for the owner's answer, `countered` (at
 * `counter_pence`) for the shopper's, `accepted` (its hold made), `declined` or `expired`
 * (unanswered by `expires_at`). At most one open offer per shopper and work.
 */
export const offers = pgTable(
  "offers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    artworkId: uuid("artwork_id")
      .notNull()
      .references(() => artworks.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    amountPence: integer("amount_pence").notNull(),
    message: text("message"),
    status: text("status", { enum: OFFER_STATUSES }).notNull().default("pending"),
    counterPence: integer("counter_pence"),
    // The price agreed, once accepted: the offer's amount or the counter's.
    agreedPence: integer("agreed_pence"),
    expiresAt: at("expires_at").notNull(),
    holdId: uuid("hold_id").references(() => collectorHolds.id, { onDelete: "set null" }),
    createdAt: at("created_at").notNull(),
    updatedAt: at("updated_at").notNull(),
  },
  (t) => [
    uniqueIndex("offers_one_open_idx")
      .on(t.artworkId, t.userId)
      .where(sql`${t.status} in ('pending', 'countered')`),
    index("offers_user_id_idx").on(t.userId, t.createdAt),
    index("offers_status_created_idx").on(t.status, t.createdAt),
    index("offers_open_until_idx")
      .on(t.expiresAt)
      .where(sql`${t.status} in ('pending', 'countered')`),
    check(
      "offers_status_check",
      sql`${t.status} in ('pending', 'countered', 'accepted', 'declined', 'expired')`,
    ),
    check(
      "offers_money_check",
      sql`${t.amountPence} > 0 and (${t.counterPence} is null or ${t.counterPence} > 0) and (${t.agreedPence} is null or ${t.agreedPence} > 0)`,
    ),
  ],
);

/**
 * The owner's request for a payment (a commission's deposit, a balance, framing), sent to an
 * e-mail address as a link: `open` until paid (by card, through the verified webhook, or
 * marked paid by the owner), `expired` after `expires_at`, or `cancelled` by the owner.
 */
export const paymentRequests = pgTable(
  "payment_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    number: integer("number").notNull().unique().generatedAlwaysAsIdentity({ startWith: 101 }),
    email: text("email").notNull(),
    description: text("description").notNull(),
    amountPence: integer("amount_pence").notNull(),
    artworkId: uuid("artwork_id").references(() => artworks.id, { onDelete: "set null" }),
    status: text("status", { enum: PAYMENT_REQUEST_STATUSES }).notNull().default("open"),
    expiresAt: at("expires_at").notNull(),
    stripeSessionId: text("stripe_session_id").unique(),
    stripeCheckoutUrl: text("stripe_checkout_url"),
    stripePaymentId: text("stripe_payment_id"),
    createdAt: at("created_at").notNull(),
    updatedAt: at("updated_at").notNull(),
    paidAt: at("paid_at"),
  },
  (t) => [
    index("payment_requests_status_created_idx").on(t.status, t.createdAt),
    index("payment_requests_open_until_idx").on(t.expiresAt).where(sql`${t.status} = 'open'`),
    check(
      "payment_requests_status_check",
      sql`${t.status} in ('open', 'paid', 'expired', 'cancelled')`,
    ),
    check("payment_requests_amount_check", sql`${t.amountPence} > 0`),
  ],
);

/**
 * An order paid in monthly parts (docs/decisions/048-instalment-plans.md): one row per part,
 * its amount in pence and its due day (YYYY-MM-DD, the shop's day). Part 1 is the order's own
 * payment; each later part is paid through a payment request, made on its due day (or sooner,
 * when the buyer pays ahead). `overdue_noticed_at`: the buyer and owner were told it is late.
 */
export const orderPlanParts = pgTable(
  "order_plan_parts",
  {
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    part: integer("part").notNull(),
    amountPence: integer("amount_pence").notNull(),
    dueDay: text("due_day").notNull(),
    paidAt: at("paid_at"),
    paymentRequestId: uuid("payment_request_id")
      .unique()
      .references(() => paymentRequests.id, { onDelete: "set null" }),
    overdueNoticedAt: at("overdue_noticed_at"),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.part] }),
    // The sweep's look-up: parts not paid yet, by due day.
    index("order_plan_parts_unpaid_idx").on(t.dueDay).where(sql`${t.paidAt} is null`),
    check("order_plan_parts_part_check", sql`${t.part} >= 1`),
    check("order_plan_parts_amount_check", sql`${t.amountPence} > 0`),
    check("order_plan_parts_due_day_check", sql`${t.dueDay} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`),
  ],
);
