import { formatPrice } from "#shared/money";
import { cartTexts as messages } from "#shared/texts/cart";

/** Subtotal, Shipping (always Free) and Total, for the cart and the checkout. */
export function CartTotals({ subtotal }: { subtotal: number }) {
  return (
    <dl className="flex flex-col gap-2 text-sm">
      <div className="flex justify-between">
        <dt className="text-muted">{messages.cart.subtotal}</dt>
        <dd data-testid="cart-subtotal">{formatPrice(subtotal)}</dd>
      </div>
      <div className="flex justify-between">
        <dt className="text-muted">{messages.cart.shipping}</dt>
        <dd>{messages.cart.shippingFree}</dd>
      </div>
      <div className="flex justify-between border-t border-line pt-3 text-base font-semibold">
        <dt>{messages.cart.total}</dt>
        <dd data-testid="cart-total">{formatPrice(subtotal)}</dd>
      </div>
    </dl>
  );
}
