import type { Artwork } from "#shared/artwork";
import type { OrderItemInput } from "#shared/order";
import { type CartPrint, printBand } from "#shared/print-lines";
import { editionsTexts } from "#shared/texts/editions";
import { isOrderable, isPrintOrderable } from "./totals";

type Cart = { items: Artwork[]; prints: CartPrint[] };

/** What an order of the cart can take: its available originals and its print lines that fit. */
export function orderableLines({ items, prints }: Cart) {
  return { items: items.filter(isOrderable), prints: prints.filter(isPrintOrderable) };
}

/** The lines the checkout shows, as `POST /api/orders` names them: originals, then prints. */
export function orderItems(cart: Cart): OrderItemInput[] {
  const { items, prints } = orderableLines(cart);
  return [
    ...items.map((artwork) => ({ artworkId: artwork.id })),
    ...prints.map((line) => ({ editionId: line.edition.id, quantity: line.quantity })),
  ];
}

/**
 * The print lines that can be ordered as delivery counts them: each one parcel of its print's
 * band, by its edition's id and what the cart calls it.
 */
export function printParcels(cart: Cart) {
  return orderableLines(cart).prints.map((line) => ({
    id: line.edition.id,
    title: editionsTexts.editions.printOf(line.artwork.title),
    band: printBand(line.edition),
  }));
}
