import { useMutation, useQueryClient } from "@tanstack/react-query";
import { artworkQueries } from "#client/entities/artwork";
import { seriesQueries } from "#client/entities/series";
import { api, parseResponse } from "#client/lib/api";
import { readAgain } from "#client/lib/read-again";
import type { SeriesBody } from "#shared/series";

/**
 * The owner's changes to her series. Each reads the series again, and the artworks too: a
 * deleted series leaves its works in none, and the gallery's filter names series by slug.
 */
function useSeriesChange<Input, Output>(change: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => readAgain(client, seriesQueries.all, artworkQueries.all),
  });
}

/** `POST /api/admin/series`. */
export const useCreateSeries = () =>
  useSeriesChange((json: SeriesBody) => parseResponse(api.admin.series.$post({ json })));

/** `PUT /api/admin/series/:id`: any of its fields, or its place (`position`). */
export const useUpdateSeries = () =>
  useSeriesChange(({ id, ...json }: Partial<SeriesBody> & { id: string }) =>
    parseResponse(api.admin.series[":id"].$put({ param: { id }, json })),
  );

/** `DELETE /api/admin/series/:id`: its works stay, in no series. */
export const useDeleteSeries = () =>
  useSeriesChange((id: string) =>
    parseResponse(api.admin.series[":id"].$delete({ param: { id } })),
  );
