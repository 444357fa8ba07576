import { Heart } from "lucide-react";
import { useFavorites } from "#client/features/favorites/use-favorites";
import { cn } from "#client/lib/cn";
import type { Artwork } from "#shared/artwork";
import { galleryMessages as messages } from "#shared/gallery-messages";

type Props = {
  artwork: Pick<Artwork, "id" | "title">;
  className: string;
  iconClassName?: string;
  /** On the Favorites page the heart only removes (spec §4). */
  removeOnly?: boolean;
};

/** The heart that toggles an artwork's favorite (spec §4), showing whether it is liked. */
export function FavoriteToggle({
  artwork,
  className,
  iconClassName = "size-5",
  removeOnly = false,
}: Props) {
  const favorites = useFavorites();
  const liked = removeOnly || favorites.isLiked(artwork.id);
  return (
    <button
      type="button"
      className={className}
      aria-pressed={liked}
      aria-label={
        liked ? messages.card.unfavorite(artwork.title) : messages.card.favorite(artwork.title)
      }
      onClick={() => (removeOnly ? favorites.remove(artwork) : favorites.toggle(artwork))}
    >
      <Heart
        aria-hidden
        className={cn(iconClassName, liked && "fill-accent text-accent")}
        strokeWidth={1.75}
      />
    </button>
  );
}
