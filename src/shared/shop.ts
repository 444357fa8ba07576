import { z } from "zod";
import { email } from "./account-input";
import { BAND_LIMITS_CM, BANDS, type Rates, type ShippingBand, ZONES, type Zone } from "./delivery";
import type { SizeUnit } from "./filters";
import { poundsFromPence } from "./money";
import { penceOf, poundsSchema } from "./money-input";
import { line, MULTILINE_TEXT, SINGLE_LINE } from "./text-input";
import { shopTexts } from "./texts/shop";
import { CM_PER_INCH } from "./units";

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

/** A band's limit in the unit her works are written in: "50 cm", or "19.7 in / 50 cm". */
const limitText = (cm: number, unit: SizeUnit) =>
  unit === "in" ? texts.limitIn((cm / CM_PER_INCH).toFixed(1), cm) : texts.limitCm(cm);

/** A band as a shopper reads it: "Small (longest side up to 50 cm)". */
export function bandLabel(band: ShippingBand, unit: SizeUnit = "cm"): string {
  const size =
    band === "oversize"
      ? texts.over(limitText(BAND_LIMITS_CM.large, unit))
      : texts.upTo(limitText(BAND_LIMITS_CM[band], unit));
  return `${texts.bands[band]} (${size})`;
}

/** The most a delivery may cost, in pounds: a crate across the world, with room to spare. */
export const RATE_MAX = 10_000;

/** The rate table as the API shows and takes it: pounds, or null where not shipped. */
export type RatesInPounds = Record<Zone, Record<ShippingBand, number | null>>;

export type ShopDelivery = { rates: RatesInPounds; collection: boolean };

/** How the business trades: the law asks a company's website for more (its number, its office). */
export const BUSINESS_FORMS = ["sole_trader", "company"] as const;
export type BusinessForm = (typeof BUSINESS_FORMS)[number];

/** The most monthly parts a work may be paid in; 1 is no instalments. */
export const INSTALMENTS_LIMIT = 6;

/** Offers as the owner takes them: the lowest price, in pounds, and the lowest share of it. */
export type OfferRules = {
  enabled: boolean;
  minPrice: number;
  /** The lowest offer, as a share of the price (0.1–0.99). */
  lowestShare: number;
  /** Whether buyers are told the lowest offer she takes (the server refuses lower either way). */
  showLowest: boolean;
};

/** Who trades, as the footer and the terms of sale name them. */
export type ShopTrader = {
  businessName: string;
  address: string;
  email: string;
  vatNumber: string | null;
  businessForm: BusinessForm;
  companyNumber: string | null;
  registeredOffice: string | null;
};

/** Who she is, on the home page and in what the shop says of itself. */
export type ShopIdentity = {
  artistName: string;
  statement: string;
  /** Her portrait's smallest square (a profile photo's URL), or null. */
  portraitUrl: string | null;
  /** The home page's subtitle: hers, or the gallery's own words. */
  homeSubtitle: string;
  /** The site's description for search engines and share previews. */
  metaDescription: string;
};

/**
 * The owner's shop, as `GET/PUT /api/admin/settings` carry it: who trades, who she is, the
 * delivery, how she is paid and what she takes, and who her mail is from and to.
 */
export type ShopSettings = ShopTrader &
  ShopIdentity & {
    delivery: ShopDelivery;
    paymentInstructions: string;
    /** 1: no instalments; else the most monthly parts. */
    instalmentsMax: number;
    offers: OfferRules;
    /** Whether "Generate Similar Art" shows on each work. */
    generator: boolean;
    /** Where new-order and enquiry notices go. */
    noticesEmail: string;
    /** The name every e-mail is from. */
    senderName: string;
  };

/**
 * What anyone may read of the shop (`GET /api/shop`): who trades and who she is, the delivery,
 * the gallery's name, the days to cancel, and how works may be paid for other than at once —
 * the offers' lowest price (the lowest share only when she shows it) and the most monthly parts.
 */
export type ShopInfo = ShopTrader &
  ShopIdentity & {
    delivery: ShopDelivery;
    galleryName: string;
    returnDays: number;
    generator: boolean;
    instalmentsMax: number;
    offers: { enabled: boolean; minPrice: number; lowestShare?: number };
    /** The offers' lowest price, in pounds, while they are taken; kept for older pages. */
    offersMinPrice: number;
    /** How an order is paid, for the checkout to say before Place Order. */
    payment: ShopPayment;
  };

/**
 * How an order is paid: by card on Stripe's page, or by hand — with the owner's instructions
 * when she gave them (else the buyer is told they will be e-mailed how), the order held for
 * `holdHours` meanwhile.
 */
export type ShopPayment =
  | { method: "card" }
  | { method: "manual"; instructions: string | null; holdHours: number };

