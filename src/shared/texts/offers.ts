/**
 * Atelier's own: paying for an original other than at its price — a shopper's offer and the
 * owner's answer, and a work kept for one collector (an accepted offer, or the owner's
 * reservation) with its checkout. Read by the offers' own chunks and the pages that show
 * them, none of which a first visit loads.
 */
export const offersTexts = {
  offers: {
    // A painting's page: the quiet link beside Enquire, and its dialog.
    make: "Make an offer",
    signIn: "Please sign in to make an offer",
    title: (title: string) => `Make an offer for "${title}"`,
    intro: (price: string, days: number) =>
      `The asking price is ${price}. The artist answers within ${days} days: yes, no, or a price of their own.`,
    amount: "Your offer (£)",
    bounds: (low: string, high: string) => `Between ${low} and ${high}.`,
    below: (high: string) => `Up to ${high}.`,
    tooLow: (low: string) => `An offer must be at least ${low}.`,
    notBelow: (price: string) => `An offer must be below the asking price of ${price}.`,
    notANumber: "Enter an amount in pounds, such as 450.",
    message: "Message (optional)",
    messageHint: (max: number) => `Up to ${max} characters, for the artist.`,
    send: "Send offer",
    sending: "Sending...",
    sent: (amount: string, until: string) =>
      `Your offer of ${amount} is with the artist, who will answer by ${until}. You can follow it on your profile, under Offers.`,
    failed: "We couldn't send your offer just now. Please try again.",
    close: "Close",
    // A work kept for the signed-in collector, on its page and at the checkout.
    heldUntil: (until: string) => `Reserved for you until ${until}.`,
    checkoutAt: (price: string) => `Checkout at ${price}`,
    // The profile's Offers tab.
    tab: "Offers",
    loading: "Loading your offers...",
    loadFailed: "We couldn't load your offers.",
    empty: "No offers yet",
    yourOffer: "Your offer",
    askingPrice: "Asking price",
    counter: "The artist's price",
    statuses: {
      pending: "Waiting for the artist's answer",
      countered: "The artist has answered with a price of their own",
      accepted: "Accepted",
      declined: "Declined",
      expired: "Expired without an answer",
    },
    answerBy: (until: string) => `Open until ${until}.`,
    accept: (price: string) => `Accept ${price}`,
    accepting: "Accepting...",
    accepted: (title: string) => `Agreed: "${title}" is kept for you.`,
    acceptFailed: "We couldn't accept the price just now. Please try again.",
    holdOver: "The time to check out at this price has passed.",
    // The checkout of a kept work.
    checkoutTitle: "Checkout",
    heldGone: "This painting is no longer kept for you",
    heldGoneText:
      "The time to buy it at the agreed price may have passed, or it has been ordered already.",
    seePainting: "See the painting",
  },
  // The owner's Offers tab: offers to answer, and works reserved for a collector.
  adminOffers: {
    tab: "Offers",
    loading: "Loading offers...",
    loadFailed: "The offers could not be loaded.",
    empty: "No offers yet",
    openTitle: (count: number) => `Waiting for your answer (${count})`,
    restTitle: "Answered and expired",
    noneOpen: "No offer is waiting for an answer.",
    buyer: "From",
    offered: "Offer",
    askingPrice: "Asking price",
    counter: "Your price",
    message: "Message",
    expires: "Open until",
    statuses: {
      pending: "Waiting",
      countered: "Countered",
      accepted: "Accepted",
      declined: "Declined",
      expired: "Expired",
    },
    accept: "Accept",
    decline: "Decline",
    counterAmount: "Your price (£)",
    sendCounter: "Counter",
    actionFor: (title: string, buyer: string) => `the offer for "${title}" from ${buyer}`,
    acceptedToast: (buyer: string) => `Accepted: ${buyer} has been e-mailed a link to pay.`,
    declinedToast: (buyer: string) => `Declined: ${buyer} has been told.`,
    counteredToast: (buyer: string) => `Your price has been sent to ${buyer}.`,
    failed: "That did not work. Please try again.",
    // Reserving a work for one collector.
    reserveTitle: "Reserve for a collector",
    reserveIntro:
      "The painting is kept for the account with this e-mail address, which gets a link to buy it. Everyone else sees it reserved.",
    work: "Painting",
    chooseWork: "Choose a painting",
    email: "Collector's e-mail address",
    days: "Days (1 to 7)",
    price: "Price (£, optional)",
    priceHint: "Left empty, the painting's own price.",
    reserve: "Reserve",
    reserving: "Reserving...",
    reservedToast: (email: string) => `Reserved: ${email} has been e-mailed a link to buy it.`,
    reservationsTitle: "Reservations",
    noReservations: "No painting is reserved for a collector.",
    until: "Until",
    kinds: { offer: "Accepted offer", reservation: "Reservation" },
    ends: {
      ordered: "Ordered",
      expired: "Ran out",
      cancelled: "Ended",
    },
    end: "End reservation",
    endFor: (title: string) => `for "${title}"`,
    endedToast: (title: string) => `"${title}" is available again.`,
  },
} as const;
