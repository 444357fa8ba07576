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
  generator: {
    open: "Generate Similar Art",
    title: "Generate Similar Art",
    generate: "Generate",
    generating: "Generating...",
    download: "Download",
    again: "Generate Another",
    success: "Artwork generated successfully!",
    failed: "Failed to generate artwork. Please try again.",
    downloaded: "Image downloaded!",
    promptRequired: "Please enter a prompt or select an artwork to base the generation on",
    // Beyond the spec: the dialog's own labels, and what the server says past its limit.
    basedOn: (title: string, artist: string) =>
      `Based on "${title}" by ${artist}. Describe what you'd like, or leave the prompt empty to start from the artwork itself.`,
    noBase: "Describe the artwork you'd like to see.",
    promptLabel: "Prompt",
    promptPlaceholder: "e.g. A calm seascape at dusk in deep blues",
    preview: "Your generated artwork will appear here.",
    imageAlt: "Generated abstract artwork",
    simulated: "A simulated generator: each image is a unique abstract placeholder, 512×512.",
    close: "Close",
    tooMany: "You've generated a lot of images just now. Please wait a minute and try again.",
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
    crossOrigin: "This request did not come from the gallery's own pages, so it was refused.",
    signInRequired: "Please sign in first.",
    tooLarge: "That request is too large.",
    ownerRequired: "You don't have permission to manage artworks.",
    tooManyRequests: "Too many requests. Please wait a moment and try again.",
    tooManySignIns:
      "Too many failed sign-in attempts. Please wait a few minutes before trying again.",
    tooManyAccountSignIns:
      "Too many failed sign-in attempts for this account. Please try again later.",
    tooManySignUps: "Too many sign-ups from your network. Please try again later.",
    tooManyVerificationMails:
      "We've sent several verification e-mails already. Please check your inbox, or try again later.",
  },
} as const;
