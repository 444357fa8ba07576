import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { notify } from "#client/lib/notify";
import { readAgain } from "#client/lib/read-again";
import { useSessionUser, useSessionUserWhenKnown } from "#client/lib/session";
import type { Artwork } from "#shared/artwork";
import { cartTexts as messages } from "#shared/texts/cart";
import { favoriteQueries } from "./api";

type Target = Pick<Artwork, "id" | "title">;

/**
 * The current visitor's favorites. Signed out: nothing is liked, no favorites query is made,
 * and a toggle asks to sign in. Signed in: a toggle removes a favorite or adds one, with a
 * toast, and the list is fetched again after.
 */
export function useFavorites() {
  const user = useSessionUser();
  const knownUser = useSessionUserWhenKnown();
  const client = useQueryClient();
  const list = useQuery({ ...favoriteQueries.list(), enabled: Boolean(user) });
  const likedIds = useMemo(() => new Set(list.data?.map((a) => a.id)), [list.data]);

  const change = useMutation({
    mutationFn: async ({ artwork, like }: { artwork: Target; like: boolean }) => {
      await (like ? favoriteQueries.add(artwork.id) : favoriteQueries.remove(artwork.id));
    },
    onSuccess: (_, { like }) =>
      notify.success(like ? messages.toast.addedToFavorites : messages.toast.removedFromFavorites),
    onError: (error, { like }) => {
      console.error(error);
      notify.error(
        like ? messages.toast.addToFavoritesFailed : messages.toast.removeFromFavoritesFailed,
      );
    },
    onSettled: () => readAgain(client, favoriteQueries.list().queryKey),
  });

  const isLiked = useCallback((artworkId: string) => likedIds.has(artworkId), [likedIds]);

  // Stable while the favorites are, so a grid's cards need not be drawn again (ArtworkGrid).
  const { mutate } = change;
  const toggle = useCallback(
    async (artwork: Target) => {
      if (!(await knownUser())) {
        notify.error(messages.toast.signInForFavorites);
        return;
      }
      mutate({ artwork, like: !likedIds.has(artwork.id) });
    },
    [knownUser, likedIds, mutate],
  );

  /** On the Favorites page the heart only removes. */
  const remove = useCallback(
    async (artwork: Target) => {
      if (!(await knownUser())) {
        notify.error(messages.toast.signInToManageFavorites);
        return;
      }
      mutate({ artwork, like: false });
    },
    [knownUser, mutate],
  );

  return {
    items: list.data ?? [],
    isLoading: list.isPending && Boolean(user),
    isLiked,
    toggle,
    remove,
  };
}
