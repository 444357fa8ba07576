import { queryOptions } from "@tanstack/react-query";
import { api, isMissing, parseResponse } from "#client/lib/api";
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
      queryFn: ({ signal }) => parseResponse(api.series.$get({}, { init: { signal } })),
      staleTime: 5 * 60_000,
    }),

  /** One series and its first works, or null when no series has this slug (a 404 is an answer). */
  page: (slug: string) =>
    queryOptions({
      queryKey: [...seriesQueries.all, "page", slug] as const,
      queryFn: async ({ signal }): Promise<SeriesPage | null> => {
        try {
          return await parseResponse(
            api.series[":slug"].$get({ param: { slug } }, { init: { signal } }),
          );
        } catch (error) {
          if (isMissing(error)) return null;
          throw error;
        }
      },
    }),
};
