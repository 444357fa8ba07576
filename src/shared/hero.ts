import type { Artwork, ArtworkPage } from "./artwork";

/**
 * How many works the home page's hero shows: the ones the owner features, or the newest. Apart
 * from artwork.ts: that module builds zod schemas when loaded, and a first visit to the gallery
 * must not load zod (it would not fit the first visit's JavaScript budget, decision 011).
 */
export const HERO_COUNT = 4;

/**
 * The hero's works, from the unfiltered catalogue's first page: those she features that may be
 * shown, in her order, else the newest. The server's render and the browser both read it here,
 * so the page they draw is the same.
 */
export function heroWorks(page: Pick<ArtworkPage, "items" | "featured">): Artwork[] {
  return page.featured?.length ? page.featured : page.items.slice(0, HERO_COUNT);
}
