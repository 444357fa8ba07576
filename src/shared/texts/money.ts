/**
 * Atelier's own: the reasons an amount of money is refused, wherever one is typed or sent (a
 * price, an offer, a reservation, a payment request, a delivery rate), and an order or a cart
 * past the most the shop takes in one payment (decision 053).
 */
export const moneyTexts = {
  money: {
    notANumber: (label: string) => `${label} must be a number`,
    atLeastPenny: (label: string) => `${label} must be at least £0.01`,
    notNegative: (label: string) => `${label} must be 0 or more`,
    atMost: (label: string, most: string) => `${label} must be at most ${most}`,
    wholePence: (label: string) => `${label} can have at most 2 decimal places`,
    overLimit: (total: string, most: string) =>
      `This comes to ${total}, more than the ${most} the gallery takes in one payment, so nothing was ordered. Order fewer paintings at a time, or ask the artist with an enquiry.`,
  },
} as const;
