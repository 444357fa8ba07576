import { FavoriteHeart, type FavoriteHeartProps } from "#client/entities/artwork";
import { useFavorites } from "../use-favorites";

type Props = Omit<FavoriteHeartProps, "liked" | "onToggle"> & {
  /** On the Favorites page the heart only removes. */
  removeOnly?: boolean;
};

/** A heart that toggles an artwork's favorite on its own (the detail, a cart row). */
export function FavoriteToggle({ removeOnly = false, ...props }: Props) {
  const favorites = useFavorites();
  return (
    <FavoriteHeart
      {...props}
      liked={removeOnly || favorites.isLiked(props.artwork.id)}
      onToggle={() =>
        removeOnly ? favorites.remove(props.artwork) : favorites.toggle(props.artwork)
      }
    />
  );
}
