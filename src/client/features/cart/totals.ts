import type { Artwork } from "#shared/artwork";
import { type CartPrint, linePence } from "#shared/print-lines";

type Priced = Pick<Artwork, "price" | "availability">;
type PrintLine = Pick<CartPrint, "edition" | "quantity">;

/** Only an available painting can be ordered; a reserved or sold one stays listed. */
export const isOrderable = (item: Pick<Artwork, "availability">) =>
  item.availability === "available";

/**
 * A print line can be ordered while its edition has as many left as it asks for (an open
 * edition always has); else it stays listed, saying what is left.
 */
export const isPrintOrderable = ({ edition, quantity }: PrintLine) =>
  edition.available === null || edition.available >= quantity;

/** The cart's items in two lists, each in the cart's own order: what can be ordered, what not. */
export function splitByAvailability<T extends Pick<Artwork, "availability">>(items: T[]) {
  return {
    available: items.filter(isOrderable),
    unavailable: items.filter((item) => !isOrderable(item)),
  };
}

/** A print line's price in pence: each print's, times how many. */
const printLinePence = ({ edition, quantity }: PrintLine) => linePence(edition.price, quantity);

/** A print line's total in pounds ("2 × £45" is £90). */
export const printLineTotal = (line: PrintLine) => printLinePence(line) / 100;

/**
 * The cart's subtotal in pounds: each available artwork once (every painting exists once;
 * reserved and sold ones are left out) and each print line that can be ordered at its
 * quantity, summed in pence so that 0.1 + 0.2 is 0.30 and not 0.30000000000000004.
 */
export function cartSubtotal(items: Priced[], prints: PrintLine[] = []): number {
  const originals = items
    .filter(isOrderable)
    .reduce((pence, item) => pence + Math.round(item.price * 100), 0);
  const printsPence = prints
    .filter(isPrintOrderable)
    .reduce((pence, line) => pence + printLinePence(line), 0);
  return (originals + printsPence) / 100;
}
