import { useQuery } from "@tanstack/react-query";
import { Tag } from "lucide-react";
import { type ComponentProps, Suspense, useEffect, useRef, useState } from "react";
import { Button } from "#client/components/ui/button";
import { shopQueries } from "#client/entities/shop";
import { lazyDialog, preloadAfterPaint } from "#client/lib/lazy-dialog";
import { notify } from "#client/lib/notify";
import { useSessionUserWhenKnown } from "#client/lib/session";
import type { Artwork } from "#shared/artwork";
import { OFFERS_MIN_PRICE } from "#shared/offers";
import { offersTexts } from "#shared/texts/offers";
import { pagesTexts } from "#shared/texts/pages";
import type { OfferDialog as OfferDialogType } from "./OfferDialog";
import type { OfferTerms } from "./offer-amount";

const text = offersTexts.offers;

// The dialog loads on first use; hovering or focusing the link starts the download early.
const loadDialog = () => import("./OfferDialog");
const preload = preloadAfterPaint(loadDialog);
type DialogProps = ComponentProps<typeof OfferDialogType>;
const OfferDialog = lazyDialog<DialogProps>(
  async () => (await loadDialog()).OfferDialog,
  DialogUnavailable,
);

/** When the dialog's code cannot be fetched (offline, or a deploy replaced it): say so. */
function DialogUnavailable({ open, onClose }: DialogProps) {
  useEffect(() => {
    if (!open) return;
    notify.error(pagesTexts.dialogUnavailable);
    onClose();
  }, [open, onClose]);
  return null;
}

/**
 * The offers the shop takes, as its info says: whether it takes any, from what price, and the
 * lowest share of the price when the owner names it; the usual ones until that is read.
 */
export function useOfferTerms(): OfferTerms {
  const info = useQuery(shopQueries.info()).data;
  return info?.offers ?? { enabled: true, minPrice: info?.offersMinPrice ?? OFFERS_MIN_PRICE };
}

/**
 * "Make an offer", a quiet link beside Enquire on an available work priced at least the
 * shop's lowest for offers, while the shop takes offers. Signed out, a toast asks to sign in (as the heart and Add to Cart
 * do); signed in, the offer's form opens in a dialog, which gives focus back to the link when
 * it closes.
 */
export function MakeAnOffer({ artwork }: { artwork: Artwork }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const knownUser = useSessionUserWhenKnown();
  const terms = useOfferTerms();
  if (!terms.enabled || artwork.availability !== "available" || artwork.price < terms.minPrice) {
    return null;
  }

  return (
    <>
      <Button
        ref={opener}
        variant="link"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={async () => {
          if (!(await knownUser())) {
            notify.error(text.signIn);
            return;
          }
          setUsed(true);
          setOpen(true);
        }}
      >
        <Tag aria-hidden className="size-4" />
        {text.make}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <OfferDialog
            artwork={artwork}
            terms={terms}
            open={open}
            onClose={() => setOpen(false)}
            returnFocusTo={opener}
          />
        </Suspense>
      )}
    </>
  );
}
