import { Heart } from "lucide-react";
import { messages } from "../../../../shared/messages";
import { ButtonLink } from "../../../components/ui/button";
import { SignInGate } from "../../../components/ui/SignInGate";
import { useSessionUser } from "../../account/api";
import { ArtworkGrid } from "../../catalogue/components/ArtworkGrid";
import { StatusMessage } from "../../catalogue/components/StatusMessage";
import { artworkLink } from "../../catalogue/use-catalogue-params";
import { useFavourites } from "../use-favourites";

const NO_PARAMS = new URLSearchParams();

/** Spec §2 Favorites: the shopper's saved artworks; each heart here only removes. */
export function Component() {
  const user = useSessionUser();
  const favourites = useFavourites();
  if (user === undefined) return null;
  if (!user) return <SignInGate title={messages.gates.favourites} />;
  return (
    <section className="flex flex-col gap-2 py-12">
      <h1 className="font-serif text-4xl">{messages.favourites.title}</h1>
      <p className="text-muted">{messages.favourites.subtitle}</p>
      {favourites.isLoading ? (
        <StatusMessage>{messages.home.loading}</StatusMessage>
      ) : favourites.items.length === 0 ? (
        <div className="flex flex-col items-center gap-4 py-20 text-center">
          <Heart aria-hidden className="size-10 text-muted" strokeWidth={1.5} />
          <p className="font-serif text-2xl">{messages.favourites.empty}</p>
          <ButtonLink to="/">{messages.favourites.browse}</ButtonLink>
        </div>
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
