import { z } from "zod";
import { bandFor, CM_PER_INCH, type ShippingBand } from "./delivery";
import { formatPrice } from "./money";
import { poundsSchema } from "./money-input";
import { line } from "./text-input";
import { editionsTexts } from "./texts/editions";

// Editions: prints of a work sold beside its original. A limited edition is a promise — `size`
// prints, numbered 1 to `size` when it is numbered, never one more — that the database keeps;
// an open edition has no size and never runs out.

const texts = editionsTexts.editions;

export const EDITION_UNITS = ["cm", "in"] as const;
export type EditionUnit = (typeof EDITION_UNITS)[number];

/** The most prints of one edition in one cart line or order line. */
export const PRINT_QUANTITY_MAX = 10;
/** The largest limited edition: far beyond any painter's, small enough to be a promise. */
export const EDITION_SIZE_MAX = 10_000;
/** The longest format ("Giclée print on cotton rag paper, 310 gsm"). */
export const EDITION_FORMAT_MAX = 120;
/** The largest side of a print, in its unit. */
export const PRINT_SIDE_MAX = 1_000;

/**
 * An edition as the API shows it: its format and size (`width` × `height` in `unit`), its price
 * in pounds, and — for a limited edition (`size`) — how many are sold and how many are left
 * (`available`: the size less the prints sold, held by unpaid orders, or numbered and come
 * back, whose numbers are never given again). An open edition's `size` and `available` are null.
 */
export type Edition = {
  id: string;
  format: string;
  width: number;
  height: number;
  unit: EditionUnit;
  price: number;
  size: number | null;
  sold: number;
  available: number | null;
  signed: boolean;
  numbered: boolean;
};

export const editionIdSchema = z.uuid({ error: "Edition id must be a valid UUID" });

/** A print's side: a positive length, to the hundredth. */
const side = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .positive(`${label} must be more than 0`)
    .max(PRINT_SIDE_MAX, `${label} must be at most ${PRINT_SIDE_MAX}`)
    .refine((value) => Math.round(value * 100) / 100 === value, {
      error: `${label} must have at most two decimals`,
    });

/**
 * `POST /api/artworks/:id/editions` and `PUT /api/editions/:id`, and the owner's Prints
 * section: a format, its width and height in a unit, a price, and a size (a whole number from 1)
 * or null for an open edition; signed and numbered (only a limited edition is numbered).
 */
export const editionInputSchema = z
  .object({
    format: line(texts.format, EDITION_FORMAT_MAX),
    width: side(texts.width),
    height: side(texts.height),
    unit: z.enum(EDITION_UNITS, { error: "Unit must be cm or in" }).default("cm"),
    price: poundsSchema(texts.price),
    size: z
      .number({ error: "Edition size must be a whole number, or null for an open edition" })
      .int("Edition size must be a whole number")
      .min(1, "Edition size must be at least 1")
      .max(
        EDITION_SIZE_MAX,
        `Edition size must be at most ${EDITION_SIZE_MAX.toLocaleString("en-GB")}`,
      )
      .nullable(),
    signed: z.boolean({ error: "Signed must be true or false" }).default(false),
    numbered: z.boolean({ error: "Numbered must be true or false" }).default(false),
  })
  .superRefine((edition, ctx) => {
    if (edition.numbered && edition.size === null) {
      ctx.addIssue({ code: "custom", path: ["numbered"], message: texts.openNotNumbered });
    }
  });
export type EditionInput = z.input<typeof editionInputSchema>;
export type EditionValues = z.output<typeof editionInputSchema>;

/** How many prints of one edition a cart line or an order line holds: 1 to 10. */
export const printQuantitySchema = z
  .number({ error: `Quantity must be a whole number from 1 to ${PRINT_QUANTITY_MAX}` })
  .int(`Quantity must be a whole number from 1 to ${PRINT_QUANTITY_MAX}`)
  .min(1, `Quantity must be at least 1`)
  .max(PRINT_QUANTITY_MAX, `Quantity must be at most ${PRINT_QUANTITY_MAX}`);

/** Whether any of it can be bought now: an open edition, or a limited one with prints left. */
export const onSale = (edition: Pick<Edition, "available">) =>
  edition.available === null || edition.available > 0;

/** The lowest price of the editions on sale, or null: none (the card's "Prints from £45"). */
export function lowestPrintPrice(editions: readonly Edition[]): number | null {
  const prices = editions.filter(onSale).map((edition) => edition.price);
  return prices.length > 0 ? Math.min(...prices) : null;
}

/** "Prints from £45", or null when no print is on sale. */
export function printsFromText(editions: readonly Edition[]): string | null {
  const lowest = lowestPrintPrice(editions);
  return lowest === null ? null : texts.printsFrom(formatPrice(lowest));
}

/** A print's width and height in centimetres, whatever unit it is given in. */
export function printDimensionsCm(edition: Pick<Edition, "width" | "height" | "unit">) {
  const factor = edition.unit === "in" ? CM_PER_INCH : 1;
  const cm = (value: number) => Math.round(value * factor * 100) / 100;
  return { widthCm: cm(edition.width), heightCm: cm(edition.height) };
}

/** The delivery band of a print: that of its own size, as a painting's is of its own. */
export const printBand = (edition: Pick<Edition, "width" | "height" | "unit">): ShippingBand =>
  bandFor(printDimensionsCm(edition));

const number = (value: number) => value.toLocaleString("en-GB", { maximumFractionDigits: 2 });

/** "30 × 40 cm": a print's size as the shop writes it. */
export const printSizeText = (edition: Pick<Edition, "width" | "height" | "unit">) =>
  `${number(edition.width)} × ${number(edition.height)} ${edition.unit}`;

/** "Giclée print, 30 × 40 cm": what a line of the cart or an order calls the print. */
export const printName = (edition: Pick<Edition, "format" | "width" | "height" | "unit">) =>
  `${edition.format}, ${printSizeText(edition)}`;

/** What is left of an edition: "12 of 50 left", "Sold out", or "Open edition". */
export function stockText(edition: Pick<Edition, "size" | "available">): string {
  if (edition.size === null || edition.available === null) return texts.open;
  return edition.available > 0 ? texts.left(edition.available, edition.size) : texts.soldOut;
}

/** A print line of the shopper's cart (`GET /api/cart`'s `prints`): the edition and its work. */
export type CartPrint = {
  edition: Edition;
  quantity: number;
  artwork: { id: string; slug: string; title: string; artist: string; imageUrl: string };
};

/** `PUT /api/cart/prints/:editionId`: how many of it the cart holds (1 to 10). */
export const cartPrintSchema = z.strictObject({ quantity: printQuantitySchema });
