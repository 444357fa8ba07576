import { useMutation, useQueryClient } from "@tanstack/react-query";
import { artworkQueries } from "#client/entities/artwork";
import { cartQueries } from "#client/entities/cart";
import { apiErrorMessage } from "#client/lib/api";
import { notify } from "#client/lib/notify";
import { readAgain } from "#client/lib/read-again";
import { useSessionUserWhenKnown } from "#client/lib/session";
import type { Edition } from "#shared/edition-view";
import type { CartPrint } from "#shared/print-lines";
import { cartTexts } from "#shared/texts/cart";
import { editionsTexts } from "#shared/texts/editions";
import { useCartList } from "./cart-list";

const texts = editionsTexts.editions;
type Quantity = { editionId: string; quantity: number };

/** Tells what went wrong: the server's reason (so few left, no longer on sale), else `fallback`. */
const failed = (fallback: string) => (error: unknown) => {
  console.error(error);
  notify.error(apiErrorMessage(error) ?? fallback);
};

/**
 * The prints in the shopper's cart, and their changes: adding an edition (its quantity set,
 * the line made if new), a new quantity, removing a line. A quantity shows at once and the
 * cart is read again after; a refusal says the server's reason, and the editions are read
 * again too, as what is left of one has changed. Signed out: as for an original, no request
 * and a toast asks to sign in.
 */
export function useCartPrints() {
  const { prints } = useCartList();
  const knownUser = useSessionUserWhenKnown();
  const client = useQueryClient();
  const cartKey = cartQueries.list().queryKey;

  const setting = useMutation({
    mutationFn: ({ editionId, quantity }: Quantity) => cartQueries.setPrint(editionId, quantity),
    onMutate: async ({ editionId, quantity }: Quantity) => {
      await client.cancelQueries({ queryKey: cartKey });
      client.setQueryData(cartKey, (cart) =>
        cart
          ? {
              ...cart,
              prints: cart.prints.map((line) =>
                line.edition.id === editionId ? { ...line, quantity } : line,
              ),
            }
          : cart,
      );
    },
    onError: () => readAgain(client, artworkQueries.all),
    onSettled: () => readAgain(client, cartKey),
  });

  const removal = useMutation({
    mutationFn: (editionId: string) => cartQueries.removePrint(editionId),
    onSuccess: () => notify.success(cartTexts.toast.removedFromCart),
    onError: failed(cartTexts.toast.removeFromCartFailed),
    onSettled: () => readAgain(client, cartKey),
  });

  const add = async (edition: Pick<Edition, "id">, quantity: number, title: string) => {
    if (!(await knownUser())) {
      notify.error(cartTexts.toast.signInForCart);
      return;
    }
    await setting
      .mutateAsync({ editionId: edition.id, quantity })
      .then(
        () => notify.success(cartTexts.toast.addedToCart(texts.printOf(title))),
        failed(cartTexts.toast.addToCartFailed),
      );
  };

  return {
    prints,
    add,
    setQuantity: (line: CartPrint, quantity: number) =>
      setting.mutate(
        { editionId: line.edition.id, quantity },
        { onError: failed(texts.quantityFailed) },
      ),
    remove: (line: CartPrint) => removal.mutate(line.edition.id),
  };
}
