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
  uuid,
} from "drizzle-orm/pg-core";
import { EDITION_UNITS } from "#shared/editions";
import { users } from "./auth-schema";
import { artworks } from "./catalogue-schema";

// Editions: the prints of a work, sold beside its original.

/**
 * An edition of prints of one work: its format, size and price, and — for a limited edition —
 * `size`, the promise it never breaks. `held` (by unpaid orders), `sold` (paid) and `spent`
 * (numbered prints that came back: their numbers are never given again, so they are never
 * sold again) are kept by a trigger on the order lines (migration 0032), and the check
 * `editions_stock_check` refuses the line that would take one print too many: the database, not
 * a read before a write, keeps a limited edition from being oversold. `numbered_to` is the last
 * number given, at payment, in payment order. A retired edition (`retired_at`) sells no more and
 * keeps its history.
 */
export const editions = pgTable(
  "editions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    artworkId: uuid("artwork_id")
      .notNull()
      .references(() => artworks.id, { onDelete: "cascade" }),
    format: text("format").notNull(),
    width: numeric("width", { precision: 8, scale: 2, mode: "number" }).notNull(),
    height: numeric("height", { precision: 8, scale: 2, mode: "number" }).notNull(),
    unit: text("unit", { enum: EDITION_UNITS }).notNull().default("cm"),
    // Pounds, decimals allowed, as a work's price: numeric keeps pence exact.
    price: numeric("price", { precision: 10, scale: 2, mode: "number" }).notNull(),
    // Null: an open edition, never sold out.
    size: integer("size"),
    signed: boolean("signed").notNull().default(false),
    numbered: boolean("numbered").notNull().default(false),
    held: integer("held").notNull().default(0),
    sold: integer("sold").notNull().default(0),
    spent: integer("spent").notNull().default(0),
    numberedTo: integer("numbered_to").notNull().default(0),
    retiredAt: timestamp("retired_at", { withTimezone: true, mode: "date" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("editions_artwork_id_idx").on(t.artworkId),
    check(
      "editions_stock_check",
      sql`${t.size} is null or ${t.held} + ${t.sold} + ${t.spent} <= ${t.size}`,
    ),
    check("editions_counts_check", sql`${t.held} >= 0 and ${t.sold} >= 0 and ${t.spent} >= 0`),
    check(
      "editions_numbers_check",
      sql`${t.numberedTo} >= 0 and (${t.size} is null or ${t.numberedTo} <= ${t.size})`,
    ),
    check("editions_size_check", sql`${t.size} is null or ${t.size} >= 1`),
    check("editions_numbered_check", sql`not ${t.numbered} or ${t.size} is not null`),
    check("editions_unit_check", sql`${t.unit} in ('cm', 'in')`),
    check("editions_price_check", sql`${t.price} >= 0`),
    check("editions_sides_check", sql`${t.width} > 0 and ${t.height} > 0`),
  ],
);

/** Prints in a shopper's cart: one row per (shopper, edition), with how many (1 to 10). */
export const cartPrints = pgTable(
  "cart_prints",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    editionId: uuid("edition_id")
      .notNull()
      .references(() => editions.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.editionId] }),
    index("cart_prints_edition_id_idx").on(t.editionId),
    check("cart_prints_quantity_check", sql`${t.quantity} between 1 and 10`),
  ],
);
