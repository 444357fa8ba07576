// The profile's security requests: changing the password, and the account's sessions.
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, parseResponse } from "#client/lib/api";
import { readAgain } from "#client/lib/read-again";
import { sessionQuery } from "#client/lib/session";

/** One session as the profile lists it (never its token). */
export type AccountSession = InferResponseType<
  typeof api.account.sessions.$get,
  200
>["sessions"][number];

/**
 * The account's sessions. Under "me": they belong to the shopper and are dropped at sign-out.
 */
export const accountSessionQueries = {
  all: ["me", "sessions"] as const,
  list: () =>
    queryOptions({
      queryKey: accountSessionQueries.all,
      queryFn: ({ signal }) => parseResponse(api.account.sessions.$get({}, { init: { signal } })),
      select: (data) => data.sessions,
    }),
};

/**
 * `POST /api/auth/change-password` (our route in front of better-auth). A refusal is a
 * DetailedError whose body names its field, as every API error does (apiFieldErrors).
 */
export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    // The route reads its body itself (auth/routes.ts), so the typed client is handed it whole.
    mutationFn: (input: { currentPassword: string; newPassword: string }) =>
      parseResponse(
        api.auth["change-password"].$post(
          {},
          {
            init: { body: JSON.stringify(input) },
            headers: { "content-type": "application/json" },
          },
        ),
      ),
    // This browser has a new session now, and the others are gone.
    onSuccess: () => readAgain(client, sessionQuery.queryKey, accountSessionQueries.all),
  });
}

/** `POST /api/account/sessions/sign-out-others`: every other browser is signed out. */
export function useSignOutOthers() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => parseResponse(api.account.sessions["sign-out-others"].$post()),
    onSettled: () => readAgain(client, accountSessionQueries.all),
  });
}

/** `DELETE /api/account/sessions/:id`; a 404 (already gone) reads the list again all the same. */
export function useEndSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      parseResponse(api.account.sessions[":id"].$delete({ param: { id } })),
    onSettled: () => readAgain(client, accountSessionQueries.all),
  });
}
