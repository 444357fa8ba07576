import { queryOptions } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-on-demand";

/** The shopper's cart: its originals and its prints (keys under "me": dropped at sign-out). */
export const cartQueries = {
  list: () =>
    queryOptions({
      queryKey: ["me", "cart"] as const,
      queryFn: ({ signal }) => callApi((api) => api.cart.$get({}, { init: { signal } })),
    }),
  add: (artworkId: string) =>
    callApi((api) => api.cart[":artworkId"].$put({ param: { artworkId } })),
  remove: (artworkId: string) =>
    callApi((api) => api.cart[":artworkId"].$delete({ param: { artworkId } })),
  /** Sets how many prints of an edition the cart holds (1 to 10), adding the line if new. */
  setPrint: (editionId: string, quantity: number) =>
    callApi((api) =>
      api.cart.prints[":editionId"].$put({ param: { editionId }, json: { quantity } }),
    ),
  removePrint: (editionId: string) =>
    callApi((api) => api.cart.prints[":editionId"].$delete({ param: { editionId } })),
};
