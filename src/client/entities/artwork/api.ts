import { infiniteQueryOptions, keepPreviousData, queryOptions } from "@tanstack/react-query";
import { callApi, callApiOrNull } from "#client/lib/api-on-demand";
import type { Artwork } from "#shared/artwork";
import { type CatalogueFilters, filtersToQuery } from "#shared/filters";
import { HERO_COUNT } from "#shared/hero";

/** One query factory for artworks: mutations invalidate `artworkQueries.all`, so none is stale. */
export const artworkQueries = {
  all: ["artworks"] as const,

  /** A page at a time; `scope: "all"` is the owners' table (drafts and coming works too). */
  list: (filters: CatalogueFilters, scope?: "all") =>
    infiniteQueryOptions({
      queryKey: [
        ...artworkQueries.all,
        "list",
        filtersToQuery(filters),
        scope ?? "public",
      ] as const,
      queryFn: ({ pageParam, signal }) =>
        callApi((api) =>
          api.artworks.$get(
            {
              query: {
                ...filtersToQuery(filters),
                ...(scope ? { scope } : {}),
                ...(pageParam ? { cursor: pageParam } : {}),
              },
            },
            { init: { signal } },
          ),
        ),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (page) => page.nextCursor ?? undefined,
      // Keep showing the last results while a new search or filter loads.
      placeholderData: keepPreviousData,
    }),

  newest: () =>
    queryOptions({
      queryKey: [...artworkQueries.all, "newest"] as const,
      queryFn: ({ signal }) =>
        callApi((api) =>
          api.artworks.$get({ query: { limit: String(HERO_COUNT) } }, { init: { signal } }),
        ),
      select: (page) => page.items,
    }),

  /** One artwork, or null when there is no such artwork (a 404 is an answer, not a failure). */
  detail: (id: string, initialData?: Artwork) =>
    queryOptions({
      queryKey: [...artworkQueries.all, "detail", id] as const,
      queryFn: ({ signal }): Promise<Artwork | null> =>
        callApiOrNull((api) => api.artworks[":id"].$get({ param: { id } }, { init: { signal } })),
      initialData,
    }),
};
