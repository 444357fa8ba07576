import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import type { Artwork } from "#shared/artwork";
import { type CatalogueFilters, readFilters, withFilters, withoutFilters } from "#shared/filters";
import { artworkHref } from "#shared/links";
import { rememberOpenedArtwork } from "./return-focus";

/**
 * The home page's state lives in the URL query: search, filters and the open
 * artwork, so Back, reload and a shared link restore the same view.
 */
/** Tells the gallery that the header's search brought the visitor: show the results. */
export type SearchNavigationState = { revealResults: true };

/**
 * The query in the address bar at this moment. A navigation renders in a transition, so the
 * `params` of the last render can be a change or two behind; a change builds on this instead
 * (React Router's functional update would hand it the last render's).
 */
function addressQuery(): URLSearchParams {
  return new URLSearchParams(window.location.search);
}

export function useCatalogueParams() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  // The open work as its address names it: its slug, or its id on a link from before slugs.
  const artworkId = params.get("artwork") ?? undefined;

  const setFilters = useCallback(
    (next: Partial<CatalogueFilters>, options?: { replace?: boolean }) =>
      setParams(withFilters(addressQuery(), next), { replace: options?.replace }),
    [setParams],
  );

  const clearFilters = useCallback(() => setParams(withoutFilters(addressQuery())), [setParams]);

  return { filters, artworkId, setFilters, clearFilters, params };
}

/** Props for a link that opens an artwork's detail from the gallery (card, hero, view). */
export function artworkLink(params: URLSearchParams, artwork: Pick<Artwork, "id" | "slug">) {
  return {
    to: artworkHref(artwork.slug, params),
    state: { fromGallery: true },
    onClick: () => rememberOpenedArtwork(artwork.id),
  };
}

/** The URL of the gallery list with the current search and filters. */
export function galleryHref(params: URLSearchParams): string {
  const next = new URLSearchParams(params);
  next.delete("artwork");
  const query = next.toString();
  return query ? `/?${query}` : "/";
}
