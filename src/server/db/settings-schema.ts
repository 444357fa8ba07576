import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import type { Rates } from "#shared/delivery";
import { SHOP_PAGE_SLUGS } from "#shared/shop";

// The shop's own settings and the state its server processes share, one row per thing.

/**
 * Fixed-window request counters shared by every server process: one row per
 * limiter and key (an IP address, an account), reset when its window ends.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [index("rate_limits_reset_at_idx").on(t.resetAt)],
);

/** Settings the server makes for itself once and every process shares (the auth secret). */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

/**
 * The shop itself, one row: who trades (the trader's name, address and e-mail the law asks
 * for, a VAT number if registered), the gallery's name once the owner chose one at setup, the
 * delivery rate table (pence, null where not shipped) and whether paintings may be collected
 * from the studio, and the first run's setup token (hashed) while the shop has no owner.
 */
export const shopSettings = pgTable(
  "shop_settings",
  {
    id: integer("id").primaryKey(),
    galleryName: text("gallery_name"),
    businessName: text("business_name").notNull().default(""),
    address: text("address").notNull().default(""),
    email: text("email").notNull().default(""),
    vatNumber: text("vat_number"),
    rates: jsonb("rates").$type<Rates>().notNull(),
    collection: boolean("collection").notNull().default(true),
    setupTokenHash: text("setup_token_hash"),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [check("shop_settings_one_row", sql`${t.id} = 1`)],
);

/** The shop's own pages the owner has written; a page not written yet reads its default. */
export const shopPages = pgTable(
  "shop_pages",
  {
    slug: text("slug", { enum: SHOP_PAGE_SLUGS }).primaryKey(),
    title: text("title").notNull(),
    markdown: text("markdown").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [
    check(
      "shop_pages_slug_check",
      sql`${t.slug} in ('about', 'delivery', 'returns', 'terms', 'privacy')`,
    ),
  ],
);
