import { ShoppingBag } from "lucide-react";
import { useState } from "react";
import { Button, ButtonLink, buttonVariants } from "#client/components/ui/button";
import { EmptyState } from "#client/components/ui/EmptyState";
import { SignedInOnly } from "#client/components/ui/SignedInOnly";
import { StatusMessage } from "#client/components/ui/StatusMessage";
import {
  CartPrintRow,
  CartRow,
  cartSubtotal,
  deliveryLines,
  useCart,
  useCartPrints,
} from "#client/features/cart";
import { CountrySelect, DeliveryTotals } from "#client/features/delivery";
import { FavoriteToggle } from "#client/features/favorites";
import { UK_COUNTRY } from "#shared/delivery";
import { messages } from "#shared/messages";
import { routes } from "#shared/routes";

/**
 * The cart, with a delete button that removes the item and the way to checkout: paintings
 * reserved or sold meanwhile stay listed as unavailable and out of the totals. Print lines
 * follow the originals, each with its quantity; one asking for more than are left stays listed
 * and out of the totals too.
 */
export function Component() {
  return <SignedInOnly gate={messages.gates.cart}>{() => <Cart />}</SignedInOnly>;
}

function Cart() {
  const cart = useCart();
  const prints = useCartPrints();
  const subtotal = cartSubtotal(cart.items, cart.prints);
  const lines = cart.items.length + cart.prints.length;
  // The country the totals are priced for; the checkout starts from it.
  const [country, setCountry] = useState(UK_COUNTRY);
  const orderable = deliveryLines(cart);
  const canCheckOut = orderable.length > 0;
  return (
    <section className="flex flex-col gap-2 py-12">
      <h1 className="font-serif text-4xl">{messages.cart.title}</h1>
      {cart.isLoading ? (
        <StatusMessage>{messages.home.loading}</StatusMessage>
      ) : lines === 0 ? (
        <EmptyState
          icon={ShoppingBag}
          message={messages.cart.empty}
          action={{ to: "/", label: messages.cart.continueShopping }}
        />
      ) : (
        <>
          <p className="text-sm text-muted" data-testid="cart-count">
            {messages.cart.count(lines)}
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
              {cart.prints.map((line) => (
                <CartPrintRow
                  key={line.edition.id}
                  line={line}
                  onQuantity={(quantity) => prints.setQuantity(line, quantity)}
                  onRemove={() => prints.remove(line)}
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
              <CountrySelect value={country} onChange={setCountry} />
              <DeliveryTotals items={orderable} subtotal={subtotal} country={country} />
              {canCheckOut ? (
                <ButtonLink
                  to={`${routes.checkout.path}?${new URLSearchParams({ country })}`}
                  className="h-11"
                >
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
