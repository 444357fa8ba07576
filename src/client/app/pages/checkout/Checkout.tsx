import { useQuery } from "@tanstack/react-query";
import { ShoppingBag } from "lucide-react";
import { useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import {
  emptyShipping,
  firstInvalidField,
  type ShippingErrors,
  type ShippingValues,
  serverShippingErrors,
} from "#client/app/pages/checkout/shipping-form";
import { ButtonLink } from "#client/components/ui/button";
import { EmptyState } from "#client/components/ui/EmptyState";
import { StatusMessage } from "#client/components/ui/StatusMessage";
import { shopQueries } from "#client/entities/shop";
import { cartSubtotal, splitByAvailability, useCart } from "#client/features/cart";
import { paymentMethodQuery, usePlaceOrder } from "#client/features/orders";
import { apiErrorMessage, apiFieldErrors, apiStatus } from "#client/lib/api";
import { notify } from "#client/lib/notify";
import type { SessionUser } from "#client/lib/session";
import { messages } from "#shared/messages";
import type { Recipient } from "#shared/order";
import { routes } from "#shared/routes";
import { CheckoutSummary } from "./CheckoutSummary";
import { PlanChoice } from "./PlanChoice";
import { ShippingForm } from "./ShippingForm";

/** The checkout URL that shows an order's confirmation (and, after reload, fetches it). */
export const confirmationHref = (orderId: string) =>
  `${routes.checkout.path}?${new URLSearchParams({ order: orderId })}`;

/**
 * The checkout: the order summary and the shipping form. The order takes the available
 * paintings shown here; if one was taken meanwhile (409) nothing is ordered, the shopper is
 * told, and the cart is read again so the summary shows what changed.
 */
export function Checkout({ user }: { user: SessionUser }) {
  const cart = useCart();
  const place = usePlaceOrder();
  const method = useQuery(paymentMethodQuery).data;
  const [leaving, setLeaving] = useState(false);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const shop = useQuery(shopQueries.info()).data;
  // Held here, so the address survives the form giving way while nothing can be ordered; the
  // country starts as the one the cart was priced for.
  const [values, setValues] = useState<ShippingValues>(() =>
    emptyShipping(user.name, params.get("country")),
  );
  const [collect, setCollect] = useState(false);
  const [instalments, setInstalments] = useState(1);
  const [raced, setRaced] = useState(false);
  const racedNotice = useRef<HTMLParagraphElement>(null);

  if (leaving) return <StatusMessage>{messages.cardCheckout.redirecting}</StatusMessage>;
  if (cart.isLoading) return <StatusMessage>{messages.home.loading}</StatusMessage>;
  if (cart.items.length === 0 && !place.isSuccess) {
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

  const { available } = splitByAvailability(cart.items);

  const onPlace = async (recipient: Recipient): Promise<ShippingErrors | undefined> => {
    setRaced(false);
    try {
      const artworkIds = available.map((artwork) => artwork.id);
      const plan = instalments > 1 ? { instalments } : {};
      const { order } = await place.mutateAsync(
        "address" in recipient
          ? { shipping: recipient.address, artworkIds, ...plan }
          : { collect: true, ...recipient.collect, artworkIds, ...plan },
      );
      if (order.payUrl) {
        // The buyer pays on Stripe's page and comes back to the confirmation.
        setLeaving(true);
        window.location.assign(order.payUrl);
        return undefined;
      }
      navigate(confirmationHref(order.id), { replace: true });
      return undefined;
    } catch (error) {
      if (apiStatus(error) === 409) {
        // Said where the change shows (above the summary), and focused, so a phone scrolls
        // to it and a screen reader reads it.
        setRaced(true);
        requestAnimationFrame(() => racedNotice.current?.focus());
        return undefined;
      }
      const fields = serverShippingErrors(apiFieldErrors(error));
      if (firstInvalidField(fields)) return fields;
      console.error(error);
      notify.error(apiErrorMessage(error) ?? messages.checkout.failed);
      return undefined;
    }
  };

  return (
    <section className="flex flex-col gap-2 py-12">
      <h1 className="font-serif text-4xl">{messages.checkout.title}</h1>
      {raced && (
        <p
          ref={racedNotice}
          tabIndex={-1}
          className="mt-4 scroll-mt-40 rounded-xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-300 sm:scroll-mt-28"
        >
          {messages.checkout.raced}
        </p>
      )}
      <div className="mt-6 grid items-start gap-8 lg:grid-cols-[1fr_24rem]">
        <CheckoutSummary
          items={cart.items}
          country={values.country}
          collect={collect}
          className="lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1"
        />
        {available.length > 0 ? (
          <ShippingForm
            values={values}
            onValuesChange={setValues}
            studio={shop?.delivery.collection ? shop.address : undefined}
            collect={collect}
            onCollectChange={setCollect}
            onPlace={onPlace}
            pending={place.isPending}
            submitLabel={
              method === "card" ? messages.cardCheckout.payByCard : messages.checkout.placeOrder
            }
            beforeSubmit={
              shop && shop.instalmentsMax > 1 ? (
                <PlanChoice
                  max={shop.instalmentsMax}
                  subtotal={cartSubtotal(cart.items)}
                  country={values.country}
                  collect={collect}
                  value={instalments}
                  onChange={setInstalments}
                />
              ) : undefined
            }
            className="lg:col-start-1 lg:row-start-1"
          />
        ) : (
          <div className="flex flex-col items-start gap-4 rounded-2xl bg-white p-6 ring-1 ring-line lg:col-start-1 lg:row-start-1">
            <p className="font-serif text-xl">{messages.checkout.nothingToOrder}</p>
            <ButtonLink to={routes.cart.path} variant="secondary">
              {messages.checkout.backToCart}
            </ButtonLink>
          </div>
        )}
      </div>
    </section>
  );
}
