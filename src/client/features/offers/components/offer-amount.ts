import { offerRefusal } from "#shared/offers";
import { parsePounds } from "#shared/pounds-input";

/** The lowest and highest offer on a work priced `pricePence`: half of it, and a penny under. */
export function offerBounds(pricePence: number): { lowPence: number; highPence: number } {
  return { lowPence: Math.ceil(pricePence / 2), highPence: pricePence - 1 };
}

/**
 * Why an offer of `typed` on a work priced `pricePence` would be refused, or null; a work
 * under the shop's lowest price for offers (`minPricePence`) offers no form to type in.
 */
export function amountProblem(
  typed: string,
  pricePence: number,
  minPricePence: number,
): "not-a-number" | "too-low" | "not-below-price" | null {
  const pence = parsePounds(typed);
  if (pence === null) return "not-a-number";
  const refusal = offerRefusal(pence, pricePence, minPricePence);
  return refusal === "too-cheap-to-offer" ? null : refusal;
}
