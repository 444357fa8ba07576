import { queryOptions } from "@tanstack/react-query";
import { api, parseResponse } from "#client/lib/api";

/**
 * How the shop is looking after itself, for its owner: the incidents open now (the admin's
 * banner) and the kept scheduled backups. Both change on the server's own schedule, so they are
 * read again every minute while the admin is open.
 */
export const adminWatchQueries = {
  all: ["admin", "watch"] as const,

  incidents: () =>
    queryOptions({
      queryKey: [...adminWatchQueries.all, "incidents"] as const,
      queryFn: ({ signal }) => parseResponse(api.admin.incidents.$get({}, { init: { signal } })),
      select: (answer) => answer.incidents,
      refetchInterval: 60_000,
    }),

  backups: () =>
    queryOptions({
      queryKey: [...adminWatchQueries.all, "backups"] as const,
      queryFn: ({ signal }) => parseResponse(api.admin.backups.$get({}, { init: { signal } })),
      refetchInterval: 60_000,
    }),
};

/** Where a kept backup downloads from (the browser sends the session's cookie). */
export const backupDownload = (id: string) => `/api/admin/backups/${encodeURIComponent(id)}`;
