import { HeartIcon } from "#client/components/ui/icons";
import { cn } from "#client/lib/cn";
import type { Artwork } from "#shared/artwork";
import { galleryTexts as messages } from "#shared/texts/gallery";

export type FavoriteHeartProps = {
  artwork: Pick<Artwork, "id" | "title">;
  liked: boolean;
  onToggle: () => void;
  className: string;
  iconClassName?: string;
};

/**
 * The favorite heart, showing whether an artwork is liked. A grid gives each card its state
 * from one `useFavorites` (two dozen cards each with its own queries made the first visit's
 * hydration twice the work); a single heart is a `FavoriteToggle`.
 */
export function FavoriteHeart({
  artwork,
  liked,
  onToggle,
  className,
  iconClassName = "size-5",
}: FavoriteHeartProps) {
  return (
    <button
      type="button"
      className={className}
      aria-pressed={liked}
      aria-label={
        liked ? messages.card.unfavorite(artwork.title) : messages.card.favorite(artwork.title)
      }
      onClick={onToggle}
    >
      <HeartIcon
        aria-hidden
        className={cn(iconClassName, liked && "fill-accent text-accent")}
        strokeWidth={1.75}
      />
    </button>
  );
}
