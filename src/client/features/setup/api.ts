import { queryOptions, useMutation } from "@tanstack/react-query";
import { api, parseResponse } from "#client/lib/api";
import type { SetupInput } from "#shared/setup";

/** Whether a setup link still opens the setup: the server's check of its token (204 or 404). */
export const setupQueries = {
  link: (token: string) =>
    queryOptions({
      queryKey: ["setup", "link", token] as const,
      queryFn: async ({ signal }) => {
        const response = await api.setup.$get({ query: { token } }, { init: { signal } });
        if (response.status === 404) return false;
        if (!response.ok) throw new Error(`The setup check answered ${response.status}`);
        return true;
      },
      // The answer changes only when someone uses the link: asked once per visit.
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    }),
};

/** Makes the owner, the gallery's name and its business details (POST /api/setup). */
export function useCompleteSetup() {
  return useMutation({
    mutationFn: (input: SetupInput) => parseResponse(api.setup.$post({ json: input })),
  });
}
