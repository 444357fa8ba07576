/**
 * Every user-facing text, defined once. Texts from the product specification are verbatim
 * (spec §2, §5, §8); the few Atelier adds beyond it are marked as such.
 * Components, the API and tests all import from here.
 */
export const messages = {
  header: {
    searchPlaceholder: "Search artworks, artists, medium...",
    searchLabel: "Search artworks",
    signIn: "Sign In",
    favourites: "Favorites",
    cart: "Cart",
    skipToContent: "Skip to content",
    home: (gallery: string) => `${gallery} home`,
    accountNav: "Your gallery",
  },
  home: {
    loading: "Loading artworks...",
    heroTitle: "Discover Original Art for Your Space",
    heroText:
      "Buy original paintings directly from artists around the world — each piece one of a kind, signed, and ready for your wall.",
    collection: "The collection",
    showing: (shown: number, total: number) => `Showing ${shown} of ${total} artworks`,
    forTerm: (term: string) => `for "${term}"`,
    clearAll: "Clear all filters",
    noneForTerm: (term: string) => `No artworks found for "${term}".`,
    noneForFilters: "No artworks match your current filters.",
    clearEmpty: "Clear filters",
    // Beyond the spec: a shopper is told when the catalogue cannot be loaded (issue 2).
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
    any: "Any",
  },
  card: {
    by: (artist: string) => `by ${artist}`,
    view: (title: string) => `View ${title}`,
    favourite: (title: string) => `Add ${title} to favorites`,
    unfavourite: (title: string) => `Remove ${title} from favorites`,
  },
  detail: {
    back: "Back to Gallery",
    addToCart: "Add to Cart",
    share: "Share",
    details: "Details",
    medium: "Medium",
    dimensions: "Dimensions",
    year: "Year",
    style: "Style",
    subject: "Subject",
    signed: "Signed",
    styleValue: "Contemporary",
    subjectValue: "Various",
    signedValue: "Yes",
    about: "About this artwork",
    noDescription: "No description available",
    reviews: "Reviews",
    rating: "4.2/5",
    reviewCount: (count: number) => `${count} reviews`,
    // Beyond the spec: what the visitor sees for an unknown or removed artwork link.
    notFound: "This artwork is no longer in the gallery.",
    linkCopied: "Link copied to clipboard",
    shareFailed: "Couldn't copy the link. You can copy it from the address bar.",
  },
  gates: {
    favourites: "Sign in to view your favorites",
    cart: "Sign in to view your cart",
    profile: "Sign in to view your profile",
    admin: "Please sign in to access the admin panel.",
  },
  auth: {
    signIn: "Sign in",
    // Interim, until accounts land (issue 3).
    comingSoon: "Accounts are on their way. Until then, the whole gallery is open to browse.",
    browse: "Browse Artworks",
  },
  notFound: {
    title: "Oops! Page not found",
    returnHome: "Return to Home",
  },
  toast: {
    signInForCart: "Please sign in to add items to cart",
    signInForFavourites: "Please sign in to add favorites",
    signInToManageFavourites: "Please sign in to manage favorites",
  },
  api: {
    notFound: "Not found",
    artworkNotFound: "Artwork not found",
    internal: "Something went wrong on our side. Please try again.",
  },
} as const;
