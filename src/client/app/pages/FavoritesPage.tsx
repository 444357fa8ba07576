import { Heart } from "lucide-react";
import { EmptyState } from "#client/components/ui/EmptyState";
import { SignedInOnly } from "#client/components/ui/SignedInOnly";
import { StatusMessage } from "#client/components/ui/StatusMessage";
import { ArtworkGrid, artworkLink } from "#client/features/catalogue";
import { useFavorites } from "#client/features/favorites";
import type { Artwork } from "#shared/artwork";
import { messages } from "#shared/messages";

const NO_PARAMS = new URLSearchParams();
const linkFor = (artwork: Artwork) => artworkLink(NO_PARAMS, artwork);

/** The Favorites page: the shopper's saved artworks; each heart here only removes. */
export function Component() {
  return <SignedInOnly gate={messages.gates.favorites}>{() => <Favorites />}</SignedInOnly>;
}

function Favorites() {
  const favorites = useFavorites();
  return (
    <section className="flex flex-col gap-2 py-12">
      <h1 className="font-serif text-4xl">{messages.favorites.title}</h1>
      <p className="text-muted">{messages.favorites.subtitle}</p>
      {favorites.isLoading ? (
        <StatusMessage>{messages.home.loading}</StatusMessage>
      ) : favorites.items.length === 0 ? (
        <EmptyState
          icon={Heart}
          message={messages.favorites.empty}
          action={{ to: "/", label: messages.favorites.browse }}
        />
      ) : (
        <>
          <p className="mb-6 text-sm text-muted" data-testid="favorites-count">
            {messages.favorites.count(favorites.items.length)}
          </p>
          <ArtworkGrid
            artworks={favorites.items}
            linkFor={linkFor}
            // Every heart here is filled, and only removes.
            favorites={{ isLiked: () => true, toggle: favorites.remove }}
          />
        </>
      )}
    </section>
  );
}
