import type { Artwork } from "#shared/artwork";
import type { CartPrint } from "#shared/edition-view";
import type { OrderItemInput } from "#shared/order";
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
 * The lines the delivery is priced for, each by the id the quote names it by when it cannot
 * be sent (a painting's, an edition's) and by what the cart calls it.
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
