import { GalleryList } from "#client/features/catalogue/components/GalleryList";
import { useCatalogueParams } from "#client/features/catalogue/use-catalogue-params";
import { useFavorites } from "#client/features/favorites/use-favorites";
import { lazyPage, Screen } from "#client/lib/lazy-page";

// The detail is a chunk of its own, so a first visit to the gallery does not load
// it; a visit that opens on one (`?artwork=`) loads it before hydrating (preloadHome).
const detail = lazyPage<{ artworkId: string }>(() =>
  import("#client/app/pages/ArtworkPage").then((module) => ({ Component: module.ArtworkPage })),
);

/** The home page: the list, or one artwork's detail in its place (`?artwork=<id>`). */
export function Component() {
  const { artworkId } = useCatalogueParams();
  const favorites = useFavorites();
  return artworkId ? (
    <Screen page={detail} props={{ artworkId }} />
  ) : (
    <GalleryList favorites={favorites} />
  );
}

/** Loads what the home page at `search` shows at once: the detail's chunk when one is open. */
export async function preloadHome(search: string): Promise<void> {
  if (new URLSearchParams(search).has("artwork")) await detail.preload();
}
