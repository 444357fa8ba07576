/**
 * Atelier's own: the first run's setup page (`/setup?token=…`, the link the server's log
 * prints while the shop has no owner), and what `POST /api/setup` answers.
 */
export const setupTexts = {
  setup: {
    title: "Set up your gallery",
    intro:
      "Create the owner's account, name the gallery and give the business details buyers see. This link works once.",
    accountHeading: "Your account",
    galleryHeading: "Your gallery",
    name: "Name",
    email: "E-mail",
    password: "Password",
    galleryName: "Gallery name",
    galleryNameHint: "Shown in the header and the title of every page.",
    businessName: "Trading name",
    businessNameHint: "The name you trade under, shown to buyers and on their receipts.",
    address: "Address",
    addressHint: "Where the business is, as buyers see it on the shop's pages and receipts.",
    contactEmail: "Contact e-mail",
    contactEmailHint: "Where buyers can write to you.",
    removeDemo: "Remove the demo collection",
    removeDemoHint: "The example paintings the shop started with; your own are kept.",
    submit: "Create the gallery",
    submitting: "Creating the gallery...",
    checking: "Loading...",
    done: "Your gallery is ready: you are signed in as its owner.",
    failed: "We couldn't set up the gallery just now. Please try again.",
    linkGone:
      "This setup link is no longer valid: it was used already, or the server has made a new one since.",
    ownerExists: "The gallery has an owner already: sign in instead.",
    emailTaken: "An account already uses this e-mail address.",
  },
} as const;