/**
 * What the server knows of the shop before reading its row: its configuration, which stands
 * for each setting the owner has not saved yet.
 */
export type ShopBasics = {
  galleryName: string;
  offersMinPrice: number;
  instalmentsMax: number;
  paymentInstructions: string;
  /** Whether PAYMENT_INSTRUCTIONS was set: its default is a stand-in nobody chose. */
  paymentInstructionsSet: boolean;
  /** How long a manual order waits for its payment (ORDER_HOLD_HOURS). */
  holdHours: number;
  cardPayments: boolean;
};

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

const admin = shopTexts.adminShop;

/** Optional text of several lines, trimmed; empty is none (null). */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .regex(MULTILINE_TEXT, `${label} must not contain control characters`)
    .nullish()
    .transform((value) => value || null);

/** Optional single line, trimmed; empty is none (null). */
const optionalLineOrNull = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .regex(SINGLE_LINE, `${label} must not contain control characters`)
    .nullish()
    .transform((value) => value || null);

/** A company number as Companies House issues it: 8 digits, or 2 letters and 6 (SC123456). */
const companyNumber = z
  .string({ error: `${admin.companyNumber} must be text` })
  .trim()
  .transform((value) => value.replace(/\s+/g, "").toUpperCase())
  .refine(
    (value) => value === "" || /^(?:\d{8}|[A-Z]{2}\d{6}|R\d{7})$/.test(value),
    admin.companyNumberFormat,
  )
  .nullish()
  .transform((value) => value || null);

export const OFFER_SHARE_MIN = 0.1;
export const OFFER_SHARE_MAX = 0.99;

/** The parts of the settings added after the first Shop tab: each may be left out (unchanged). */
const shopRulesShape = {
  artistName: optionalLineOrNull(admin.artistName, 120),
  statement: optionalText(admin.statement, 1000),
  homeSubtitle: optionalLineOrNull(admin.homeSubtitle, 200),
  metaDescription: optionalLineOrNull(admin.metaDescription, 300),
  businessForm: z.enum(BUSINESS_FORMS, { error: "Choose sole trader or company" }),
  companyNumber,
  registeredOffice: optionalText(admin.registeredOffice, 500),
  paymentInstructions: optionalText(admin.paymentInstructions, 2000),
  instalmentsMax: z
    .number({ error: admin.instalmentsRange })
    .int(admin.instalmentsRange)
    .min(1, admin.instalmentsRange)
    .max(INSTALMENTS_LIMIT, admin.instalmentsRange),
  offers: z.strictObject({
    enabled: z.boolean({ error: "Offers must be on or off" }),
    minPrice: poundsSchema("The lowest price that takes offers", { free: true }),
    lowestShare: z
      .number({ error: admin.lowestShareRange })
      .min(OFFER_SHARE_MIN, admin.lowestShareRange)
      .max(OFFER_SHARE_MAX, admin.lowestShareRange)
      .refine((value) => Number.isInteger(Math.round(value * 1e6) / 1e4), admin.lowestShareRange),
    showLowest: z.boolean({ error: "Showing the lowest offer must be on or off" }),
  }),
  generator: z.boolean({ error: "Generate Similar Art must be on or off" }),
  noticesEmail: z
    .string({ error: "Enter a valid email address" })
    .trim()
    .nullish()
    .transform((value) => value || null)
    .pipe(email.nullable()),
  senderName: optionalLineOrNull(admin.senderName, 80),
  // The portrait changes only through its own route; the settings as read may be sent back
  // whole, with it, and it is passed over.
  portraitUrl: z.unknown().transform(() => undefined),
};

export const settingsInputSchema = z
  .strictObject({
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
        Object.fromEntries(ZONES.map((zone) => [zone, zoneRates])) as Record<
          Zone,
          typeof zoneRates
        >,
        { error: "Give the rates of every zone" },
      ),
      collection: z.boolean({ error: "Collection must be on or off" }),
    }),
    ...(Object.fromEntries(
      Object.entries(shopRulesShape).map(([name, schema]) => [name, schema.optional()]),
    ) as { [Name in keyof typeof shopRulesShape]: z.ZodOptional<(typeof shopRulesShape)[Name]> }),
  })
  .superRefine((input, ctx) => {
    // The law asks a company's website for its number and its registered office.
    if (input.businessForm !== "company") return;
    if (!input.companyNumber)
      ctx.addIssue({
        code: "custom",
        path: ["companyNumber"],
        message: admin.companyNumberRequired,
      });
    if (!input.registeredOffice)
      ctx.addIssue({
        code: "custom",
        path: ["registeredOffice"],
        message: admin.registeredOfficeRequired,
      });
  });

export type SettingsInput = z.output<typeof settingsInputSchema>;
/** The settings as a client sends them (the parts added later may be left out). */
export type SettingsBody = z.input<typeof settingsInputSchema>;
