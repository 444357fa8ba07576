import { Bell } from "lucide-react";
import { FOLLOW_SECTION } from "#client/components/layout/Footer";
import { buttonVariants } from "#client/components/ui/button";
import { useCart, useCartPrints } from "#client/features/cart";
import { ArtworkDetailView } from "#client/features/catalogue/components/ArtworkDetailView";
import { CollectorActions } from "#client/features/collect";
import { DeliveryLine } from "#client/features/delivery";
import { FavoriteToggle } from "#client/features/favorites";
import { GenerateSimilarArt } from "#client/features/generator";
import { KeptForYou } from "#client/features/offers/components/KeptForYou";
import { MakeAnOffer } from "#client/features/offers/components/MakeAnOffer";
import { ViewOnWall } from "#client/features/wall";
import { ZoomButton } from "#client/features/zoom";
import { galleryTexts } from "#shared/texts/gallery";

/**
 * A painting's detail (`/?artwork=<id>`), with what a shopper can do with it: Add to Cart (the
 * original, or its prints), the heart, "Generate Similar Art", "View on your wall", an alert for similar work, an enquiry and an offer, and a way to
 * follow the artist; a reserved work kept for the signed-in collector shows its checkout. A chunk of its own, loaded when a detail opens.
 */
export function ArtworkPage({ artworkId }: { artworkId: string }) {
  const cart = useCart();
  const cartPrints = useCartPrints();
  return (
    <ArtworkDetailView
      artworkId={artworkId}
      actions={(artwork) => ({
        addToCart: cart.add,
        inCart: (artwork) => cart.items.some((item) => item.id === artwork.id),
        prints: {
          add: (edition, quantity) => void cartPrints.add(edition, quantity, artwork.title),
          inCart: (edition) => cartPrints.prints.some((line) => line.edition.id === edition.id),
        },
        favorite: (
          <FavoriteToggle
            artwork={artwork}
            className={buttonVariants({ variant: "secondary", size: "icon" })}
            iconClassName="size-4"
          />
        ),
        generate: <GenerateSimilarArt artwork={artwork} />,
        delivery: <DeliveryLine artwork={artwork} />,
        wall: <ViewOnWall artwork={artwork} className="flex-1 sm:flex-none" />,
        nextSteps: <CollectorActions artwork={artwork} part="nextSteps" />,
        keptFor: (usual) => <KeptForYou artwork={artwork} usual={usual} />,
        enquire: <CollectorActions artwork={artwork} part="enquiry" />,
        offer: <MakeAnOffer artwork={artwork} />,
        zoom: (shown, show) => <ZoomButton artwork={artwork} shown={shown} show={show} />,
        follow: (
          <a href={`#${FOLLOW_SECTION}`} className={buttonVariants({ variant: "link" })}>
            <Bell aria-hidden className="size-4" />
            {galleryTexts.follow.title}
          </a>
        ),
      })}
    />
  );
}
