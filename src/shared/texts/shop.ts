/**
 * Atelier's own: the shop as a trader — its own pages (About, Delivery, Returns, Terms of sale,
 * Privacy), their words on delivery zones and sizes, and the owner's Shop tab in /admin where
 * the business details, the delivery rates and those pages are edited. The footer's links,
 * which every first visit shows, are the gallery's (`footer` in texts/gallery.ts).
 */
export const shopTexts = {
  // The shop's pages as anyone reads them, and the words their defaults and forms share.
  shopPages: {
    loading: "Loading the page...",
    loadFailed: "We couldn't load this page just now.",
    notFound: "Page not found",
    // The titles a page has until the owner writes one.
    defaultTitles: {
      about: "About the artist",
      delivery: "Delivery and collection",
      returns: "Cancellations and returns",
      terms: "Terms and conditions of sale",
      privacy: "Privacy notice",
    },
    zones: { uk: "United Kingdom", europe: "Europe", world: "Rest of the world" },
    /** Europe as the delivery zone counts it. */
    europeIs: "the countries of the European Union, Iceland, Liechtenstein, Norway and Switzerland",
    bands: { small: "Small", medium: "Medium", large: "Large", oversize: "Oversize" },
    /** A band's sizes, by a painting's longest side (its limit as limitCm or limitIn give it). */
    upTo: (limit: string) => `longest side up to ${limit}`,
    over: (limit: string) => `longest side over ${limit}, or no size given`,
    limitCm: (cm: number) => `${cm} cm`,
    /** Where her works are written in inches: the bands are set in centimetres, given after. */
    limitIn: (inches: string, cm: number) => `${inches} in / ${cm} cm`,
    free: "Free",
    notShipped: "Not shipped — enquire",
    // What the pages' texts may hold (the owner's editor and the API say the same).
    title: "Title",
    markdownRequired: "Page text is required",
    markdownTooLong: (max: number) =>
      `Page text must be at most ${max.toLocaleString("en-GB")} characters`,
    markdownControl: "Page text must not contain control characters",
  },
  // The owner's Shop tab: business details, delivery rates, and the pages' editor.
  adminShop: {
    tab: "Shop",
    loading: "Loading the shop's details...",
    loadFailed: "We couldn't load the shop's details just now.",
    detailsTitle: "Business details",
    detailsText:
      "Shown at the foot of every page, in the terms of sale and in every order's confirmation.",
    businessName: "Trading name",
    address: "Address",
    email: "Contact e-mail",
    vatNumber: "VAT number (optional)",
    vatHint: "Leave it empty if the business is not registered for VAT.",
    ratesTitle: "Delivery rates",
    ratesText:
      "The price of delivering one painting, in pounds, by where it goes and its longest side. Tick Not shipped where you do not send a size: shoppers are asked to enquire.",
    notShipped: "Not shipped",
    rateRequired: "Enter a price in pounds, or tick Not shipped",
    collection: "Offer collection from the studio",
    collectionHint: "Free: the buyer arranges a time with you.",
    // Her identity: on the home page, in what the shop says of itself.
    identityTitle: "The artist",
    identityText:
      "Your name, portrait and statement are shown under the home page's heading, with a link to your About page.",
    artistName: "Artist's name",
    artistNameHint: "Also the Artist of every new work.",
    statement: "Statement",
    statementHint: "A few sentences about what you paint, and how.",
    homeSubtitle: "Home page subtitle",
    metaDescription: "Description for search engines and share previews",
    portrait: "Portrait",
    noPortrait: "No portrait yet",
    portraitAlt: "Your portrait, as the home page shows it",
    uploadPortrait: "Upload a portrait",
    replacePortrait: "Replace the portrait",
    removePortrait: "Remove the portrait",
    portraitSaved: "Your portrait is updated.",
    portraitRemoved: "Your portrait is removed.",
    portraitFailed: "We couldn't change your portrait just now. Please try again.",
    // Her business form: what the footer and the terms of sale say of who trades.
    businessForm: "Business form",
    soleTrader: "Sole trader",
    company: "Limited company",
    companyNumber: "Company number",
    companyNumberRequired: "A company gives its company number",
    companyNumberFormat:
      "Enter the company number as Companies House gives it, such as 01234567 or SC123456",
    registeredOffice: "Registered office",
    registeredOfficeRequired: "A company gives its registered office",
    // How she is paid, the offers she takes, and who writes her mail.
    paymentTitle: "Payment, offers and e-mail",
    paymentInstructions: "Payment instructions",
    paymentInstructionsHint:
      "Sent with each order that is not paid by card: your bank details, or how you will invoice.",
    instalmentsMax: "Instalments",
    instalmentsOff: "Off",
    instalmentsParts: (parts: number) => `Up to ${parts} monthly parts`,
    instalmentsRange: "Instalments are off (1) or at most 2 to 6 parts",
    offersTitle: "Offers",
    offersEnabled: "Take offers",
    offersMinPrice: "Lowest price that takes offers (£)",
    lowestShare: "Lowest offer, as a percentage of the price",
    lowestShareHint: "Offers below it are refused, whether or not buyers are told.",
    lowestShareRange: "The lowest offer is between 10% and 99% of the price",
    showLowest: "Tell buyers the lowest offer you take",
    generator: "Show “Generate Similar Art” on each work",
    noticesEmail: "Send new-order and enquiry notices to",
    noticesEmailHint: "Left empty: the contact e-mail.",
    senderName: "Sender name of every e-mail",
    senderNameHint: "Left empty: the gallery's name.",
    save: "Save details",
    saving: "Saving...",
    saved: "The shop's details are saved",
    saveFailed: "The shop's details could not be saved",
    pagesTitle: "The shop's pages",
    pagesText:
      "Written in Markdown: ## for a heading, - for a list item, *emphasis*, **strong** and [a link](https://example.com). Raw HTML and images are shown as text.",
    page: "Page",
    markdown: "Page text (Markdown)",
    isDefault:
      "This page shows Atelier's starter text, with your business details filled in. Save it to make it yours.",
    preview: "Preview",
    previewing: "Preparing the preview...",
    previewFailed: "The preview could not be shown",
    savePage: "Save page",
    pageSaved: (title: string) => `“${title}” is saved`,
    pageSaveFailed: "The page could not be saved",
    viewPage: "View the page",
  },
} as const;
