import { ShoppingBag } from "lucide-react";
import { Button, ButtonLink, buttonVariants } from "#client/components/ui/button";
import { EmptyState } from "#client/components/ui/EmptyState";
import { SignedInOnly } from "#client/components/ui/SignedInOnly";
import { StatusMessage } from "#client/components/ui/StatusMessage";
import { CartRow, CartTotals, cartSubtotal, isOrderable, useCart } from "#client/features/cart";
import { FavoriteToggle } from "#client/features/favorites";
import { messages } from "#shared/messages";

/**
 * The cart, with a delete button that removes the item and the way to checkout: paintings
 * reserved or sold meanwhile stay listed as unavailable and out of the totals.
 */
export function Component() {
  return <SignedInOnly gate={messages.gates.cart}>{() => <Cart />}</SignedInOnly>;
}

function Cart() {
  const cart = useCart();
  const subtotal = cartSubtotal(cart.items);
  const canCheckOut = cart.items.some(isOrderable);
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
                <CartRow
                  key={artwork.id}
                  artwork={artwork}
                  onRemove={() => cart.remove(artwork)}
                  action={
                    <FavoriteToggle
                      artwork={artwork}
                      className={buttonVariants({ variant: "icon" })}
                      iconClassName="size-5"
                    />
                  }
                />
              ))}
            </ul>
            <section
              aria-labelledby="order-summary"
              className="flex flex-col gap-4 rounded-2xl bg-white p-6 ring-1 ring-line lg:sticky lg:top-24"
            >
              <h2 id="order-summary" className="font-serif text-2xl">
                {messages.cart.summary}
              </h2>
              <CartTotals subtotal={subtotal} />
              {canCheckOut ? (
                <ButtonLink to="/checkout" className="h-11">
                  {messages.cart.checkout}
                </ButtonLink>
              ) : (
                <>
                  <Button className="h-11" disabled aria-describedby="nothing-to-order">
                    {messages.cart.checkout}
                  </Button>
                  <p id="nothing-to-order" className="text-sm text-muted">
                    {messages.checkout.nothingToOrder}
                  </p>
                </>
              )}
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
