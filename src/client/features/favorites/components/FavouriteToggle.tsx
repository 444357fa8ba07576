import { Heart } from "lucide-react";
import type { Artwork } from "../../../../shared/artwork";
import { messages } from "../../../../shared/messages";
import { useFavourites } from "../use-favourites";

type Props = {
  artwork: Pick<Artwork, "id" | "title">;
  className: string;
  iconClassName?: string;
  /** On the Favorites page the heart only removes (spec §4). */
  removeOnly?: boolean;
};

/** The heart that toggles an artwork's favourite (spec §4), showing whether it is liked. */
export function FavouriteToggle({
  artwork,
  className,
  iconClassName = "size-5",
  removeOnly = false,
}: Props) {
  const favourites = useFavourites();
  const liked = removeOnly || favourites.isLiked(artwork.id);
  return (
    <button
      type="button"
      className={className}
      aria-pressed={liked}
      aria-label={
        liked ? messages.card.unfavourite(artwork.title) : messages.card.favourite(artwork.title)
      }
      onClick={() => (removeOnly ? favourites.remove(artwork) : favourites.toggle(artwork))}
    >
      <Heart
        aria-hidden
        className={`${iconClassName} ${liked ? "fill-accent text-accent" : ""}`}
        strokeWidth={1.75}
      />
    </button>
  );
}
