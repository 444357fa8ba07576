/** The reasons the offers' and reservations' API gives when it refuses a request. */
export const offersApiTexts = {
  offerApi: {
    offerNotFound: "Offer not found",
    reservationNotFound: "Reservation not found",
    notAvailable: "This painting is not available for offers now.",
    alreadyOffered: "You already have an open offer on this painting.",
    tooCheapToOffer: (minimum: string) => `Offers are taken on paintings from ${minimum}.`,
    notBelowPrice: (price: string) => `An offer must be below the price, ${price}.`,
    tooLow: (minimum: string) => `An offer on this painting must be at least ${minimum}.`,
    tooLowUnshown: "This offer is lower than the artist takes for this painting.",
    offersOff: "The artist is not taking offers just now.",
    counterOutOfRange: (offered: string, price: string) =>
      `A counter-offer must be above the offer, ${offered}, and below the price, ${price}.`,
    notOpen: "This offer has already been answered.",
    notCountered: "There is no counter-offer to accept.",
    held: "This painting is already kept for a collector or in an order.",
    holdGone: "This painting is no longer kept for you.",
    onePath: "Order either an accepted offer or a reservation, not both.",
  },
} as const;
