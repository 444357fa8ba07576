import { useCallback } from "react";
import { toast } from "sonner";
import type { Artwork } from "../../../shared/artwork";
import { messages } from "../../../shared/messages";

/**
 * Favourites for the current visitor. Until accounts exist every visitor is anonymous:
 * spec §6 — no favourites query is made, nothing is liked, and a toggle asks to sign in.
 */
export function useFavourites() {
  const isLiked = useCallback((_artworkId: string) => false, []);
  const toggle = useCallback((_artwork: Pick<Artwork, "id" | "title">) => {
    toast.error(messages.toast.signInForFavourites);
  }, []);
  return { isLiked, toggle };
}
