import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "#server/auth/schema";

export const artworks = pgTable(
  "artworks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    artist: text("artist").notNull(),
    description: text("description"),
    // Spec §3: pounds, decimals allowed. numeric keeps pence exact.
    price: numeric("price", { precision: 10, scale: 2, mode: "number" }).notNull(),
    imageUrl: text("image_url").notNull(),
    medium: text("medium").notNull(),
    size: text("size").notNull(),
    // DESIGN §6: derived from `size` whenever an artwork is written; 'small' | 'medium' | 'large'.
    sizeClass: text("size_class"),
    // One lower-cased text to search (DESIGN §6), fields joined by a newline that a search
    // term cannot contain, indexed with trigrams so substring search stays fast.
    searchText: text("search_text").generatedAlwaysAs(
      sql`lower(title || chr(10) || artist || chr(10) || coalesce(description, '') || chr(10) || medium)`,
    ),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    // Newest first (spec §3), with id as the tiebreak for keyset pagination. Ascending on
    // purpose: scanned backwards it serves `ORDER BY created_at DESC, id DESC` exactly (a
    // `DESC NULLS LAST` index would not match DESC's default NULLS FIRST, and goes unused).
    index("artworks_created_at_id_idx").on(t.createdAt, t.id),
    index("artworks_price_idx").on(t.price),
    index("artworks_size_class_idx").on(t.sizeClass),
    index("artworks_medium_trgm_idx").using("gin", sql`lower(${t.medium}) gin_trgm_ops`),
    index("artworks_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    check("artworks_price_check", sql`${t.price} >= 0`),
    check("artworks_size_class_check", sql`${t.sizeClass} in ('small', 'medium', 'large')`),
  ],
);

/**
 * Fixed-window request counters shared by every server process (DESIGN §7): one row per
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

export { accounts, sessions, users, verifications } from "#server/auth/schema";

/** Spec §3 "Favorite record": one row per (user, artwork). */
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

/** Spec §3 "Cart item": one row per (user, artwork), quantity always 1 (spec §9). */
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
