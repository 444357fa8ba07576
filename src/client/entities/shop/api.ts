import { queryOptions } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-on-demand";
import type { ShopPageSlug } from "#shared/shop";

/**
 * One query factory for the shop as anyone reads it: who trades (the foot of every page) and
 * its own pages. The owner's saves invalidate `all`, so neither is stale after an edit.
 */
export const shopQueries = {
  all: ["shop"] as const,

  /** `GET /api/shop`: in the page the server rendered, else asked for once. */
  info: () =>
    queryOptions({
      queryKey: [...shopQueries.all, "info"] as const,
      queryFn: ({ signal }) => callApi((api) => api.shop.$get({}, { init: { signal } })),
      // The trader's details change rarely; a page need not ask again for them as it is used.
      staleTime: 10 * 60_000,
    }),

  page: (slug: ShopPageSlug) =>
    queryOptions({
      queryKey: [...shopQueries.all, "page", slug] as const,
      queryFn: ({ signal }) =>
        callApi((api) => api.pages[":slug"].$get({ param: { slug } }, { init: { signal } })),
    }),
};
