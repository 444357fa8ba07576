/**
 * What any screen may show: the page for an unknown address, and a dialog that could not load;
 * and what a page says of itself to search engines and link previews (its head).
 */
export const pagesTexts = {
  notFound: {
    title: "Oops! Page not found",
    returnHome: "Return to Home",
    // Atelier's own: a way on from a page that is not there.
    searchLabel: "Search the gallery",
    searchButton: "Search",
    newest: "The newest paintings",
  },
  // Atelier's own: a dialog whose code could not be fetched (offline, or a new version).
  dialogUnavailable:
    "This could not be opened just now. Please check your connection and try again.",
  // Atelier's own: a page's title, description and preview image's words (pages/head.ts).
  head: {
    work: (title: string, artist: string) => `${title} by ${artist}`,
    workTitle: (work: string, gallery: string) => `${work} — ${gallery}`,
    workDescription: (work: string, medium: string, size: string, forSale: string) =>
      `${work}. ${medium}, ${size}. ${forSale}.`,
    /** "A, B and C": the last two joined by "and". */
    list: (items: string[]) =>
      items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`,
    galleryCardAlt: (gallery: string, shown: string) => `${gallery}: ${shown}`,
  },
} as const;
