import { useQuery } from "@tanstack/react-query";
import { ShoppingBag } from "lucide-react";
import type { ReactNode } from "react";
import { ButtonLink } from "#client/components/ui/button";
import type { Artwork } from "#shared/artwork";
import { formatMoment } from "#shared/dates";
import { messages } from "#shared/messages";
import { formatPrice, poundsFromPence } from "#shared/money";
import { heldCheckoutHref, offerQueries } from "../api";

const text = messages.offers;

/**
 * A work kept for this collector (an accepted offer, or the owner's reservation): until when,
 * and "Checkout at £X" in Add to Cart's place. Not kept for them: the `usual` note.
 */
export function HeldNotice({ artwork, usual }: { artwork: Artwork; usual: ReactNode }) {
  const holds = useQuery(offerQueries.holds()).data;
  const hold = holds?.find((candidate) => candidate.artworkId === artwork.id);
  if (!hold) return usual;
  return (
    <div className="flex flex-col gap-4" data-testid="kept-for-you">
      <div>
        <p className="text-3xl font-semibold">{formatPrice(poundsFromPence(hold.pricePence))}</p>
        <p className="mt-2">{text.heldUntil(formatMoment(hold.expiresAt))}</p>
      </div>
      <ButtonLink
        to={heldCheckoutHref(hold)}
        size="large"
        className="w-full sm:w-auto sm:self-start"
      >
        <ShoppingBag aria-hidden className="size-4" />
        {text.checkoutAt(formatPrice(poundsFromPence(hold.pricePence)))}
      </ButtonLink>
    </div>
  );
}
