import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { shopQueries } from "#client/entities/shop";
import { api, parseResponse } from "#client/lib/api";
import { readAgain } from "#client/lib/read-again";
import type { PageInput, SettingsInput, ShopPageSlug } from "#shared/shop";

/** The owner's business details and delivery rates (`GET /api/admin/settings`). */
export const adminSettingsQueries = {
  all: ["admin", "settings"] as const,

  settings: () =>
    queryOptions({
      queryKey: [...adminSettingsQueries.all] as const,
      queryFn: ({ signal }) => parseResponse(api.admin.settings.$get({}, { init: { signal } })),
    }),
};

/**
 * `PUT /api/admin/settings`. Saved, the details are read again, and so is the shop as
 * everyone sees it (the foot of every page, the pages' defaults).
 */
export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (json: SettingsInput) => parseResponse(api.admin.settings.$put({ json })),
    onSuccess: () => readAgain(client, adminSettingsQueries.all, shopQueries.all),
  });
}

/** `PUT /api/admin/pages/:slug`; the page, as anyone reads it, is read again. */
export function useSavePage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, ...json }: PageInput & { slug: ShopPageSlug }) =>
      parseResponse(api.admin.pages[":slug"].$put({ param: { slug }, json })),
    onSuccess: () => readAgain(client, shopQueries.all),
  });
}

/** `POST /api/admin/pages/preview`: Markdown as its page would show it, rendered by the server. */
export function usePreviewPage() {
  return useMutation({
    mutationFn: (markdown: string) =>
      parseResponse(api.admin.pages.preview.$post({ json: { markdown } })),
  });
}
