import { queryOptions } from "@tanstack/react-query";
import { api, parseResponse } from "#client/lib/api";

/**
 * `GET /api/shop`: the trader's details, the delivery rates by zone and band, and collection.
 * The owner changes them rarely, so one read serves a visit.
 */
export const shopQuery = queryOptions({
  queryKey: ["shop"] as const,
  queryFn: ({ signal }) => parseResponse(api.shop.$get({}, { init: { signal } })),
  staleTime: 5 * 60_000,
});
