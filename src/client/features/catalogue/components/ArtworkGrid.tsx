import { memo, useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { Button } from "#client/components/ui/button";
import { HydrateOnInput } from "#client/lib/hydrate-on-input";
import { useStableHandler } from "#client/lib/use-stable-handler";
import type { Artwork } from "#shared/artwork";
import { galleryTexts as messages } from "#shared/texts/gallery";
import { restoreFocusToCard } from "../return-focus";
import type { artworkLink } from "../use-catalogue-params";
import { ArtworkCard } from "./ArtworkCard";

type Props = {
  artworks: Artwork[];
  linkFor: (artwork: Artwork) => ReturnType<typeof artworkLink>;
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  /** Whether each card's heart is filled, and what it does: the page's favourites. */
  favorites: GridFavorites;
};

/** The favourites a grid shows on its cards' hearts (the Favourites page's only remove). */
export type GridFavorites = {
  isLiked: (artworkId: string) => boolean;
  toggle: (artwork: Artwork) => void;
};

type ItemProps = {
  artwork: Artwork;
  linkFor: Props["linkFor"];
  liked: boolean;
  onToggleFavorite: (artwork: Artwork) => void;
  onView: (artwork: Artwork) => void;
};

/**
 * One card, drawn again only when its own props change. A search or a filter renders the grid
 * again, twice (its URL, then its answer): the cards it keeps — their images, icons and links —
 * are left as they are, and only the new ones are drawn. So every prop is stable: the
 * artwork's object from the query, `linkFor` and the handlers from their hooks.
 */
const GridItem = memo(function GridItem({
  artwork,
  linkFor,
  liked,
  onToggleFavorite,
  onView,
}: ItemProps) {
  return (
    <li
      className="flex [contain-intrinsic-size:auto_460px] [content-visibility:auto]"
      data-artwork-id={artwork.id}
    >
      <HydrateOnInput>
        <ArtworkCard
          artwork={artwork}
          link={linkFor(artwork)}
          liked={liked}
          onToggleFavorite={() => onToggleFavorite(artwork)}
          onView={() => onView(artwork)}
        />
      </HydrateOnInput>
    </li>
  );
});

/**
 * A grid of 1, 2, 3 or 4 columns by screen width. More results load as the
 * visitor nears the end, and a button asks for them explicitly (keyboard and no-JS-scroll).
 */
export function ArtworkGrid({
  artworks,
  linkFor,
  hasMore,
  loadingMore,
  onLoadMore,
  favorites,
}: Props) {
  const navigate = useNavigate();
  const sentinel = useRef<HTMLDivElement>(null);
  const grid = useRef<HTMLUListElement>(null);

  useEffect(() => restoreFocusToCard(grid.current), []);

  const onToggleFavorite = useStableHandler(favorites.toggle);
  const onView = useStableHandler((artwork: Artwork) => {
    const link = linkFor(artwork);
    link.onClick();
    navigate(link.to, { state: link.state });
  });

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || !onLoadMore) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) onLoadMore();
      },
      { rootMargin: "800px 0px" },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, onLoadMore]);

  return (
    <div>
      <ul
        ref={grid}
        data-testid="artwork-grid"
        className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
      >
        {artworks.map((artwork) => (
          <GridItem
            key={artwork.id}
            artwork={artwork}
            linkFor={linkFor}
            liked={favorites.isLiked(artwork.id)}
            onToggleFavorite={onToggleFavorite}
            onView={onView}
          />
        ))}
      </ul>
      {hasMore && (
        <div ref={sentinel} className="mt-10 flex justify-center">
          <Button variant="secondary" onClick={onLoadMore} disabled={loadingMore}>
            {loadingMore ? messages.home.loadingMore : messages.home.loadMore}
          </Button>
        </div>
      )}
    </div>
  );
}
