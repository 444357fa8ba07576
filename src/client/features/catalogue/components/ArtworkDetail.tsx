import { ArrowLeft, Share2 } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Button } from "#client/components/ui/button";
import { AvailabilityMark } from "#client/entities/artwork";
import type { Artwork } from "#shared/artwork";
import { formatPrice } from "#shared/money";
import { artworkTexts } from "#shared/texts/artwork";
import { galleryTexts } from "#shared/texts/gallery";
import { shareArtwork } from "../share";
import { CartButton } from "./CartButton";
import { DetailPhotographs, type ZoomSlot } from "./DetailPhotographs";
import { type PrintActions, PrintsSection } from "./PrintsSection";
import { ReviewsSummary } from "./ReviewsSummary";

/**
 * What the page showing the detail lets a shopper do with the work, besides sharing it, which
 * the page draws: add it to the cart (offered only while it is available), the heart, and the
 * rest in their places — the main actions first, quieter links after.
 */
export type DetailActions = {
  addToCart: (artwork: Artwork) => void;
  /** Whether the signed-in shopper's cart holds the work: then a link to the cart stands instead. */
  inCart?: (artwork: Artwork) => boolean;
  favorite: ReactNode;
  /** Its prints on sale: adding one to the cart, and whether the cart holds it. */
  prints?: PrintActions;
  /** What it costs to deliver to each zone, under the price. */
  delivery?: ReactNode;
  /** The painting at its real size, on a wall: in the row with the heart and Share. */
  wall?: ReactNode;
  /**
   * Over the image, a way to see the photograph shown up close (and page through the others);
   * drawn inside the image's positioned box.
   */
  zoom?: ZoomSlot;
  /** What a collector can do when the work cannot be bought, in Add to Cart's place. */
  nextSteps?: ReactNode;
  /**
   * What shows instead of the unavailable note and next steps (`usual`) when the work is kept
   * for this collector: how to buy it at the price agreed.
   */
  keptFor?: (usual: ReactNode) => ReactNode;
  /** Quieter links below the actions: a question, an offer, the generator, following. */
  enquire?: ReactNode;
  offer?: ReactNode;
  generate?: ReactNode;
  follow?: ReactNode;
};

type Props = {
  artwork: Artwork;
  onBack: () => void;
  actions: DetailActions;
  /** Opened from within the shop (not the page the visitor arrived on): its title takes focus. */
  focusTitle?: boolean;
};

/** A titled part of the detail, named by its heading for screen readers. */
function DetailSection(props: { title: string; className?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={props.className}>
      <h2 id={id} className="font-serif text-xl">
        {props.title}
      </h2>
      {props.children}
    </section>
  );
}

/**
 * The detail replaces the list, so focus moves to its title for keyboard and reader users. A
 * visitor who arrives on the page keeps the focus where a page load puts it: the app taking the
 * page over changes nothing they see (a focus then would also count as their first input, and
 * hydrate at once all that waits for one).
 */
const focusOnMount = (node: HTMLElement | null) => node?.focus({ preventScroll: true });

/**
 * An artwork's detail: shown in place of the list, with 'Back to Gallery'. A
 * sold or reserved work shows its mark and says it cannot be bought, instead of Add to Cart.
 * Its prints on sale follow the original's buy box, which keeps its place above them.
 */
export function ArtworkDetail({ artwork, onBack, actions, focusTitle = true }: Props) {
  const buyable = artwork.availability === "available";
  const yesNo = (value: boolean) => (value ? artworkTexts.detail.yes : artworkTexts.detail.no);
  const details: Array<[string, string]> = [
    [artworkTexts.detail.medium, artwork.medium],
    [artworkTexts.detail.dimensions, artwork.size],
    [artworkTexts.detail.year, String(artwork.year)],
    [artworkTexts.detail.style, artwork.style],
    [artworkTexts.detail.subject, artwork.subject],
    [artworkTexts.detail.signed, yesNo(artwork.signed)],
    [artworkTexts.detail.framed, yesNo(artwork.framed)],
  ];

  const unavailable = !buyable && (
    // A work that cannot be bought leads with what it is, then what a collector can do.
    <div className="flex flex-col gap-4" data-testid="unavailable-note">
      <div>
        <AvailabilityMark availability={artwork.availability} size="headline" />
        <p className="mt-3">
          {artwork.availability === "sold"
            ? galleryTexts.availability.soldNote
            : galleryTexts.availability.reservedNote}
        </p>
        <p className="mt-1 text-sm text-muted">{formatPrice(artwork.price)}</p>
      </div>
      {actions.nextSteps}
    </div>
  );

  return (
    <article className="py-4 sm:py-6" aria-labelledby="artwork-title">
      <Button variant="ghost" onClick={onBack} className="-ml-3">
        <ArrowLeft aria-hidden className="size-4" />
        {artworkTexts.detail.back}
      </Button>
      <div className="mt-2 grid gap-6 sm:mt-4 lg:grid-cols-2 lg:gap-10">
        <DetailPhotographs artwork={artwork} zoom={actions.zoom} />
        <div className="flex min-w-0 flex-col gap-6">
          <div>
            <h1
              id="artwork-title"
              ref={focusTitle ? focusOnMount : undefined}
              tabIndex={-1}
              className="font-serif text-3xl leading-tight wrap-anywhere focus:outline-none sm:text-4xl"
            >
              {artwork.title}
            </h1>
            <p className="mt-1 text-lg text-muted">{galleryTexts.card.by(artwork.artist)}</p>
          </div>
          {buyable ? (
            <div className="flex flex-col gap-4">
              <div>
                <p className="text-3xl font-semibold">{formatPrice(artwork.price)}</p>
                {actions.delivery && <div className="mt-2">{actions.delivery}</div>}
              </div>
              <CartButton
                inCart={actions.inCart?.(artwork) ?? false}
                onAdd={() => actions.addToCart(artwork)}
                size="large"
                className="w-full sm:w-auto sm:self-start"
              />
            </div>
          ) : actions.keptFor ? (
            actions.keptFor(unavailable)
          ) : (
            unavailable
          )}
          {actions.prints && artwork.editions.length > 0 && (
            <PrintsSection artwork={artwork} actions={actions.prints} />
          )}
          <div className="flex gap-2">
            {actions.wall}
            {actions.favorite}
            <Button variant="secondary" size="compact" onClick={() => shareArtwork(artwork)}>
              <Share2 aria-hidden className="size-4" />
              {/* On a phone the row keeps to one line: the name stays, the word hides. */}
              <span className="sr-only sm:not-sr-only">{artworkTexts.detail.share}</span>
            </Button>
          </div>
          <div className="flex flex-col items-start gap-1 border-t border-line pt-4 sm:flex-row sm:flex-wrap sm:gap-x-6">
            {actions.enquire}
            {actions.offer}
            {actions.generate}
            {actions.follow}
          </div>

          <DetailSection
            title={artworkTexts.detail.details}
            className="rounded-2xl bg-white p-5 ring-1 ring-line"
          >
            <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
              {details.map(([term, value]) => (
                <div key={term} className="contents">
                  <dt className="text-muted">{term}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </DetailSection>

          <DetailSection title={artworkTexts.detail.about}>
            <p className="mt-2 leading-relaxed whitespace-pre-line text-muted">
              {artwork.description || artworkTexts.detail.noDescription}
            </p>
          </DetailSection>

          <DetailSection title={artworkTexts.detail.reviews}>
            <ReviewsSummary />
          </DetailSection>
        </div>
      </div>
    </article>
  );
}
