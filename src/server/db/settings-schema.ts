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
import { BUSINESS_FORMS, SHOP_PAGE_SLUGS } from "#shared/shop";

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
    // Who she is, on the home page and in what the shop says of itself.
    artistName: text("artist_name").notNull().default(""),
    statement: text("statement").notNull().default(""),
    /** The portrait, square, as a profile photo is kept: the URL of its smallest width. */
    portraitUrl: text("portrait_url"),
    /** Null: the gallery's own words (the spec's hero text). */
    homeSubtitle: text("home_subtitle"),
    metaDescription: text("meta_description"),
    businessForm: text("business_form", { enum: BUSINESS_FORMS }).notNull().default("sole_trader"),
    companyNumber: text("company_number"),
    registeredOffice: text("registered_office"),
    // How she is paid and what she takes: null until she saves them, read as the server's
    // configuration (PAYMENT_INSTRUCTIONS, INSTALMENTS_MAX, OFFERS_MIN_PRICE) meanwhile.
    paymentInstructions: text("payment_instructions"),
    instalmentsMax: integer("instalments_max"),
    offersEnabled: boolean("offers_enabled").notNull().default(true),
    offersMinPricePence: integer("offers_min_price_pence"),
    /** The lowest offer she takes, in hundredths of the price (50: half). */
    offersLowestPercent: integer("offers_lowest_percent").notNull().default(50),
    offersShowLowest: boolean("offers_show_lowest").notNull().default(false),
    generator: boolean("generator").notNull().default(true),
    /** Null: the contact e-mail (`email`), else the owners' own addresses. */
    noticesEmail: text("notices_email"),
    /** Null: the gallery's name. */
    senderName: text("sender_name"),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    check("shop_settings_one_row", sql`${t.id} = 1`),
    check("shop_settings_business_form", sql`${t.businessForm} in ('sole_trader', 'company')`),
    check(
      "shop_settings_instalments_max",
      sql`${t.instalmentsMax} is null or ${t.instalmentsMax} between 1 and 6`,
    ),
    check("shop_settings_offers_lowest_percent", sql`${t.offersLowestPercent} between 10 and 99`),
  ],
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
