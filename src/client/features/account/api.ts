// Signing in, up and out, and the profile: the account's own requests. The session itself,
// which the whole app reads, is #client/lib/session.
import { type QueryClient, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, parseResponse } from "#client/lib/api";
import { authRequest } from "#client/lib/auth-request";
import { readAgain } from "#client/lib/read-again";
import { sessionQuery } from "#client/lib/session";
import { CONFIRMED_HREF } from "#shared/links";
import { PHOTO_FIELD } from "#shared/profile-photo";
import { routes } from "#shared/routes";

export function useSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { email: string; password: string }) =>
      authRequest("/sign-in/email", { method: "POST", body: JSON.stringify(input) }),
    onSuccess: () => client.invalidateQueries({ queryKey: sessionQuery.queryKey }),
  });
}

export function useSignUp() {
  return useMutation({
    mutationFn: (input: { email: string; password: string; fullName: string }) =>
      authRequest("/sign-up/email", {
        method: "POST",
        // The confirmation link signs in and lands on the site root, which says so.
        body: JSON.stringify({
          email: input.email,
          password: input.password,
          name: input.fullName,
          callbackURL: CONFIRMED_HREF,
        }),
      }),
  });
}

/** `POST /api/auth/send-verification-email`: the same answer for any address. */
export function useSendConfirmation() {
  return useMutation({
    mutationFn: (email: string) =>
      authRequest("/send-verification-email", {
        method: "POST",
        body: JSON.stringify({ email, callbackURL: CONFIRMED_HREF }),
      }),
  });
}

/** `POST /api/auth/request-password-reset`: the same answer for any address. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      authRequest("/request-password-reset", {
        method: "POST",
        body: JSON.stringify({ email, redirectTo: routes.resetPassword.path }),
      }),
  });
}

/** `POST /api/auth/reset-password`: the link's token and the new password. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; newPassword: string }) =>
      authRequest("/reset-password", { method: "POST", body: JSON.stringify(input) }),
  });
}

/** Forgets the session and everything that belonged to the shopper (keys under "me"). */
function forgetShopper(client: QueryClient) {
  client.setQueryData(sessionQuery.queryKey, null);
  client.removeQueries({ predicate: (q) => q.queryKey[0] === "me" });
}

/** Signs out on the server, then forgets everything that belonged to the shopper. */
export function useSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => authRequest("/sign-out", { method: "POST", body: "{}" }),
    onSettled: () => forgetShopper(client),
  });
}

/** Where the shopper's copy of their data downloads (a plain link: the session's cookie goes). */
export const ACCOUNT_EXPORT = "/api/account/export";

/**
 * `DELETE /api/account` with the password: the account is gone and its session with it, so
 * the app forgets the shopper as at sign-out.
 */
export function useDeleteAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => parseResponse(api.account.$delete({ json: { password } })),
    onSuccess: () => forgetShopper(client),
  });
}

export function useSaveProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fullName: string) =>
      parseResponse(api.account.profile.$patch({ json: { fullName } })),
    onSuccess: () => client.invalidateQueries({ queryKey: sessionQuery.queryKey }),
  });
}

/**
 * The e-mails the signed-in shopper gets: following the artist, and similar-work alerts. Keys
 * under "me" belong to the shopper and are dropped at sign-out (useSignOut).
 */
export const subscriptionQueries = {
  all: ["me", "subscriptions"] as const,

  following: () =>
    queryOptions({
      queryKey: [...subscriptionQueries.all, "following"] as const,
      queryFn: ({ signal }) => parseResponse(api.follow.$get({}, { init: { signal } })),
      select: (data) => data.following,
    }),

  alerts: () =>
    queryOptions({
      queryKey: [...subscriptionQueries.all, "alerts"] as const,
      queryFn: ({ signal }) => parseResponse(api.alerts.$get({}, { init: { signal } })),
      select: (data) => data.alerts,
    }),
};

/** `DELETE /api/follow`: no more e-mails about new paintings. */
export function useStopFollowing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => parseResponse(api.follow.$delete()),
    onSettled: () => readAgain(client, subscriptionQueries.following().queryKey),
  });
}

/** `DELETE /api/alerts/:id`; a 404 (already gone) reads the list again all the same. */
export function useStopAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => parseResponse(api.alerts[":id"].$delete({ param: { id } })),
    onSettled: () => readAgain(client, subscriptionQueries.alerts().queryKey),
  });
}

/** The session as it is now with `image` as the shopper's photo, then read again. */
function showPhoto(client: QueryClient, image: string | null) {
  client.setQueryData(sessionQuery.queryKey, (user) => user && { ...user, image });
  return client.invalidateQueries({ queryKey: sessionQuery.queryKey });
}

/**
 * `PUT /api/account/photo` (multipart, the file in `photo`): the new photo shows at once in
 * the profile and the header.
 */
export function useUploadPhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append(PHOTO_FIELD, file);
      return parseResponse(api.account.photo.$put({}, { init: { body } }));
    },
    onSuccess: ({ image }) => showPhoto(client, image),
  });
}

/** `DELETE /api/account/photo`: back to the initials. */
export function useRemovePhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => parseResponse(api.account.photo.$delete()),
    onSuccess: () => showPhoto(client, null),
  });
}
