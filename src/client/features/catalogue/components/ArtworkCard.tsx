import { EyeIcon } from "#client/components/ui/icons";
import { Link } from "#client/components/ui/link";
import {
  ArtworkImage,
  AvailabilityMark,
  FavoriteHeart,
  paintingBoxStyle,
} from "#client/entities/artwork";
import type { Artwork } from "#shared/artwork";
import { printsFromText } from "#shared/edition-view";
import { IMAGE_SIZES } from "#shared/images";
import { formatPrice } from "#shared/money";
import { galleryTexts as messages } from "#shared/texts/gallery";
import type { artworkLink } from "../use-catalogue-params";

type Props = {
  artwork: Artwork;
  link: ReturnType<typeof artworkLink>;
  onView: () => void;
  /** Whether the visitor likes it, and what its heart does (the grid's `useFavorites`). */
  liked: boolean;
  onToggleFavorite: () => void;
};

const overlayButton =
  "inline-flex size-10 items-center justify-center rounded-full bg-white/95 text-ink shadow-md transition hover:bg-white focus-visible:outline-2 focus-visible:outline-accent";

/**
 * An artwork's card in the grid: the painting whole, at its own shape, above a few compact
 * lines. Cards in a row stand on one line, as paintings hang on a wall: a landscape beside a
 * portrait sits lower, with the page above it, never in a band. The title link covers the
 * whole card, so a click anywhere opens the detail; the heart and view buttons sit above it and
 * show on hover or keyboard focus (always on touch screens, which have no hover). A sold or
 * reserved work wears its mark over the image; a card never offers Add to Cart (the detail
 * does, when it can). A work with prints on sale says from what price, its original sold or not.
 */
export function ArtworkCard({ artwork, link, onView, liked, onToggleFavorite }: Props) {
  const printsFrom = printsFromText(artwork.editions);
  return (
    <article className="group relative flex w-full flex-col justify-end rounded-xl has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-4 has-[a:focus-visible]:outline-accent">
      <div
        className="painting-whole relative overflow-hidden rounded-lg bg-stone-200 shadow-sm ring-1 ring-line transition group-hover:shadow-lg [--max-height:min(62svh,30rem)] sm:[--max-height:24rem]"
        style={paintingBoxStyle(artwork.imageUrl)}
        data-painting
      >
        <ArtworkImage
          artwork={artwork}
          sizes={IMAGE_SIZES.card}
          whole
          width={640}
          height={800}
          className="transition duration-500 group-hover:scale-[1.03]"
        />
        <AvailabilityMark availability={artwork.availability} className="absolute top-3 left-3" />
        <div className="absolute top-3 right-3 z-10 flex flex-col gap-2 opacity-0 transition group-hover:opacity-100 group-focus-within:opacity-100 [@media(hover:none)]:opacity-100">
          <FavoriteHeart
            artwork={artwork}
            liked={liked}
            onToggle={onToggleFavorite}
            className={overlayButton}
          />
          <button
            type="button"
            className={overlayButton}
            aria-label={messages.card.view(artwork.title)}
            onClick={onView}
          >
            <EyeIcon aria-hidden className="size-5" strokeWidth={1.75} />
          </button>
        </div>
      </div>
      <div className="flex flex-col pt-3">
        <h3 className="font-serif text-lg leading-snug">
          <Link
            {...link}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {artwork.title}
          </Link>
        </h3>
        <p className="text-sm text-muted">{messages.card.by(artwork.artist)}</p>
        <p className="text-sm text-muted">
          {artwork.medium} · {artwork.size}
        </p>
        <p className="pt-1 text-base font-semibold">{formatPrice(artwork.price)}</p>
        {printsFrom && <p className="text-sm text-muted">{printsFrom}</p>}
      </div>
    </article>
  );
}
