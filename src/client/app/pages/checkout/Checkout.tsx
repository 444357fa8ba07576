import { usePrefetchQuery } from "@tanstack/react-query";
import { ShoppingBag } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { ButtonLink } from "#client/components/ui/button";
import { EmptyState } from "#client/components/ui/EmptyState";
import { StatusMessage } from "#client/components/ui/StatusMessage";
import { cartSubtotal, orderItems, useCart } from "#client/features/cart";
import { paymentMethodQuery, usePlaceOrder } from "#client/features/orders";
import { apiErrorDetail } from "#client/lib/api";
import type { SessionUser } from "#client/lib/session";
import { messages } from "#shared/messages";
import { routes } from "#shared/routes";
import { CheckoutForm } from "./CheckoutForm";
import { CheckoutSummary } from "./CheckoutSummary";

/**
 * What a 409 says above the summary: that prints ran short when the refusal names any
 * (`unavailablePrints`), that paintings were taken when it names those, or both.
 */
function conflictNotice(refusal: unknown): string {
  const named = (key: string) => {
    const list = apiErrorDetail(refusal, key);
    return Array.isArray(list) && list.length > 0;
  };
  const prints = named("unavailablePrints");
  const notices = [
    ...(named("unavailable") || !prints ? [messages.checkout.raced] : []),
    ...(prints ? [messages.editions.printsTaken] : []),
  ];
  return notices.join(" ");
}

/**
 * The checkout: the order summary and the shipping form. The order takes the available
 * paintings and the print lines that fit shown here, as `items`; if one was taken meanwhile,
 * or fewer prints are left (409), nothing is ordered, the shopper is told, and the cart is
 * read again so the summary shows what changed.
 */
export function Checkout({ user }: { user: SessionUser }) {
  const cart = useCart();
  const place = usePlaceOrder();
  // Asked for beside the cart, so the button names how to pay as soon as the form shows.
  usePrefetchQuery(paymentMethodQuery);
  const [leaving, setLeaving] = useState(false);
  const [params] = useSearchParams();

  if (leaving) return <StatusMessage>{messages.cardCheckout.redirecting}</StatusMessage>;
  if (cart.isLoading) return <StatusMessage>{messages.home.loading}</StatusMessage>;
  if (cart.items.length + cart.prints.length === 0 && !place.isSuccess) {
    return (
      <section className="py-12">
        <h1 className="font-serif text-4xl">{messages.checkout.title}</h1>
        <EmptyState
          icon={ShoppingBag}
          message={messages.cart.empty}
          action={{ to: "/", label: messages.cart.continueShopping }}
        />
      </section>
    );
  }

  const items = orderItems(cart);
  return (
    <CheckoutForm
      user={user}
      startCountry={params.get("country")}
      title={messages.checkout.title}
      summary={(where) => <CheckoutSummary items={cart.items} prints={cart.prints} {...where} />}
      subtotal={cartSubtotal(cart.items, cart.prints)}
      inFullOnly={items.some((item) => "editionId" in item)}
      source={{ items }}
      nothingToOrder={
        items.length > 0 ? undefined : (
          <div className="flex flex-col items-start gap-4 rounded-2xl bg-white p-6 ring-1 ring-line lg:col-start-1 lg:row-start-1">
            <p className="font-serif text-xl">{messages.checkout.nothingToOrder}</p>
            <ButtonLink to={routes.cart.path} variant="secondary">
              {messages.checkout.backToCart}
            </ButtonLink>
          </div>
        )
      }
      place={place}
      onLeave={() => setLeaving(true)}
      conflict={{ notice: conflictNotice }}
    />
  );
}
