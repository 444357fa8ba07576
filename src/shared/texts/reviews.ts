/**
 * Reviews from buyers: the painting's Reviews section, the /reviews page, writing one from
 * the Orders tab, the owner's Reviews tab, the invitation e-mail and the API's refusals.
 * Atelier's own (they replace a placeholder rating).
 */
export const reviewsTexts = {
  reviews: {
    // The detail's Reviews section: counted from published reviews, or none.
    summary: (average: number, count: number) =>
      `${average.toFixed(1)}/5 · ${count} review${count === 1 ? "" : "s"} from collectors`,
    none: "No reviews yet",
    // The /reviews page.
    title: "Reviews from collectors",
    intro:
      "Every review here was written by someone who bought a painting from the gallery, after it reached them. We publish them as written.",
    stars: (rating: number) => `${rating} out of 5`,
    about: (titles: string) => `On ${titles}`,
    reply: "The artist replied",
    average: (average: number, count: number) =>
      `${average.toFixed(1)} out of 5, from ${count} review${count === 1 ? "" : "s"}`,
    pageLoadFailed: "We couldn't load the reviews just now.",
    empty: "No reviews yet. The first will appear here once a collector has written one.",
    // Writing one, from the Orders tab.
    write: "Write a review",
    writeFor: (number: string) => `Review order ${number}`,
    rating: "Rating",
    choose: "Choose a rating",
    sentNote: "The gallery reads every review before publishing it, as you wrote it.",
    ratingOption: (rating: number) => `${rating} star${rating === 1 ? "" : "s"}`,
    text: "Your review",
    displayName: "Name to show (optional)",
    displayNameHint: "Left empty, we show your first name and initial.",
    send: "Send Review",
    cancel: "Cancel",
    sent: "Thank you! Your review will appear once the gallery has read it.",
    reviewed: "Reviewed — thank you",
    failed: "Couldn't send your review. Please try again.",
    // The owner's Reviews tab.
    tab: "Reviews",
    statuses: { pending: "Waiting", published: "Published", hidden: "Hidden" },
    publish: "Publish",
    hide: "Hide",
    replyLabel: "Your reply",
    saveReply: "Save Reply",
    published: "Review published",
    hidden: "Review hidden",
    replied: "Reply saved",
    actionFailed: "Couldn't change the review. Please try again.",
    noneYet: "No reviews yet. Buyers are invited to write one some days after delivery.",
    loading: "Loading reviews…",
    loadFailed: "We couldn't load the reviews just now.",
    listTitle: (n: number) => `${n} review${n === 1 ? "" : "s"}`,
    by: (name: string) => `by ${name}`,
    order: (number: string) => `Order ${number}`,
  },
} as const;
