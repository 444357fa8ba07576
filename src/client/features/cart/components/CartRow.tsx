import { Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { buttonVariants } from "#client/components/ui/button";
import { Link } from "#client/components/ui/link";
import { ArtworkThumbnail } from "#client/entities/artwork";
import { cn } from "#client/lib/cn";
import type { Artwork } from "#shared/artwork";
import { artworkHref } from "#shared/links";
import { formatPrice } from "#shared/money";
import { cartTexts } from "#shared/texts/cart";
import { galleryTexts } from "#shared/texts/gallery";
import { isOrderable } from "../totals";
import { UnavailableNotice } from "./UnavailableNotice";

/**
 * A cart row: image, title, artist, medium, size, price, the page's own action for it (the
 * favourite heart) and delete. A painting reserved or sold since it was added says so, and is
 * not counted.
 */
export function CartRow({
  artwork,
  onRemove,
  action,
}: {
  artwork: Artwork;
  onRemove: () => void;
  action?: ReactNode;
}) {
  const orderable = isOrderable(artwork);
  return (
    <li
      className={cn(
        "flex gap-4 rounded-2xl p-4 ring-1 ring-line",
        orderable ? "bg-white" : "bg-stone-50",
      )}
      data-availability={artwork.availability}
    >
      <Link
        to={artworkHref(artwork.slug)}
        className="block size-24 shrink-0 overflow-hidden rounded-xl bg-stone-200 sm:size-28"
      >
        <ArtworkThumbnail
          artwork={artwork}
          className={cn("size-full object-cover", !orderable && "opacity-60 grayscale")}
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <h2 className="font-serif text-lg leading-snug">
          <Link to={artworkHref(artwork.slug)} className="hover:underline">
            {artwork.title}
          </Link>
        </h2>
        <p className="text-sm text-muted">{galleryTexts.card.by(artwork.artist)}</p>
        <p className="text-sm text-muted">
          {artwork.medium} · {artwork.size}
        </p>
        {!orderable && <UnavailableNotice className="mt-2" />}
        <p className={cn("mt-auto pt-1 font-semibold", !orderable && "text-muted line-through")}>
          {formatPrice(artwork.price)}
        </p>
      </div>
      <div className="flex flex-col gap-2">
        {action}
        <button
          type="button"
          className={buttonVariants({ variant: "icon" })}
          aria-label={cartTexts.cart.remove(artwork.title)}
          onClick={onRemove}
        >
          <Trash2 aria-hidden className="size-5" strokeWidth={1.75} />
        </button>
      </div>
    </li>
  );
}
