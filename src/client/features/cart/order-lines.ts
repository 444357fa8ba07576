import type { Artwork } from "#shared/artwork";
import type { OrderItemInput } from "#shared/order";
import type { CartPrint } from "#shared/print-lines";
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
 * What delivery prices, each by the id its quote names it by when it cannot be sent there (a
 * painting's, an edition's) and by what the cart calls it: the available originals and the
 * print lines that can be ordered.
 */
export function deliveryLines(cart: Cart): Array<{ id: string; title: string }> {
  const { items, prints } = orderableLines(cart);
  return [
    ...items,
    ...prints.map((line) => ({
      id: line.edition.id,
      title: editionsTexts.editions.printOf(line.artwork.title),
    })),
  ];
}
