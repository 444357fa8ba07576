import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import {
  emptyShipping,
  firstInvalidField,
  type ShippingErrors,
  type ShippingValues,
  serverShippingErrors,
} from "#client/app/pages/checkout/shipping-form";
import { Button, ButtonLink } from "#client/components/ui/button";
import { StatusMessage } from "#client/components/ui/StatusMessage";
import { ArtworkThumbnail, artworkQueries } from "#client/entities/artwork";
import { shopQueries } from "#client/entities/shop";
import { DeliveryTotals } from "#client/features/delivery";
import { findHold, type HoldRef, offerQueries } from "#client/features/offers";
import { paymentMethodQuery, usePlaceOrder } from "#client/features/orders";
import { apiErrorMessage, apiFieldErrors, apiStatus } from "#client/lib/api";
import { notify } from "#client/lib/notify";
import { readAgain } from "#client/lib/read-again";
import type { SessionUser } from "#client/lib/session";
import { formatMoment } from "#shared/dates";
import { artworkHref } from "#shared/links";
import { messages } from "#shared/messages";
import { formatPrice, poundsFromPence } from "#shared/money";
import type { CollectorHold } from "#shared/offers";
import type { Recipient } from "#shared/order";
import { confirmationHref } from "./Checkout";
import { PlanChoice } from "./PlanChoice";
import { ShippingForm } from "./ShippingForm";

const text = messages.offers;

/**
 * The checkout of one work kept for the buyer (`?offer=<id>` or `?reservation=<id>`): that
 * work at the price agreed, its delivery as the server quotes it for that work, and
 * the usual address or collection. The order names the hold, never a price: the server
 * charges what it kept. A hold that has ended says so, with a way to the painting.
 */
export function HeldCheckout({ user, held }: { user: SessionUser; held: HoldRef }) {
  const holds = useQuery(offerQueries.holds());
  const place = usePlaceOrder();
  const [leaving, setLeaving] = useState(false);

  if (leaving) return <StatusMessage>{messages.cardCheckout.redirecting}</StatusMessage>;
  if (holds.isPending) return <StatusMessage>{messages.home.loading}</StatusMessage>;
  if (holds.isError) {
    return (
      <StatusMessage
        action={<Button onClick={() => holds.refetch()}>{messages.home.retry}</Button>}
      >
        {messages.home.loadFailed}
      </StatusMessage>
    );
  }
  const hold = findHold(holds.data, held);
  // Once ordered the hold is gone: the confirmation is on its way, not "no longer kept".
  if (!hold) return place.isSuccess ? null : <HoldGone held={held} />;
  return (
    <KeptWorkCheckout user={user} hold={hold} place={place} onLeave={() => setLeaving(true)} />
  );
}

function KeptWorkCheckout({
  user,
  hold,
  place,
  onLeave,
}: {
  user: SessionUser;
  hold: CollectorHold;
  place: ReturnType<typeof usePlaceOrder>;
  onLeave: () => void;
}) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const method = useQuery(paymentMethodQuery).data;
  const shop = useQuery(shopQueries.info()).data;
  const artwork = useQuery(artworkQueries.detail(hold.artworkId)).data;
  const [values, setValues] = useState<ShippingValues>(() => emptyShipping(user.name, null));
  const [collect, setCollect] = useState(false);
  const [instalments, setInstalments] = useState(1);
  const price = poundsFromPence(hold.pricePence);
  const heldQuote =
    hold.kind === "offer" && hold.offerId ? { offer: hold.offerId } : { reservation: hold.id };

  const onPlace = async (recipient: Recipient): Promise<ShippingErrors | undefined> => {
    const source = {
      ...(hold.kind === "offer" && hold.offerId
        ? { offerId: hold.offerId }
        : { reservationId: hold.id }),
      ...(instalments > 1 ? { instalments } : {}),
    };
    try {
      const { order } = await place.mutateAsync(
        "address" in recipient
          ? { shipping: recipient.address, ...source }
          : { collect: true, ...recipient.collect, ...source },
      );
      void readAgain(client, offerQueries.all);
      if (order.payUrl) {
        onLeave();
        window.location.assign(order.payUrl);
        return undefined;
      }
      navigate(confirmationHref(order.id), { replace: true });
      return undefined;
    } catch (error) {
      // No longer kept for this buyer: read the holds again, and the page says so.
      if (apiStatus(error) === 409) {
        void readAgain(client, offerQueries.all);
        notify.error(apiErrorMessage(error) ?? text.heldGone);
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
      <h1 className="font-serif text-4xl">{text.checkoutTitle}</h1>
      <p className="text-muted">{text.heldUntil(formatMoment(hold.expiresAt))}</p>
      <div className="mt-6 grid items-start gap-8 lg:grid-cols-[1fr_24rem]">
        <section
          aria-labelledby="checkout-summary"
          className="flex flex-col gap-4 rounded-2xl bg-white p-5 ring-1 ring-line sm:p-6 lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1"
        >
          <h2 id="checkout-summary" className="font-serif text-2xl">
            {messages.cart.summary}
          </h2>
          <ul aria-label={messages.orders.items} className="-my-3">
            <li className="flex items-start gap-3 py-3">
              <ArtworkThumbnail
                artwork={{ imageUrl: hold.artworkImageUrl, title: hold.artworkTitle }}
                alt=""
                className="size-16 shrink-0 rounded-lg bg-stone-200 object-cover"
              />
              <div className="min-w-0 flex-1">
                <p className="font-serif leading-snug break-words">{hold.artworkTitle}</p>
                <p className="text-sm text-muted">{messages.card.by(hold.artworkArtist)}</p>
              </div>
              <p className="font-semibold">{formatPrice(price)}</p>
            </li>
          </ul>
          <div className="flex flex-col gap-3 border-t border-line pt-4">
            <DeliveryTotals
              items={artwork ? [artwork] : []}
              subtotal={price}
              country={values.country}
              collect={collect}
              held={heldQuote}
            />
          </div>
        </section>
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
                subtotal={price}
                country={values.country}
                collect={collect}
                held={heldQuote}
                value={instalments}
                onChange={setInstalments}
              />
            ) : undefined
          }
          className="lg:col-start-1 lg:row-start-1"
        />
      </div>
    </section>
  );
}

/** A hold that has ended (ordered, run out, or ended by the owner): said plainly. */
function HoldGone({ held }: { held: HoldRef }) {
  // An offer's painting is known from the shopper's offers; a reservation's is not, once over.
  const offers = useQuery({ ...offerQueries.list(), enabled: held.kind === "offer" });
  const artworkId = offers.data?.find((offer) => offer.id === held.id)?.artworkId;
  return (
    <section className="flex flex-col items-start gap-4 py-12">
      <h1 className="font-serif text-4xl">{text.heldGone}</h1>
      <p className="text-muted">{text.heldGoneText}</p>
      {artworkId ? (
        <ButtonLink to={artworkHref(artworkId)} variant="secondary">
          {text.seePainting}
        </ButtonLink>
      ) : (
        <ButtonLink to="/" variant="secondary">
          {messages.cart.continueShopping}
        </ButtonLink>
      )}
    </section>
  );
}
