import { OFFERS_MIN_PRICE, offerRefusal } from "#shared/offers";

/** The lowest and highest offer on a work priced `pricePence`: half of it, and a penny under. */
export function offerBounds(pricePence: number): { lowPence: number; highPence: number } {
  return { lowPence: Math.ceil(pricePence / 2), highPence: pricePence - 1 };
}

/**
 * An amount as typed ("450", "£1,250", "499.99") in pence, or null when it is not an amount
 * of pounds and pence.
 */
export function parsePounds(typed: string): number | null {
  const plain = typed.replace(/[£,\s]/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return null;
  return Math.round(Number(plain) * 100);
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
