import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { cartQueries } from "#client/entities/cart";
import { notify } from "#client/lib/notify";
import { readAgain } from "#client/lib/read-again";
import { useSessionUserWhenKnown } from "#client/lib/session";
import type { Artwork } from "#shared/artwork";
import { cartTexts as messages } from "#shared/texts/cart";
import { useCartList } from "./cart-list";

type Target = Pick<Artwork, "id" | "title">;

/**
 * The current visitor's cart of originals: adding is an upsert (one entry per artwork), the
 * count is the number of distinct items, and the cart is fetched again after a change.
 * Signed out: no request, and a toast asks to sign in.
 */
export function useCart() {
  const { items, prints, isLoading } = useCartList();
  const knownUser = useSessionUserWhenKnown();
  const client = useQueryClient();
  const refresh = () => readAgain(client, cartQueries.list().queryKey);

  const addition = useMutation({
    mutationFn: (artwork: Target) => cartQueries.add(artwork.id),
    onSuccess: (_, artwork) => notify.success(messages.toast.addedToCart(artwork.title)),
    onError: (error) => {
      console.error(error);
      notify.error(messages.toast.addToCartFailed);
    },
    onSettled: refresh,
  });

  const removal = useMutation({
    mutationFn: (artwork: Target) => cartQueries.remove(artwork.id),
    onSuccess: () => notify.success(messages.toast.removedFromCart),
    onError: (error) => {
      console.error(error);
      notify.error(messages.toast.removeFromCartFailed);
    },
    onSettled: refresh,
  });

  // The paintings being added now. A second press while the first is on its way (pressed twice
  // in impatience, say, one press kept from before the app started and one after) adds nothing.
  const adding = useRef(new Set<string>());
  const add = async (artwork: Target) => {
    if (adding.current.has(artwork.id)) return;
    adding.current.add(artwork.id);
    try {
      if (!(await knownUser())) {
        notify.error(messages.toast.signInForCart);
        return;
      }
      // A failure is told by `onError`; nothing more to do with it here.
      await addition.mutateAsync(artwork).catch(() => {});
    } finally {
      adding.current.delete(artwork.id);
    }
  };

  return {
    items,
    /** Its print lines, as read; `useCartPrints` changes them. */
    prints,
    isLoading,
    add,
    remove: (artwork: Target) => removal.mutate(artwork),
    /** Reads the cart again, e.g. after checkout found paintings taken meanwhile. */
    refresh,
  };
}
