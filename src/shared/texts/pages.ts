/**
 * What any screen may show: the page for an unknown address, and a dialog that could not load.
 */
export const pagesTexts = {
  notFound: {
    title: "Oops! Page not found",
    returnHome: "Return to Home",
  },
  // Atelier's own: a dialog whose code could not be fetched (offline, or a new version).
  dialogUnavailable:
    "This could not be opened just now. Please check your connection and try again.",
} as const;
