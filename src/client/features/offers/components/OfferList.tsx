import { useQuery } from "@tanstack/react-query";
import { useId, useRef } from "react";
import { Button, ButtonLink } from "#client/components/ui/button";
import { Link } from "#client/components/ui/link";
import { ArtworkThumbnail } from "#client/entities/artwork";
import { apiErrorMessage } from "#client/lib/api";
import { cn } from "#client/lib/cn";
import { notify } from "#client/lib/notify";
import { formatMoment } from "#shared/dates";
import { artworkHref } from "#shared/links";
import { messages } from "#shared/messages";
import { formatPrice, poundsFromPence } from "#shared/money";
import type { Offer } from "#shared/offers";
import { offerCheckoutHref, offerQueries, useAcceptCounter } from "../api";

const text = messages.offers;
const panel = "rounded-2xl bg-white p-4 ring-1 ring-line sm:p-6";
const pounds = (pence: number) => formatPrice(poundsFromPence(pence));

/** The shopper's offers, newest first, for the profile's Offers tab. */
export function OfferList() {
  const offers = useQuery(offerQueries.list());
  if (offers.isPending) return <p className={cn(panel, "text-muted")}>{text.loading}</p>;
  if (offers.isError) {
    return (
      <div role="alert" className={cn(panel, "flex flex-col items-start gap-4")}>
        <p className="text-muted">{text.loadFailed}</p>
        <Button variant="secondary" onClick={() => offers.refetch()}>
          {messages.home.retry}
        </Button>
      </div>
    );
  }
  if (offers.data.length === 0) {
    return (
      <div className={cn(panel, "flex flex-col items-start gap-4")}>
        <p className="text-muted">{text.empty}</p>
        <ButtonLink to="/" variant="secondary">
          {messages.favorites.browse}
        </ButtonLink>
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-4">
      {offers.data.map((offer) => (
        <li key={offer.id}>
          <OfferCard offer={offer} />
        </li>
      ))}
    </ul>
  );
}

/**
 * One offer: the work, what was offered against its price, where it stands in words, and what
 * the shopper can do now — accept the artist's price, or check out at the price agreed while
 * the work is kept for them.
 */
function OfferCard({ offer }: { offer: Offer }) {
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const accept = useAcceptCounter();
  const open = offer.status === "pending" || offer.status === "countered";
  const onAccept = () =>
    accept.mutate(offer.id, {
      onSuccess: () => {
        notify.success(text.accepted(offer.artworkTitle));
        // The button gives way to the checkout link: focus stays on this offer.
        title.current?.focus();
      },
      onError: (error) => {
        console.error(error);
        notify.error(apiErrorMessage(error) ?? text.acceptFailed);
      },
    });

  return (
    <article
      aria-labelledby={titleId}
      data-offer-id={offer.id}
      className={cn(panel, "flex flex-col gap-4 sm:flex-row")}
    >
      <ArtworkThumbnail
        artwork={{ imageUrl: offer.artworkImageUrl, title: offer.artworkTitle }}
        alt=""
        className="size-20 shrink-0 rounded-lg bg-stone-200 object-cover"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <h2
          id={titleId}
          ref={title}
          tabIndex={-1}
          className="font-serif text-xl break-words focus:outline-none"
        >
          <Link to={artworkHref(offer.artworkSlug)} className="underline-offset-2 hover:underline">
            {offer.artworkTitle}
          </Link>
        </h2>
        <p className="text-sm font-medium">{text.statuses[offer.status]}</p>
        <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted">{text.yourOffer}</dt>
          <dd>{pounds(offer.amountPence)}</dd>
          <dt className="text-muted">{text.askingPrice}</dt>
          <dd>{pounds(offer.pricePence)}</dd>
          {offer.counterPence !== null && (
            <>
              <dt className="text-muted">{text.counter}</dt>
              <dd className="font-semibold">{pounds(offer.counterPence)}</dd>
            </>
          )}
        </dl>
        {open && (
          <p className="text-sm text-muted">{text.answerBy(formatMoment(offer.expiresAt))}</p>
        )}
        {offer.status === "countered" && offer.counterPence !== null && (
          <Button className="self-start" disabled={accept.isPending} onClick={onAccept}>
            {accept.isPending ? text.accepting : text.accept(pounds(offer.counterPence))}
          </Button>
        )}
        {offer.status === "accepted" && offer.agreedPence !== null && (
          <Kept offer={offer} agreedPence={offer.agreedPence} />
        )}
      </div>
    </article>
  );
}

/** An accepted offer: its checkout while the work is kept, else that the time has passed. */
function Kept({ offer, agreedPence }: { offer: Offer; agreedPence: number }) {
  if (!offer.holdOpen || !offer.holdExpiresAt) {
    return <p className="text-sm text-muted">{text.holdOver}</p>;
  }
  return (
    <div className="flex flex-col items-start gap-2">
      <p className="text-sm">{text.heldUntil(formatMoment(offer.holdExpiresAt))}</p>
      <ButtonLink to={offerCheckoutHref(offer.id)}>
        {text.checkoutAt(pounds(agreedPence))}
      </ButtonLink>
    </div>
  );
}
