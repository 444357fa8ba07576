import { useQuery } from "@tanstack/react-query";
import { shopQueries } from "#client/entities/shop";
import { apiErrorMessage } from "#client/lib/api";
import { quoteDelivery, type ShippingBand, zoneOf } from "#shared/delivery";
import { type RatesInPounds, ratesInPence } from "#shared/shop";
import { type HeldQuote, quoteQuery } from "./api";

/** A print line as delivery sees it: one parcel of its print's band, named as the cart names it. */
export type PrintParcel = { id: string; title: string; band: ShippingBand };

/**
 * What the print lines' parcels cost to `country` by the shop's rates, in pence, and those
 * it has no rate for (by id): the order charges one parcel per print line of its band.
 */
export function printParcelsCharge(
  parcels: readonly PrintParcel[],
  country: string,
  rates: RatesInPounds,
): { pence: number; blocked: string[] } {
  const quote = quoteDelivery(
    parcels.map((parcel) => parcel.band),
    zoneOf(country),
    ratesInPence(rates),
  );
  return { pence: quote.shippingPence, blocked: quote.blocked.map((index) => parcels[index].id) };
}

/**
 * The delivery an order would charge to `country`, in pounds (undefined while it is being
 * priced): the server's quote for the cart's paintings (or the work kept for the buyer,
 * `held`), and one parcel per print line by the shop's rates. `blocked`: the ids of what is
 * not sent there; `refused`: the server's reason when it prices nothing. Collected: nothing.
 */
export function useDeliveryCharge({
  country,
  collect = false,
  held,
  prints = [],
}: {
  country: string;
  collect?: boolean;
  held?: HeldQuote;
  prints?: readonly PrintParcel[];
}) {
  const quoted = useQuery({ ...quoteQuery(country, held), enabled: !collect });
  const rates = useQuery({ ...shopQueries.info(), enabled: prints.length > 0 }).data?.delivery
    .rates;
  if (collect) return { shipping: 0, blocked: [], refused: undefined };
  const parcels = prints.length > 0 && rates ? printParcelsCharge(prints, country, rates) : null;
  const printsPriced = prints.length === 0 || parcels !== null;
  const quote = quoted.data;
  return {
    shipping:
      quote && printsPriced
        ? (Math.round(quote.shipping * 100) + (parcels?.pence ?? 0)) / 100
        : undefined,
    blocked: [...(quote?.blocked ?? []), ...(parcels?.blocked ?? [])],
    refused: apiErrorMessage(quoted.error),
  };
}
