import { OFFERS_MIN_PRICE, offerRefusal } from "#shared/offers";
import { parsePounds } from "#shared/pounds-input";

/** The lowest and highest offer on a work priced `pricePence`: half of it, and a penny under. */
export function offerBounds(pricePence: number): { lowPence: number; highPence: number } {
  return { lowPence: Math.ceil(pricePence / 2), highPence: pricePence - 1 };
}

/** Why an offer of `typed` on a work priced `pricePence` would be refused, or null. */
export function amountProblem(
  typed: string,
  pricePence: number,
): "not-a-number" | "too-low" | "not-below-price" | null {
  const pence = parsePounds(typed);
  if (pence === null) return "not-a-number";
  const refusal = offerRefusal(pence, pricePence, OFFERS_MIN_PRICE * 100);
  return refusal === "too-cheap-to-offer" ? null : refusal;
}
