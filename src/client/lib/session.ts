import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { SessionUser as SessionUserAnswer } from "#server/app";

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
 * The session as better-auth answers `GET /api/auth/get-session`: the user, or null. A failed
 * read is an error (and the visitor treated as signed out, below); its words are never shown,
 * so this reads no texts and the first visit loads none of the forms' (lib/auth-request.ts).
 */
async function readSession({ signal }: { signal?: AbortSignal }): Promise<SessionUser | null> {
  const response = await fetch("/api/auth/get-session", { credentials: "same-origin", signal });
  if (!response.ok) throw new Error(`The session could not be read (${response.status})`);
  // No session is answered with `null`; an answer without a body means none too.
  const body: { user: SessionUser } | null = await response.json().catch(() => null);
  return body?.user ?? null;
}

const SESSION_REFRESH_MS = 10 * 60 * 1000;

export const sessionQuery = queryOptions({
  queryKey: ["session"] as const,
  queryFn: readSession,
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
