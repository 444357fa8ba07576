import { Heart } from "lucide-react";
import { messages } from "../../../../shared/messages";
import { EmptyState } from "../../../components/ui/EmptyState";
import { SignedInOnly } from "../../account/components/SignedInOnly";
import { ArtworkGrid } from "../../catalogue/components/ArtworkGrid";
import { StatusMessage } from "../../catalogue/components/StatusMessage";
import { artworkLink } from "../../catalogue/use-catalogue-params";
import { useFavourites } from "../use-favourites";

const NO_PARAMS = new URLSearchParams();

/** Spec §2 Favorites: the shopper's saved artworks; each heart here only removes. */
export function Component() {
  return <SignedInOnly gate={messages.gates.favourites}>{() => <Favourites />}</SignedInOnly>;
}

function Favourites() {
  const favourites = useFavourites();
  return (
    <section className="flex flex-col gap-2 py-12">
      <h1 className="font-serif text-4xl">{messages.favourites.title}</h1>
      <p className="text-muted">{messages.favourites.subtitle}</p>
      {favourites.isLoading ? (
        <StatusMessage>{messages.home.loading}</StatusMessage>
      ) : favourites.items.length === 0 ? (
        <EmptyState
          icon={Heart}
          message={messages.favourites.empty}
          action={{ to: "/", label: messages.favourites.browse }}
        />
      ) : (
        <>
          <p className="mb-6 text-sm text-muted" data-testid="favourites-count">
            {messages.favourites.count(favourites.items.length)}
          </p>
          <ArtworkGrid
            artworks={favourites.items}
            linkFor={(artwork) => artworkLink(NO_PARAMS, artwork.id)}
            removeOnly
          />
        </>
      )}
    </section>
  );
}
