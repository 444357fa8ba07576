import { queryOptions } from "@tanstack/react-query";
import { api, parseResponse } from "#client/lib/api";

/** `GET /api/reviews`: the published reviews, their count and average (null when none). */
export const reviewsQuery = queryOptions({
  queryKey: ["reviews"] as const,
  queryFn: ({ signal }) => parseResponse(api.reviews.$get({}, { init: { signal } })),
  staleTime: 5 * 60_000,
});
