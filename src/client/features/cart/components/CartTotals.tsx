import { formatPrice } from "#shared/money";
import { cartTexts as messages } from "#shared/texts/cart";

/**
 * Subtotal, Shipping and Total, for the cart and the checkout. `shipping` is the delivery the
 * server quoted for the chosen country ("Free" when 0); undefined while it is asked for.
 */
export function CartTotals({ subtotal, shipping }: { subtotal: number; shipping?: number }) {
  const total = shipping === undefined ? undefined : Math.round((subtotal + shipping) * 100) / 100;
  return (
    <dl className="flex flex-col gap-2 text-sm" aria-busy={shipping === undefined}>
      <div className="flex justify-between">
        <dt className="text-muted">{messages.cart.subtotal}</dt>
        <dd data-testid="cart-subtotal">{formatPrice(subtotal)}</dd>
      </div>
      <div className="flex justify-between">
        <dt className="text-muted">{messages.cart.shipping}</dt>
        <dd data-testid="cart-shipping">
          {shipping === undefined
            ? messages.cart.quoting
            : shipping === 0
              ? messages.cart.shippingFree
              : formatPrice(shipping)}
        </dd>
      </div>
      <div className="flex justify-between border-t border-line pt-3 text-base font-semibold">
        <dt>{messages.cart.total}</dt>
        <dd data-testid="cart-total">
          {total === undefined ? messages.cart.quoting : formatPrice(total)}
        </dd>
      </div>
    </dl>
  );
}
