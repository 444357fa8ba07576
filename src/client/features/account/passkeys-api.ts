// Passkeys: adding, listing and removing them on /profile, signing in with one on /auth. The
// browser's side of WebAuthn (@simplewebauthn/browser) is imported only by the two screens that
// use it, both in chunks of their own, never by a first visit.
import {
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
} from "@simplewebauthn/browser";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { AuthError, authRequest } from "#client/lib/auth-request";
import { readAgain } from "#client/lib/read-again";
import { sessionQuery } from "#client/lib/session";
import { passkeysTexts } from "#shared/texts/passkeys";

const text = passkeysTexts.passkeys;

/** A passkey as the profile lists it (the server sends nothing more). */
export type Passkey = {
  id: string;
  name: string | null;
  createdAt: string;
  deviceType: string;
  backedUp: boolean;
};

/** Whether this browser can use passkeys at all (WebAuthn, in a secure context). */
export const passkeysSupported = () =>
  typeof window !== "undefined" && typeof window.PublicKeyCredential === "function";

/** Keys under "me" belong to the shopper and are dropped at sign-out. */
export const passkeyQueries = {
  list: () =>
    queryOptions({
      queryKey: ["me", "passkeys"] as const,
      queryFn: ({ signal }) => authRequest<Passkey[]>("/passkey/list-user-passkeys", { signal }),
    }),
};

/** What to tell the shopper when a passkey step failed: the server's reason, or the browser's. */
export function passkeyFailure(error: unknown): string {
  if (error instanceof AuthError) return error.message;
  if (error instanceof Error) {
    // Cancelled, timed out, or no passkey for this site on the device.
    if (error.name === "NotAllowedError" || error.name === "AbortError") return text.cancelled;
    if (error.name === "InvalidStateError") return text.alreadyAdded;
  }
  return text.failed;
}

/** Options from the server, the device makes the passkey, the server checks and keeps it. */
export function useAddPasskey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const optionsJSON = await authRequest<PublicKeyCredentialCreationOptionsJSON>(
        "/passkey/generate-register-options",
      );
      const response = await startRegistration({ optionsJSON });
      return authRequest("/passkey/verify-registration", {
        method: "POST",
        body: JSON.stringify({ response, ...(name ? { name } : {}) }),
      });
    },
    onSettled: () => readAgain(client, passkeyQueries.list().queryKey),
  });
}

export function useRemovePasskey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      authRequest("/passkey/delete-passkey", { method: "POST", body: JSON.stringify({ id }) }),
    onSettled: () => readAgain(client, passkeyQueries.list().queryKey),
  });
}

/** A challenge from the server, signed by a passkey on the device: a session, as at sign-in. */
export function usePasskeySignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const optionsJSON = await authRequest<PublicKeyCredentialRequestOptionsJSON>(
        "/passkey/generate-authenticate-options",
      );
      const response = await startAuthentication({ optionsJSON });
      return authRequest("/passkey/verify-authentication", {
        method: "POST",
        body: JSON.stringify({ response }),
      });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: sessionQuery.queryKey }),
  });
}
