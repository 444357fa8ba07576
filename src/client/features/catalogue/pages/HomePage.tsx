import { ArtworkDetailView } from "../components/ArtworkDetailView";
import { GalleryList } from "../components/GalleryList";
import { useCatalogueParams } from "../use-catalogue-params";

/** Spec §2 Home: the list, or one artwork's detail in its place (`?artwork=<id>`). */
export function Component() {
  const { artworkId } = useCatalogueParams();
  return artworkId ? <ArtworkDetailView artworkId={artworkId} /> : <GalleryList />;
}
