import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import type { Artwork } from "../../../shared/artwork";
import { messages } from "../../../shared/messages";
import { notify } from "../../lib/notify";
import { useSessionUser } from "../account/api";
import { favouriteQueries } from "./api";

type Target = Pick<Artwork, "id" | "title">;

/**
 * The current visitor's favourites (spec §4, §6). Signed out: nothing is liked, no
 * favourites query is made, and a toggle asks to sign in. Signed in: a toggle removes a
 * favourite or adds one, with the toasts of spec §8, and the list is fetched again after.
 */
export function useFavourites() {
  const user = useSessionUser();
  const client = useQueryClient();
  const list = useQuery({ ...favouriteQueries.list(), enabled: Boolean(user) });
  const likedIds = useMemo(() => new Set(list.data?.map((a) => a.id)), [list.data]);

  const change = useMutation({
    mutationFn: async ({ artwork, like }: { artwork: Target; like: boolean }) => {
      await (like ? favouriteQueries.add(artwork.id) : favouriteQueries.remove(artwork.id));
    },
    onSuccess: (_, { like }) =>
      notify.success(
        like ? messages.toast.addedToFavourites : messages.toast.removedFromFavourites,
      ),
    onError: (error, { like }) => {
      console.error(error);
      notify.error(
        like ? messages.toast.addToFavouritesFailed : messages.toast.removeFromFavouritesFailed,
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey: favouriteQueries.list().queryKey }),
  });

  const isLiked = useCallback((artworkId: string) => likedIds.has(artworkId), [likedIds]);

  const toggle = (artwork: Target) => {
    if (!user) {
      notify.error(messages.toast.signInForFavourites);
      return;
    }
    change.mutate({ artwork, like: !likedIds.has(artwork.id) });
  };

  /** On the Favorites page the heart only removes (spec §4). */
  const remove = (artwork: Target) => {
    if (!user) {
      notify.error(messages.toast.signInToManageFavourites);
      return;
    }
    change.mutate({ artwork, like: false });
  };

  return {
    items: list.data ?? [],
    isLoading: list.isPending && Boolean(user),
    isLiked,
    toggle,
    remove,
  };
}
