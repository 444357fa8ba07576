import { z } from "zod";
import { email } from "./account-input";
import { BAND_LIMITS_CM, BANDS, type Rates, type ShippingBand, ZONES, type Zone } from "./delivery";
import { poundsFromPence } from "./money";
import { penceOf, poundsSchema } from "./money-input";
import { line, MULTILINE_TEXT } from "./text-input";
import { shopTexts } from "./texts/shop";

/** The days a buyer has to cancel, counted from delivery (Consumer Contracts Regulations). */
export const RETURN_DAYS = 14;

/** The shop's own pages, each at `/<slug>`, written by the owner in Markdown. */
export const SHOP_PAGE_SLUGS = ["about", "delivery", "returns", "terms", "privacy"] as const;
export type ShopPageSlug = (typeof SHOP_PAGE_SLUGS)[number];

export const isShopPageSlug = (value: string): value is ShopPageSlug =>
  (SHOP_PAGE_SLUGS as readonly string[]).includes(value);

/**
 * One of the shop's pages as `GET /api/pages/:slug` answers it: the owner's Markdown and its
 * HTML (rendered on the server, sanitised), or the page's default while it was never written
 * (`updatedAt` null).
 */
export type ShopPage = {
  slug: ShopPageSlug;
  title: string;
  markdown: string;
  html: string;
  updatedAt: string | null;
};

export const PAGE_TITLE_MAX = 120;
export const PAGE_MARKDOWN_MAX = 20_000;

const texts = shopTexts.shopPages;

const markdown = z
  .string({ error: texts.markdownRequired })
  .refine((value) => value.trim() !== "", texts.markdownRequired)
  .pipe(
    z
      .string()
      .max(PAGE_MARKDOWN_MAX, texts.markdownTooLong(PAGE_MARKDOWN_MAX))
      .regex(MULTILINE_TEXT, texts.markdownControl),
  );

/** A page as the owner saves it (`PUT /api/admin/pages/:slug`): its title and Markdown. */
export const pageInputSchema = z.strictObject({
  title: line(texts.title, PAGE_TITLE_MAX),
  markdown,
});

export type PageInput = z.output<typeof pageInputSchema>;

/** Markdown to see as it will read (`POST /api/admin/pages/preview`). */
export const pagePreviewSchema = z.strictObject({ markdown });

/** A band as a shopper reads it: "Small (longest side up to 50 cm)". */
export function bandLabel(band: ShippingBand): string {
  const size =
    band === "oversize" ? texts.over(BAND_LIMITS_CM.large) : texts.upTo(BAND_LIMITS_CM[band]);
  return `${texts.bands[band]} (${size})`;
}

/** The most a delivery may cost, in pounds: a crate across the world, with room to spare. */
export const RATE_MAX = 10_000;

/** The rate table as the API shows and takes it: pounds, or null where not shipped. */
export type RatesInPounds = Record<Zone, Record<ShippingBand, number | null>>;

export type ShopDelivery = { rates: RatesInPounds; collection: boolean };

/** The owner's business details and delivery, as `GET/PUT /api/admin/settings` carry them. */
export type ShopSettings = {
  businessName: string;
  address: string;
  email: string;
  vatNumber: string | null;
  delivery: ShopDelivery;
};

/** The shop as anyone may read it (`GET /api/shop`): who trades, and what delivery costs. */
/**
 * What anyone may read of the shop: the trader and delivery, the gallery's name, the days to
 * cancel, and how works may be paid for other than at once (the lowest price, in pounds, that
 * takes offers; the most monthly parts).
 */
export type ShopInfo = ShopSettings & {
  galleryName: string;
  returnDays: number;
  offersMinPrice: number;
  instalmentsMax: number;
};

/** What the server knows of the shop before reading its row: its configuration. */
export type ShopBasics = { galleryName: string; offersMinPrice: number; instalmentsMax: number };

export const ratesInPounds = (rates: Rates): RatesInPounds =>
  mapRates(rates, (pence) => (pence === null ? null : poundsFromPence(pence)));

export const ratesInPence = (rates: RatesInPounds): Rates =>
  mapRates(rates, (pounds) => (pounds === null ? null : penceOf(pounds)));

function mapRates<From, To>(
  rates: Record<Zone, Record<ShippingBand, From>>,
  map: (value: From) => To,
): Record<Zone, Record<ShippingBand, To>> {
  return Object.fromEntries(
    ZONES.map((zone) => [
      zone,
      Object.fromEntries(BANDS.map((band) => [band, map(rates[zone][band])])),
    ]),
  ) as Record<Zone, Record<ShippingBand, To>>;
}

// Free delivery is a price of its own (0), unlike a painting's.
const rate = poundsSchema("A delivery price", {
  free: true,
  max: RATE_MAX,
  typeError: "Enter a price in pounds, or leave it empty for not shipped",
}).nullable();

const zoneRates = z.strictObject(
  Object.fromEntries(BANDS.map((band) => [band, rate])) as Record<ShippingBand, typeof rate>,
  { error: "Give a price, or null, for every band" },
);

/**
 * A UK VAT number as HMRC issues it: GB and 9 digits (12 for a branch), spaces allowed as
 * printed; kept without them. Empty or null: not registered.
 */
const vatNumber = z
  .string({ error: "VAT number must be text" })
  .trim()
  .transform((value) => value.replace(/\s+/g, "").toUpperCase())
  .refine(
    (value) => value === "" || /^GB(\d{9}|\d{12})$/.test(value),
    "Enter a UK VAT number, such as GB 123 4567 89, or leave it empty",
  )
  .nullish()
  .transform((value) => value || null);

export const settingsInputSchema = z.strictObject({
  businessName: line(shopTexts.adminShop.businessName, 120),
  address: z
    .string({ error: "Address is required" })
    .trim()
    .min(1, "Address is required")
    .max(500, "Address must be at most 500 characters")
    .regex(MULTILINE_TEXT, "Address must not contain control characters"),
  email,
  vatNumber,
  delivery: z.strictObject({
    rates: z.strictObject(
      Object.fromEntries(ZONES.map((zone) => [zone, zoneRates])) as Record<Zone, typeof zoneRates>,
      { error: "Give the rates of every zone" },
    ),
    collection: z.boolean({ error: "Collection must be on or off" }),
  }),
});

export type SettingsInput = z.output<typeof settingsInputSchema>;
