import { useCallback } from "react";
import { toast } from "sonner";
import type { Artwork } from "../../../shared/artwork";
import { messages } from "../../../shared/messages";

/** The current visitor's cart. Anonymous visitors are asked to sign in (spec §6, §8). */
export function useCart() {
  const add = useCallback((_artwork: Pick<Artwork, "id" | "title">) => {
    toast.error(messages.toast.signInForCart);
  }, []);
  return { add };
}
