import { queryOptions } from "@tanstack/react-query";
import { api, parseResponse } from "#client/lib/api";

/** The shopper's cart (keys under "me": dropped at sign-out). */
export const cartQueries = {
  list: () =>
    queryOptions({
      queryKey: ["me", "cart"] as const,
      queryFn: ({ signal }) => parseResponse(api.cart.$get({}, { init: { signal } })),
      select: (data) => data.items,
    }),
  add: (artworkId: string) => parseResponse(api.cart[":artworkId"].$put({ param: { artworkId } })),
  remove: (artworkId: string) =>
    parseResponse(api.cart[":artworkId"].$delete({ param: { artworkId } })),
};
