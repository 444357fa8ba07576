import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button, ButtonLink } from "#client/components/ui/button";
import { StatusMessage } from "#client/components/ui/StatusMessage";
import { ArtworkThumbnail, artworkQueries } from "#client/entities/artwork";
import { DeliveryTotals, type HeldQuote } from "#client/features/delivery";
import { findHold, type HoldRef, offerQueries } from "#client/features/offers";
import { usePlaceOrder } from "#client/features/orders";
import type { OrderSource } from "#client/features/orders/api";
import type { SessionUser } from "#client/lib/session";
import { formatMoment } from "#shared/dates";
import { artworkHref } from "#shared/links";
import { messages } from "#shared/messages";
import { formatPrice, poundsFromPence } from "#shared/money";
import type { CollectorHold } from "#shared/offers";
import { CheckoutForm, type SummaryProps } from "./CheckoutForm";
import { SummaryPanel } from "./CheckoutSummary";

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
  const { quote, source } = heldBy(hold);
  return (
    <CheckoutForm
      user={user}
      title={text.checkoutTitle}
      intro={<p className="text-muted">{text.heldUntil(formatMoment(hold.expiresAt))}</p>}
      summary={(where) => <HeldSummary hold={hold} held={quote} {...where} />}
      subtotal={poundsFromPence(hold.pricePence)}
      held={quote}
      source={source}
      place={place}
      onLeave={() => setLeaving(true)}
      // No longer kept for this buyer: the holds read again, and the page says so.
      conflict={{ toast: text.heldGone }}
      readAgainKey={offerQueries.all}
    />
  );
}

/** The hold as the quote and the order name it: an accepted offer's by the offer, else itself. */
function heldBy(hold: CollectorHold): { quote: HeldQuote; source: OrderSource } {
  return hold.kind === "offer" && hold.offerId
    ? { quote: { offer: hold.offerId }, source: { offerId: hold.offerId } }
    : { quote: { reservation: hold.id }, source: { reservationId: hold.id } };
}

/** The one work kept, at its price, and its delivery as the server quotes it for that work. */
function HeldSummary({
  hold,
  held,
  country,
  collect,
  className,
}: SummaryProps & { hold: CollectorHold; held: HeldQuote }) {
  const artwork = useQuery(artworkQueries.detail(hold.artworkId)).data;
  const price = poundsFromPence(hold.pricePence);
  return (
    <SummaryPanel
      className={className}
      totals={
        <DeliveryTotals
          items={artwork ? [artwork] : []}
          subtotal={price}
          country={country}
          collect={collect}
          held={held}
        />
      }
    >
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
    </SummaryPanel>
  );
}

/** A hold that has ended (ordered, run out, or ended by the owner): said plainly. */
function HoldGone({ held }: { held: HoldRef }) {
  // An offer's painting is known from the shopper's offers; a reservation's is not, once over.
  const offers = useQuery({ ...offerQueries.list(), enabled: held.kind === "offer" });
  const artworkSlug = offers.data?.find((offer) => offer.id === held.id)?.artworkSlug;
  return (
    <section className="flex flex-col items-start gap-4 py-12">
      <h1 className="font-serif text-4xl">{text.heldGone}</h1>
      <p className="text-muted">{text.heldGoneText}</p>
      {artworkSlug ? (
        <ButtonLink to={artworkHref(artworkSlug)} variant="secondary">
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
