import { bandFor, CM_PER_INCH, type ShippingBand } from "./delivery";
import type { Edition } from "./edition-view";
import { editionsTexts } from "./texts/editions";

// A print as the painting's page, the cart and the orders write it and count it: its size,
// its name, its delivery band, what is left of its edition, and a line's total. Apart from the
// editions' schemas (#shared/editions re-exports all of this), which the pages need not load.

const texts = editionsTexts.editions;

/** The most prints of one edition in one cart line or order line. */
export const PRINT_QUANTITY_MAX = 10;

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
