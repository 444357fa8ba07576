import { bandFor, CM_PER_INCH, type ShippingBand } from "./delivery";
import { formatPrice } from "./money";
import { editionsTexts } from "./texts/editions";

// An edition as the shop shows it and counts it: its type, its stock and its words. Apart from
// its schemas (#shared/editions, which re-exports all of this) so that the gallery's cards
// read "Prints from £45" without loading the validation library on a first visit.

const texts = editionsTexts.editions;

export const EDITION_UNITS = ["cm", "in"] as const;
export type EditionUnit = (typeof EDITION_UNITS)[number];

/** The most prints of one edition in one cart line or order line. */
export const PRINT_QUANTITY_MAX = 10;

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

/** A line's total in pence: the price of one (in pounds) times how many ("2 × £45" is 9000). */
export const linePence = (price: number, quantity: number) => Math.round(price * 100) * quantity;

/** A print line of the shopper's cart (`GET /api/cart`'s `prints`): the edition and its work. */
export type CartPrint = {
  edition: Edition;
  quantity: number;
  artwork: { id: string; slug: string; title: string; artist: string; imageUrl: string };
};
