import { buttonVariants } from "#client/components/ui/button";
import { useCart } from "#client/features/cart";
import { ArtworkDetailView } from "#client/features/catalogue/components/ArtworkDetailView";
import { FavoriteToggle } from "#client/features/favorites";
import { GenerateSimilarArt } from "#client/features/generator";

/**
 * A painting's detail (`/?artwork=<id>`), with what a shopper can do with it: Add to Cart, the
 * heart, and "Generate Similar Art". A chunk of its own, loaded when a detail opens.
 */
export function ArtworkPage({ artworkId }: { artworkId: string }) {
  const cart = useCart();
  return (
    <ArtworkDetailView
      artworkId={artworkId}
      actions={(artwork) => ({
        addToCart: cart.add,
        favorite: (
          <FavoriteToggle
            artwork={artwork}
            className={buttonVariants({ variant: "secondary" })}
            iconClassName="size-4"
          />
        ),
        generate: <GenerateSimilarArt artwork={artwork} />,
      })}
    />
  );
}
