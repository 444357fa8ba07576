import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { SessionUser as SessionUserAnswer } from "#server/app";
import { authTexts as messages } from "#shared/texts/auth";

/**
 * The visitor's session, which every part of the app may ask about (the header, the cart,
 * the hearts, the pages only a signed-in shopper sees); signing in and out is the account
 * feature's.
 */

/**
 * The signed-in user as the session answer describes them; `image` is their profile photo's
 * URL, or null (or absent, in a fixture) when the avatar shows initials.
 */
export type SessionUser = Omit<SessionUserAnswer, "image"> & { image?: string | null };

/**
 * An auth request that failed, carrying the server's own message, which the toast shows, its
 * code (better-auth's, e.g. EMAIL_NOT_VERIFIED) and the reasons of fields, shown beside them.
 */
export class AuthError extends Error {
  constructor(
    message: string,
    readonly body?: { code?: string; fields?: Record<string, string> } | null,
  ) {
    super(message);
  }
}

/**
 * better-auth's endpoints (mounted at /api/auth) answer `{ message }` on failure; the
 * throttles in front of them answer `{ error }`. Either way the visitor sees that text.
 */
export async function authRequest<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`/api/auth${path}`, {
    ...init,
    headers: { "content-type": "application/json", ...init.headers },
    credentials: "same-origin",
  });
  const body = await response.json().catch(() => null);
  if (!response.ok) {
    const reason = body?.message ?? body?.error;
    throw new AuthError(
      typeof reason === "string" && reason ? reason : messages.auth.unexpected,
      body,
    );
  }
  return body as T;
}

const SESSION_REFRESH_MS = 10 * 60 * 1000;

export const sessionQuery = queryOptions({
  queryKey: ["session"] as const,
  queryFn: async () =>
    (await authRequest<{ user: SessionUser } | null>("/get-session"))?.user ?? null,
  // Reading the session is what keeps it alive: better-auth extends an active session when
  // it is read (updateAge), so a visitor who keeps the tab open stays signed in.
  staleTime: 60_000,
  refetchInterval: SESSION_REFRESH_MS,
  refetchOnWindowFocus: true,
  retry: 1,
});

/**
 * The visitor's session: `undefined` while it is still being read (the header then shows
 * neither Sign In nor the user menu), `null` signed out, else the user.
 */
export function useSessionUser(): SessionUser | null | undefined {
  const { data, isError } = useQuery(sessionQuery);
  // A session that cannot be read at all is treated as signed out: Sign In stays reachable.
  return isError && data === undefined ? null : data;
}

/**
 * The visitor's session for a click: the user (or `null`) as soon as the session is known —
 * at once once read, else when its reading ends. A shopper who clicks Add to Cart or a heart
 * before then (on a slow line, the moment the page answers) is not told to sign in. Reads the
 * cache when called, so a component using it does not render again when the session changes.
 */
export function useSessionUserWhenKnown(): () => Promise<SessionUser | null> {
  const client = useQueryClient();
  return useCallback(async () => {
    const known = client.getQueryData(sessionQuery.queryKey);
    return known !== undefined ? known : client.fetchQuery(sessionQuery).catch(() => null);
  }, [client]);
}
