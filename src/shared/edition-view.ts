import { formatPrice } from "./money";
import { galleryTexts } from "./texts/gallery";

// An edition as the gallery's cards need it: its type, whether it is on sale, and "Prints from
// £45". Apart from its schemas (#shared/editions, which re-exports all of this) and from the
// words of its lines (#shared/print-lines), so a first visit loads neither.

const texts = galleryTexts.prints;

export const EDITION_UNITS = ["cm", "in"] as const;
export type EditionUnit = (typeof EDITION_UNITS)[number];

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
