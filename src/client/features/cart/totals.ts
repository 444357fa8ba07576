import type { Artwork } from "#shared/artwork";

/**
 * The cart's subtotal in pounds: each artwork once (quantity is always 1, spec §9), summed
 * in pence so that 0.1 + 0.2 is 0.30 and not 0.30000000000000004.
 */
export function cartSubtotal(items: Pick<Artwork, "price">[]): number {
  return items.reduce((pence, item) => pence + Math.round(item.price * 100), 0) / 100;
}
