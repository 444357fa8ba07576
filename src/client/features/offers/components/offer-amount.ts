import { lowestOfferPence, offerRefusal } from "#shared/offers";
import { parsePounds } from "#shared/pounds-input";

/** The offers as the shop shows them: its lowest price, and its lowest share when it names it. */
export type OfferTerms = { enabled: boolean; minPrice: number; lowestShare?: number };

/**
 * The lowest and highest offer on a work priced `pricePence`: the shop's lowest share of it
 * (when it names one), and a penny under.
 */
export function offerBounds(
  pricePence: number,
  lowestShare: number | undefined,
): { lowPence: number | undefined; highPence: number } {
  return {
    lowPence: lowestShare === undefined ? undefined : lowestOfferPence(pricePence, lowestShare),
    highPence: pricePence - 1,
  };
}

/**
 * Why an offer of `typed` on a work priced `pricePence` would be refused, or null; a work
 * under the shop's lowest price for offers offers no form to type in. An amount under a lowest
 * share the shop does not name is the server's to refuse.
 */
export function amountProblem(
  typed: string,
  pricePence: number,
  terms: OfferTerms,
): "not-a-number" | "too-low" | "not-below-price" | null {
  const pence = parsePounds(typed);
  if (pence === null) return "not-a-number";
  const refusal = offerRefusal(
    pence,
    pricePence,
    Math.round(terms.minPrice * 100),
    terms.lowestShare ?? 0,
  );
  return refusal === "too-cheap-to-offer" ? null : refusal;
}
