/**
 * The reasons the API gives when it refuses a request, shown to the shopper as they are.
 */
export const apiTexts = {
  api: {
    notFound: "Not found",
    artworkNotFound: "Artwork not found",
    alertEmailRequired: "Enter the e-mail address to notify, or sign in first.",
    alertNotFound: "Alert not found",
    enquiryNotFound: "Enquiry not found",
    certificateNotFound: "Certificate not found",
    refundFailed:
      "Stripe could not refund this payment just now, so nothing changed. Please try again in a few minutes.",
    emptyCart: "Your cart is empty: add a painting before placing an order.",
    unavailable:
      "Some of these paintings were reserved or sold meanwhile, so nothing was ordered. Review your cart and try again.",
    notInCart:
      "Some of these paintings are not in your cart, so nothing was ordered. Add them to your cart first, or review your cart and try again.",
    orderNotFound: "Order not found",
    // Reviews.
    reviewNotSent: "You can review an order once it has been sent to you.",
    reviewedAlready: "You have already reviewed this order.",
    reviewNotFound: "Review not found",
    notShipped: (country: string) =>
      `The gallery does not deliver some of these paintings to ${country}, so nothing was ordered. Ask the artist about delivery with an enquiry, choose collection from the studio, or order the others.`,
    noCollection:
      "The gallery does not offer collection from the studio just now, so nothing was ordered. Choose an address to send it to.",
    badWebhookSignature: "The Stripe signature is missing or does not match.",
    cardUnavailable:
      "Card payments are not available right now, so nothing was ordered: your cart is as it was. Please try again in a few minutes.",
    cancelPeriodEnded: (days: number, day: string) => `The ${days} days to cancel ended on ${day}.`,
    orderTransition: (action: string, status: string) =>
      `This order cannot be ${action}: it is ${status.replace("_", " ")}.`,
    artworkInOpenOrder:
      "This artwork is held by an order awaiting payment, so it cannot be deleted. Cancel the order first.",
    artworkHeldByOrder:
      "An order holds this artwork, so its availability follows the order. Cancel the order first.",
    imageNotFound: "This painting has no photograph with this id.",
    imagesFull: (max: number) =>
      `A painting has at most ${max} photographs: remove one before adding another.`,
    lastImage:
      "This is the painting's only photograph, so it cannot be removed: add another first, or replace it in the form.",
    imageOrderMismatch:
      "The order must list each of this painting's photographs exactly once, and the alt texts and captions may name only them.",
    notAnImage: "The file must be a JPEG, PNG or WebP image.",
    noFile: "Choose an image file to upload (form field 'file').",
    uploadTooLarge: "The image must be 20 MB or smaller.",
    imageStoreUnavailable:
      "The image could not be saved: the gallery's image storage cannot be reached right now, so nothing was stored. Please try again in a few minutes.",
    imageUnavailable: "This image cannot be fetched right now. Please try again in a few minutes.",
    internal: "Something went wrong on our side. Please try again.",
    crossOrigin: "This request did not come from the gallery's own pages, so it was refused.",
    signInRequired: "Please sign in first.",
    tooLarge: "That request is too large.",
    importNotUtf8:
      'The file is not UTF-8 text. Save it as "CSV UTF-8" (or CSV with UTF-8 encoding) and try again.',
    importHasErrors: "Nothing was imported: fix the rows listed and try again.",
    jsonRequired: "Send this request as JSON (Content-Type: application/json).",
    badJson: "The request body is not valid JSON.",
    controlCharacter:
      "The request contains a NUL character (U+0000), which no field may hold. Remove it and try again.",
    // Atelier's own: a cookie or header no browser would send, refused before anything reads it.
    controlCharacterHeader:
      "A cookie or header of this request contains a control character, which none may hold, so the request was refused. Clear this site's cookies and try again.",
    ownerRequired: "You don't have permission to manage artworks.",
    tooManyRequests: "Too many requests. Please wait a moment and try again.",
    tooManySignIns:
      "Too many failed sign-in attempts. Please wait a few minutes before trying again.",
    tooManyAccountSignIns:
      "Too many failed sign-in attempts for this account. Please try again later.",
    // Atelier's own: deleting an account (the password asked again; the shop's last owner).
    wrongPassword: "That is not your password, so nothing was deleted.",
    tooManyPasswordAttempts:
      "Too many wrong passwords. Please wait a few minutes before trying again.",
    lastOwner:
      "This is the shop's only owner account, so it cannot be deleted: make another account an owner first.",
    tooManySignUps: "Too many sign-ups from your network. Please try again later.",
    tooManyVerificationMails:
      "We've sent several verification e-mails already. Please check your inbox, or try again later.",
  },
} as const;
