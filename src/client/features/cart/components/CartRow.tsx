import { Trash2 } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "#client/components/ui/button";
import { ArtworkThumbnail } from "#client/features/catalogue";
import { FavoriteToggle } from "#client/features/favorites";
import type { Artwork } from "#shared/artwork";
import { artworkHref } from "#shared/links";
import { messages } from "#shared/messages";
import { formatPrice } from "#shared/money";

/** Spec §2 Cart row: image, title, artist, medium, size, price, favorite and delete. */
export function CartRow({ artwork, onRemove }: { artwork: Artwork; onRemove: () => void }) {
  return (
    <li className="flex gap-4 rounded-2xl bg-white p-4 ring-1 ring-line">
      <Link
        to={artworkHref(artwork.id)}
        className="block size-24 shrink-0 overflow-hidden rounded-xl bg-stone-200 sm:size-28"
      >
        <ArtworkThumbnail artwork={artwork} className="size-full object-cover" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <h2 className="font-serif text-lg leading-snug">
          <Link to={artworkHref(artwork.id)} className="hover:underline">
            {artwork.title}
          </Link>
        </h2>
        <p className="text-sm text-muted">{messages.card.by(artwork.artist)}</p>
        <p className="text-sm text-muted">
          {artwork.medium} · {artwork.size}
        </p>
        <p className="mt-auto pt-1 font-semibold">{formatPrice(artwork.price)}</p>
      </div>
      <div className="flex flex-col gap-2">
        <FavoriteToggle
          artwork={artwork}
          className={buttonVariants({ variant: "icon" })}
          iconClassName="size-5"
        />
        <button
          type="button"
          className={buttonVariants({ variant: "icon" })}
          aria-label={messages.cart.remove(artwork.title)}
          onClick={onRemove}
        >
          <Trash2 aria-hidden className="size-5" strokeWidth={1.75} />
        </button>
      </div>
    </li>
  );
}
