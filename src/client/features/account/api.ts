// Signing in, up and out, and the profile: the account's own requests. The session itself,
// which the whole app reads, is #client/lib/session.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, parseResponse } from "#client/lib/api";
import { authRequest, sessionQuery } from "#client/lib/session";

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
        // The confirmation link redirects to the site root.
        body: JSON.stringify({
          email: input.email,
          password: input.password,
          name: input.fullName,
          callbackURL: "/",
        }),
      }),
  });
}

/** Signs out on the server, then forgets everything that belonged to the shopper. */
export function useSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => authRequest("/sign-out", { method: "POST", body: "{}" }),
    onSettled: () => {
      client.setQueryData(sessionQuery.queryKey, null);
      client.removeQueries({ predicate: (q) => q.queryKey[0] === "me" });
    },
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
