import { queryOptions } from "@tanstack/react-query";
import { api, parseResponse } from "#client/lib/api";

/**
 * The shopper's favorites. Keys under "me" belong to the signed-in shopper and are
 * dropped at sign-out (features/account/api.ts).
 */
export const favoriteQueries = {
  list: () =>
    queryOptions({
      queryKey: ["me", "favorites"] as const,
      queryFn: ({ signal }) => parseResponse(api.favorites.$get({}, { init: { signal } })),
      select: (data) => data.items,
    }),
  add: (artworkId: string) =>
    parseResponse(api.favorites[":artworkId"].$put({ param: { artworkId } })),
  remove: (artworkId: string) =>
    parseResponse(api.favorites[":artworkId"].$delete({ param: { artworkId } })),
};
