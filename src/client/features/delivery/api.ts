import { queryOptions } from "@tanstack/react-query";
import { api, parseResponse } from "#client/lib/api";

/**
 * What the shopper's cart costs delivered to `country` (`GET /api/delivery/quote`): under the
 * cart's key, so a change to the cart asks again.
 */
export const quoteQuery = (country: string) =>
  queryOptions({
    queryKey: ["me", "cart", "quote", country] as const,
    queryFn: ({ signal }) =>
      parseResponse(api.delivery.quote.$get({ query: { country } }, { init: { signal } })),
  });
