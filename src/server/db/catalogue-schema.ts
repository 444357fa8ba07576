import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { BANDS } from "#shared/delivery";
import { VISIBILITIES } from "#shared/release";

// The catalogue: the paintings themselves, and the series she groups them in.

/**
 * A body of work: its name, the slug its page is at (`/series/<slug>`), what she says of it
 * (Markdown, rendered as the shop's pages are) and its place among the others.
 */
export const series = pgTable(
  "series",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    statement: text("statement").notNull().default(""),
    position: integer("position").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("series_position_idx").on(t.position)],
);

export const artworks = pgTable(
  "artworks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    // The end of its address (`/?artwork=<slug>`): made from the title when the work is added
    // (#shared/artwork-slug), and kept when the title changes, so links once shared still work.
    slug: text("slug").notNull().unique(),
    artist: text("artist").notNull(),
    description: text("description"),
    // Pounds, decimals allowed. numeric keeps pence exact.
    price: numeric("price", { precision: 10, scale: 2, mode: "number" }).notNull(),
    imageUrl: text("image_url").notNull(),
    medium: text("medium").notNull(),
    size: text("size").notNull(),
    // What the Details panel says of it: the year painted, its style and subject, whether it
    // is signed and framed (a new work starts from the spec's "Contemporary", "Various", signed).
    year: integer("year").notNull().default(sql`extract(year from now())::integer`),
    style: text("style").notNull().default("Contemporary"),
    subject: text("subject").notNull().default("Various"),
    signed: boolean("signed").notNull().default(true),
    framed: boolean("framed").notNull().default(false),
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
    // Who may see it (#shared/release): a draft only the owners; a public work everyone, from
    // `release_at` when it has one (before then, only the owners and — in the early-access
    // hours — the artist's followers).
    visibility: text("visibility", { enum: VISIBILITIES }).notNull().default("public"),
    releaseAt: timestamp("release_at", { withTimezone: true, mode: "date" }),
    // Its place in the home page's hero (1 to 4), when the owner features it; else null.
    featuredOrder: integer("featured_order"),
    // The series it belongs to, if any: a series deleted leaves its works without one.
    seriesId: uuid("series_id").references(() => series.id, { onDelete: "set null" }),
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
    // The next release, and the works still to come, found without a scan.
    index("artworks_release_at_idx").on(t.releaseAt).where(sql`${t.releaseAt} is not null`),
    // No two featured works share a place; the hero reads them by it.
    uniqueIndex("artworks_featured_order_idx")
      .on(t.featuredOrder)
      .where(sql`${t.featuredOrder} is not null`),
    check("artworks_featured_order_check", sql`${t.featuredOrder} between 1 and 4`),
    index("artworks_series_id_idx").on(t.seriesId),
    check("artworks_visibility_check", sql`${t.visibility} in ('draft', 'public')`),
    check("artworks_price_check", sql`${t.price} >= 0`),
    check("artworks_year_check", sql`${t.year} between 1000 and 2999`),
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
 * A work's photographs, 1 to 8, in the owner's order: position 0 is the main one, whose URL
 * `artworks.image_url` repeats for every reader that wants only it. Width and height are the
 * full-resolution file's pixels, known for the uploads whose key names them (null for an outside
 * URL or an image stored before keys carried their size).
 */
export const artworkImages = pgTable(
  "artwork_images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    artworkId: uuid("artwork_id")
      .notNull()
      .references(() => artworks.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    url: text("url").notNull(),
    width: integer("width"),
    height: integer("height"),
    // The owner's words for the photograph; empty when she has given none.
    alt: text("alt").notNull().default(""),
    caption: text("caption").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    // Reordering moves the rows past every position first, so no two ever meet on one.
    uniqueIndex("artwork_images_artwork_position_idx").on(t.artworkId, t.position),
    check("artwork_images_position_check", sql`${t.position} >= 0`),
  ],
);
