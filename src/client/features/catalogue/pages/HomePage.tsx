import { ArtworkDetailView } from "#client/features/catalogue/components/ArtworkDetailView";
import { GalleryList } from "#client/features/catalogue/components/GalleryList";
import { useCatalogueParams } from "#client/features/catalogue/use-catalogue-params";

/** Spec §2 Home: the list, or one artwork's detail in its place (`?artwork=<id>`). */
export function Component() {
  const { artworkId } = useCatalogueParams();
  return artworkId ? <ArtworkDetailView artworkId={artworkId} /> : <GalleryList />;
}
