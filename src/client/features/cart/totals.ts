import type { Artwork } from "#shared/artwork";

type Priced = Pick<Artwork, "price" | "availability">;

/** Only an available painting can be ordered; a reserved or sold one stays listed. */
export const isOrderable = (item: Pick<Artwork, "availability">) =>
  item.availability === "available";

/** The cart's items in two lists, each in the cart's own order: what can be ordered, what not. */
export function splitByAvailability<T extends Pick<Artwork, "availability">>(items: T[]) {
  return {
    available: items.filter(isOrderable),
    unavailable: items.filter((item) => !isOrderable(item)),
  };
}

/**
 * The cart's subtotal in pounds: each available artwork once (quantity is always 1: every
 * painting exists once; reserved and sold ones are left out), summed in pence so that
 * 0.1 + 0.2 is 0.30 and not 0.30000000000000004.
 */
export function cartSubtotal(items: Priced[]): number {
  return (
    items.filter(isOrderable).reduce((pence, item) => pence + Math.round(item.price * 100), 0) / 100
  );
}
