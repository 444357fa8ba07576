import { queryOptions } from "@tanstack/react-query";
import { api, parseResponse } from "#client/lib/api";

/** A work kept for the shopper, priced instead of the cart: an accepted offer, or a hold. */
export type HeldQuote = { offer: string } | { reservation: string };

/**
 * What the shopper's cart costs delivered to `country` (`GET /api/delivery/quote`): under the
 * cart's key, so a change to the cart asks again. With `held`, the one work kept for them
 * instead, at the price agreed.
 */
export const quoteQuery = (country: string, held?: HeldQuote) =>
  queryOptions({
    queryKey: ["me", "cart", "quote", country, held ?? null] as const,
    queryFn: ({ signal }) =>
      parseResponse(api.delivery.quote.$get({ query: { country, ...held } }, { init: { signal } })),
  });
