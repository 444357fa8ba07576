import { queryOptions } from "@tanstack/react-query";
import { callApi, callApiOrNull } from "#client/lib/api-on-demand";
import type { SeriesPage } from "#shared/series";

/**
 * One query factory for her series as anyone reads them: the list (/series, the gallery's
 * filter, the owner's tab and the artwork form) and one series' page. The owner's saves
 * invalidate `all`.
 */
export const seriesQueries = {
  all: ["series"] as const,

  /** `GET /api/series`: in the page the server rendered, else asked for once. */
  list: () =>
    queryOptions({
      queryKey: [...seriesQueries.all, "list"] as const,
      queryFn: ({ signal }) => callApi((api) => api.series.$get({}, { init: { signal } })),
      staleTime: 5 * 60_000,
    }),

  /** One series and its first works, or null when no series has this slug (a 404 is an answer). */
  page: (slug: string) =>
    queryOptions({
      queryKey: [...seriesQueries.all, "page", slug] as const,
      queryFn: ({ signal }): Promise<SeriesPage | null> =>
        callApiOrNull((api) => api.series[":slug"].$get({ param: { slug } }, { init: { signal } })),
    }),
};
