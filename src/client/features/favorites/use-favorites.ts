import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { afterNextPaint } from "#client/lib/after-paint";
import { useSessionUser, useSessionUserWhenKnown } from "#client/lib/session";
import type { Artwork } from "#shared/artwork";
import { favoriteQueries } from "./api";
import type { SignedOutReason } from "./change-favorite";

type Target = Pick<Artwork, "id" | "title">;

/** The favorites, for what only counts or marks them (the header); no write is loaded. */
export function useFavoriteList() {
  const user = useSessionUser();
  const list = useQuery({ ...favoriteQueries.list(), enabled: Boolean(user) });
  return { list, user };
}

/**
 * The current visitor's favorites. Signed out: nothing is liked, no favorites query is made,
 * and a toggle asks to sign in. Signed in: a toggle removes a favorite or adds one, with a
 * toast, and the list is fetched again after.
 */
export function useFavorites() {
  const { list, user } = useFavoriteList();
  const knownUser = useSessionUserWhenKnown();
  const client = useQueryClient();
  const likedIds = useMemo(() => new Set(list.data?.map((a) => a.id)), [list.data]);

  // What a heart does — the sign-in check, the write, its toast and the read after it — is
  // loaded on the first heart pressed: a first visit shows hearts but presses none. Loaded once
  // the press is painted, as nothing of it shows before the answer (or the toast) anyway.
  const change = useCallback(
    async (artwork: Target, like: boolean, signedOut: SignedOutReason) => {
      await afterNextPaint();
      const [favorite, user] = await Promise.all([import("./change-favorite"), knownUser()]);
      if (!user) favorite.askToSignIn(signedOut);
      else await favorite.changeFavorite(client, artwork, like);
    },
    [client, knownUser],
  );

  const isLiked = useCallback((artworkId: string) => likedIds.has(artworkId), [likedIds]);

  // Stable while the favorites are, so a grid's cards need not be drawn again (ArtworkGrid).
  const toggle = useCallback(
    (artwork: Target) => change(artwork, !likedIds.has(artwork.id), "like"),
    [change, likedIds],
  );

  /** On the Favorites page the heart only removes. */
  const remove = useCallback((artwork: Target) => change(artwork, false, "manage"), [change]);

  return {
    items: list.data ?? [],
    isLoading: list.isPending && Boolean(user),
    isLiked,
    toggle,
    remove,
  };
}
