import { ShoppingBag } from "lucide-react";
import { Button, ButtonLink } from "#client/components/ui/button";
import { EmptyState } from "#client/components/ui/EmptyState";
import { StatusMessage } from "#client/components/ui/StatusMessage";
import { SignedInOnly } from "#client/features/account";
import { CartRow } from "#client/features/cart/components/CartRow";
import { cartSubtotal } from "#client/features/cart/totals";
import { useCart } from "#client/features/cart/use-cart";
import { messages } from "#shared/messages";
import { formatPrice } from "#shared/money";

/** Spec §2 Cart, with DESIGN §5's working delete button. */
export function Component() {
  return <SignedInOnly gate={messages.gates.cart}>{() => <Cart />}</SignedInOnly>;
}

function Cart() {
  const cart = useCart();
  const subtotal = cartSubtotal(cart.items);
  return (
    <section className="flex flex-col gap-2 py-12">
      <h1 className="font-serif text-4xl">{messages.cart.title}</h1>
      {cart.isLoading ? (
        <StatusMessage>{messages.home.loading}</StatusMessage>
      ) : cart.items.length === 0 ? (
        <EmptyState
          icon={ShoppingBag}
          message={messages.cart.empty}
          action={{ to: "/", label: messages.cart.continueShopping }}
        />
      ) : (
        <>
          <p className="text-sm text-muted" data-testid="cart-count">
            {messages.cart.count(cart.items.length)}
          </p>
          <div className="mt-6 grid items-start gap-8 lg:grid-cols-[1fr_22rem]">
            <ul aria-label={messages.cart.items} className="flex flex-col gap-4">
              {cart.items.map((artwork) => (
                <CartRow key={artwork.id} artwork={artwork} onRemove={() => cart.remove(artwork)} />
              ))}
            </ul>
            <section
              aria-labelledby="order-summary"
              className="flex flex-col gap-4 rounded-2xl bg-white p-6 ring-1 ring-line lg:sticky lg:top-24"
            >
              <h2 id="order-summary" className="font-serif text-2xl">
                {messages.cart.summary}
              </h2>
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
              {/* Spec §1: checkout and payment are not part of the product yet. */}
              <Button className="h-11">{messages.cart.checkout}</Button>
              <ButtonLink to="/" variant="secondary" className="h-11">
                {messages.cart.continueShopping}
              </ButtonLink>
            </section>
          </div>
        </>
      )}
    </section>
  );
}
