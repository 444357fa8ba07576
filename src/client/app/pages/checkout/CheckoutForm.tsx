import { type QueryKey, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useCallback, useState } from "react";
import { useNavigate } from "react-router";
import {
  emptyShipping,
  firstInvalidField,
  type ShippingErrors,
  type ShippingValues,
  serverShippingErrors,
} from "#client/app/pages/checkout/shipping-form";
import { shopQueries } from "#client/entities/shop";
import type { HeldQuote } from "#client/features/delivery";
import { paymentMethodQuery, type usePlaceOrder } from "#client/features/orders";
import type { OrderSource } from "#client/features/orders/api";
import { apiErrorMessage, apiFieldErrors, apiStatus } from "#client/lib/api";
import { notify } from "#client/lib/notify";
import { readAgain } from "#client/lib/read-again";
import type { SessionUser } from "#client/lib/session";
import { messages } from "#shared/messages";
import type { Recipient } from "#shared/order";
import { routes } from "#shared/routes";
import { PaymentLine } from "./PaymentLine";
import { PlanChoice } from "./PlanChoice";
import { ShippingForm } from "./ShippingForm";

/** The checkout URL that shows an order's confirmation (and, after reload, fetches it). */
const confirmationHref = (orderId: string) =>
  `${routes.checkout.path}?${new URLSearchParams({ order: orderId })}`;

/** Where the summary's delivery is priced: the form's country, or collected (none). */
export type SummaryProps = { country: string; collect: boolean; className: string };

/**
 * A 409 — a painting taken meanwhile, fewer prints left, a work no longer kept for the buyer —
 * orders nothing. `notice`: said above the summary, where the change shows, and focused, so a
 * phone scrolls to it and a screen reader reads it; it may be worded from the refusal. `toast`:
 * the server's reason in a toast, else this text.
 */
export type Conflict = { notice: string | ((refusal: unknown) => string) } | { toast: string };

type Props = {
  /** The buyer: the form starts with their name. */
  user: SessionUser;
  /** The country the form starts at (the one the cart was priced for), else the UK. */
  startCountry?: string | null;
  title: string;
  /** Said under the title (how long the work is kept). */
  intro?: ReactNode;
  /** What is bought, priced for where the form says it goes. */
  summary: (where: SummaryProps) => ReactNode;
  /** What the plans split, before delivery. */
  subtotal: number;
  /** The work kept for the buyer, priced instead of the cart. */
  held?: HeldQuote;
  /** The order holds prints: monthly parts are for original paintings, so it is paid in full. */
  inFullOnly?: boolean;
  /** What the order takes: the paintings shown, or the work kept for the buyer. */
  source: OrderSource;
  /** Shown in the form's place while nothing can be ordered; what was typed is kept. */
  nothingToOrder?: ReactNode;
  /** The page's own order, whose success it reads too. */
  place: ReturnType<typeof usePlaceOrder>;
  /** The buyer goes to pay on Stripe's page: the page says so until they have left. */
  onLeave: () => void;
  conflict: Conflict;
  /** What the page shows that the order, or its 409, changes besides the cart: read again. */
  readAgainKey?: QueryKey;
};

/**
 * The checkout's form beside its summary, for the cart and for a work kept for the buyer:
 * the address or collection, the country whose delivery the summary and the plans are
 * priced for, how to pay (in full or in monthly parts), and what the order API answers —
 * placed (to the confirmation, or to Stripe's page), taken meanwhile (409), a field refused
 * (beside it), or anything else (a toast).
 */
export function CheckoutForm({
  user,
  startCountry,
  title,
  intro,
  summary,
  subtotal,
  held,
  inFullOnly = false,
  source,
  nothingToOrder,
  place,
  onLeave,
  conflict,
  readAgainKey,
}: Props) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const method = useQuery(paymentMethodQuery).data;
  const shop = useQuery(shopQueries.info()).data;
  // Held here, so the address survives the form giving way while nothing can be ordered.
  const [values, setValues] = useState<ShippingValues>(() =>
    emptyShipping(user.name, startCountry),
  );
  const [collect, setCollect] = useState(false);
  const [instalments, setInstalments] = useState(1);
  const plansOffered = (shop?.instalmentsMax ?? 1) > 1 && !inFullOnly;
  // What the last 409 said above the summary, if anything.
  const [conflicted, setConflicted] = useState<string>();
  // The notice takes focus as it appears, not a frame later: by then React may not have drawn
  // it yet, and focus, lost with the disabled button, would stay on the page's body.
  const focusOnShow = useCallback((notice: HTMLParagraphElement | null) => notice?.focus(), []);

  const onPlace = async (recipient: Recipient): Promise<ShippingErrors | undefined> => {
    setConflicted(undefined);
    const order = { ...source, ...(plansOffered && instalments > 1 ? { instalments } : {}) };
    try {
      const placed = await place.mutateAsync(
        "address" in recipient
          ? { shipping: recipient.address, ...order }
          : { collect: true, ...recipient.collect, ...order },
      );
      if (readAgainKey) void readAgain(client, readAgainKey);
      const { payUrl, id } = placed.order;
      if (payUrl) {
        // The buyer pays on Stripe's page and comes back to the confirmation.
        onLeave();
        window.location.assign(payUrl);
        return undefined;
      }
      navigate(confirmationHref(id), { replace: true });
      return undefined;
    } catch (error) {
      if (apiStatus(error) === 409) {
        if (readAgainKey) void readAgain(client, readAgainKey);
        if ("notice" in conflict) {
          const { notice } = conflict;
          setConflicted(typeof notice === "string" ? notice : notice(error));
        } else {
          notify.error(apiErrorMessage(error) ?? conflict.toast);
        }
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
      <h1 className="font-serif text-4xl">{title}</h1>
      {intro}
      {conflicted && (
        <p
          ref={focusOnShow}
          tabIndex={-1}
          className="mt-4 scroll-mt-40 rounded-xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-300 sm:scroll-mt-28"
        >
          {conflicted}
        </p>
      )}
      <div className="mt-6 grid items-start gap-8 lg:grid-cols-[1fr_24rem]">
        {summary({
          country: values.country,
          collect,
          className: "lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1",
        })}
        {nothingToOrder ?? (
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
              shop && (
                <>
                  {plansOffered && (
                    <PlanChoice
                      max={shop.instalmentsMax}
                      subtotal={subtotal}
                      country={values.country}
                      collect={collect}
                      held={held}
                      value={instalments}
                      onChange={setInstalments}
                    />
                  )}
                  <PaymentLine payment={shop.payment} />
                </>
              )
            }
            className="lg:col-start-1 lg:row-start-1"
          />
        )}
      </div>
    </section>
  );
}
