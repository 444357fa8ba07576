import { queryOptions } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-on-demand";

/**
 * The shopper's favorites. Keys under "me" belong to the signed-in shopper and are
 * dropped at sign-out (features/account/api.ts).
 */
export const favoriteQueries = {
  list: () =>
    queryOptions({
      queryKey: ["me", "favorites"] as const,
      queryFn: ({ signal }) => callApi((api) => api.favorites.$get({}, { init: { signal } })),
      select: (data) => data.items,
    }),
  add: (artworkId: string) =>
    callApi((api) => api.favorites[":artworkId"].$put({ param: { artworkId } })),
  remove: (artworkId: string) =>
    callApi((api) => api.favorites[":artworkId"].$delete({ param: { artworkId } })),
};
