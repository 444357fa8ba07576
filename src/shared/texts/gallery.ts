/**
 * The gallery and its frame: the header, the home page, its filters and cards, the marks of a
 * painting that cannot be bought, and the follow form and the shop's links at the foot of every
 * page.
 * A first visit to `/` loads this file (decision 011): it holds only texts a first visit
 * shows, and components of that visit import it, not `messages`.
 */
export const galleryTexts = {
  header: {
    searchPlaceholder: "Search artworks, artists, medium...",
    searchLabel: "Search artworks",
    closeSearch: "Close search",
    signIn: "Sign In",
    favorites: "Favourites",
    cart: "Cart",
    skipToContent: "Skip to content",
    home: (gallery: string) => `${gallery} home`,
    accountNav: "Your gallery",
  },
  // Atelier's own: following the artist, offered at the foot of every page.
  follow: {
    title: "Follow the artist",
    text: "Be the first to hear when new paintings arrive: one e-mail, with a link to stop them.",
    // Its own words, not "Email": a sign-in form on the same page asks for that.
    email: "Your e-mail address",
    website: "Website",
    submit: "Follow",
    sending: "Following...",
    sent: "Check your inbox: we've sent you a link to confirm.",
    following: "You follow the artist. We'll e-mail you when new work arrives.",
    failed: "We couldn't do that just now. Please try again.",
  },
  // Atelier's own: the foot of every page names the trader and links the shop's own pages.
  footer: {
    nav: "The shop",
    about: "About",
    series: "Series",
    reviews: "Reviews",
    delivery: "Delivery",
    returns: "Returns",
    terms: "Terms of sale",
    privacy: "Privacy",
    contact: "Contact",
    // What the law asks a company's website to say of it.
    companyNumber: (number: string) => `Registered in the United Kingdom, company number ${number}`,
    registeredOffice: (office: string) => `Registered office: ${office}`,
    vatNumber: (number: string) => `VAT number ${number}`,
  },
  home: {
    loading: "Loading artworks...",
    heroTitle: "Discover Original Art for Your Space",
    heroText:
      "Buy original paintings directly from artists around the world — each piece one of a kind, signed, and ready for your wall.",
    // Atelier's own: who the artist is, under the hero, once the owner has said.
    artist: "The artist",
    portraitAlt: (name: string) => `Portrait of ${name || "the artist"}`,
    aboutArtist: "About the artist",
    // Atelier's own: the next release's time, when the owner has scheduled one.
    nextRelease: (when: string) => `New work releases on ${when}`,
    collection: "The collection",
    showing: (shown: number, total: number) => `Showing ${shown} of ${total} artworks`,
    forTerm: (term: string) => `for "${term}"`,
    clearAll: "Clear all filters",
    noneForTerm: (term: string) => `No artworks found for "${term}".`,
    noneForFilters: "No artworks match your current filters.",
    clearEmpty: "Clear filters",
    // Atelier's own: a shopper is told when the catalogue cannot be loaded.
    loadFailed: "We couldn't load the artworks just now.",
    loadFailedHint: "Please check your connection and try again.",
    retry: "Retry",
    loadMore: "Load more artworks",
    loadingMore: "Loading more artworks...",
  },
  filters: {
    legend: "Filter artworks",
    price: "Price",
    medium: "Medium",
    size: "Size",
    // Atelier's own: her series, once she has made any.
    series: "Series",
    any: "Any",
    // Atelier's own: without JavaScript the filters are a form, sent with this button.
    apply: "Apply filters",
  },
  // Atelier's own: on a phone the filter bar folds behind one button that counts what is set.
  filtersOnPhone: {
    toggle: (count: number) => (count > 0 ? `Filters (${count})` : "Filters"),
  },
  // Atelier's own: the prints she sells beside the originals, as the gallery's filter and
  // cards name them (the painting's page and the cart say more: texts/editions.ts).
  prints: {
    kind: "Originals / Prints",
    kindAll: "Originals and prints",
    kindOriginal: "Originals",
    kindPrint: "Prints",
    printsFrom: (price: string) => `Prints from ${price}`,
  },
  card: {
    by: (artist: string) => `by ${artist}`,
    view: (title: string) => `View ${title}`,
    favorite: (title: string) => `Add ${title} to favourites`,
    unfavorite: (title: string) => `Remove ${title} from favourites`,
  },
  // Selling one-of-a-kind paintings: the marks, the filter and the notes of a work that cannot
  // be bought.
  availability: {
    sold: "Sold",
    reserved: "Reserved",
    filterLabel: "Availability",
    availableOnly: "Available only",
    unavailableInCart: "No longer available",
    unavailableNote: "Reserved or sold since you added it: it is not part of your order.",
    soldNote: "This painting has been sold, so it can no longer be bought.",
    reservedNote:
      "This painting is reserved for an order awaiting payment, so it cannot be bought now.",
  },
  // Atelier's own: what shows in a screen's place when it fails to render (its error
  // boundary). Among the first visit's texts, as the gallery's screen has a boundary too;
  // `messages.errors.screen` everywhere else.
  errors: {
    screen: {
      title: "Something went wrong on this page",
      text: "We couldn't show this page just now, and we've been told about it. Reloading the page usually puts it right.",
      reload: "Reload",
    },
  },
} as const;
