import type { QueryClient } from "@tanstack/react-query";
import { notify } from "#client/lib/notify";
import { readAgain } from "#client/lib/read-again";
import type { Artwork } from "#shared/artwork";
import { cartTexts as messages } from "#shared/texts/cart";
import { favoriteQueries } from "./api";

/** Why a signed-out visitor pressed a heart: to like a painting, or on the Favorites page. */
export type SignedOutReason = "like" | "manage";

/** A heart pressed signed out asks the visitor to sign in first. */
export function askToSignIn(reason: SignedOutReason): void {
  notify.error(
    reason === "like" ? messages.toast.signInForFavorites : messages.toast.signInToManageFavorites,
  );
}

/**
 * Likes a painting or stops liking it, says so in a toast (or that it failed), and reads the
 * list again either way. Loaded on the first heart pressed (use-favorites.ts).
 */
export async function changeFavorite(
  client: QueryClient,
  artwork: Pick<Artwork, "id" | "title">,
  like: boolean,
): Promise<void> {
  try {
    await (like ? favoriteQueries.add(artwork.id) : favoriteQueries.remove(artwork.id));
    notify.success(like ? messages.toast.addedToFavorites : messages.toast.removedFromFavorites);
  } catch (error) {
    console.error(error);
    notify.error(
      like ? messages.toast.addToFavoritesFailed : messages.toast.removeFromFavoritesFailed,
    );
  } finally {
    await readAgain(client, favoriteQueries.list().queryKey);
  }
}
