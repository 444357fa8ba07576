import { type QueryClient, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { shopQueries } from "#client/entities/shop";
import { api, parseResponse } from "#client/lib/api";
import { readAgain } from "#client/lib/read-again";
import { PHOTO_FIELD } from "#shared/profile-photo";
import type { PageInput, SettingsInput, ShopPageSlug, ShopSettings } from "#shared/shop";

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

/** The settings as the portrait's answer gives them, then the shop as everyone sees it. */
function showSettings(client: QueryClient, settings: ShopSettings) {
  client.setQueryData(adminSettingsQueries.settings().queryKey, settings);
  return readAgain(client, shopQueries.all);
}

/** `POST /api/admin/settings/portrait` (the file in `photo`): her portrait shows at once. */
export function useUploadPortrait() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append(PHOTO_FIELD, file);
      return parseResponse(api.admin.settings.portrait.$post({}, { init: { body } }));
    },
    onSuccess: (settings) => showSettings(client, settings),
  });
}

/** `DELETE /api/admin/settings/portrait`: the home page goes without one. */
export function useRemovePortrait() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => parseResponse(api.admin.settings.portrait.$delete()),
    onSuccess: (settings) => showSettings(client, settings),
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
