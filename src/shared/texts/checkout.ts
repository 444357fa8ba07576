/**
 * Checking out: the shipping address, placing the order, and paying by card.
 */
export const checkoutTexts = {
  checkout: {
    title: "Checkout",
    signIn: "Sign in to check out",
    signInButton: "Sign In",
    shippingTitle: "Shipping address",
    fullName: "Full Name",
    line1: "Address line 1",
    line2: "Address line 2 (optional)",
    city: "Town or City",
    postcode: "Postcode",
    country: "Country",
    phone: "Phone (optional)",
    placeOrder: "Place Order",
    placing: "Placing order...",
    nothingToOrder: "Nothing in your cart can be ordered right now.",
    backToCart: "Back to Cart",
    failed: "Couldn't place your order. Please try again.",
    raced: "Some paintings were reserved or sold by someone else just now. Review your order.",
    confirmedTitle: (number: string) => `Thank you! Order ${number} is placed.`,
    nextSteps: "What happens next",
    holdUntil: (moment: string) => `Your paintings are reserved for you until ${moment}.`,
    viewOrders: "View your orders",
    deliverTo: "Delivering to",
    orderStatus: (status: string) => `Status: ${status}`,
    deliveryLine: (country: string) => `Delivery to ${country}`,
    collectLine: "Collecting from the studio",
    // Atelier's own: sent, or collected from the studio; the terms and the right to cancel.
    deliveryChoice: "Delivery",
    sendIt: "Send it to me",
    collectIt: "Collect from the studio (free)",
    collectFrom: (address: string) => `From ${address}. We will phone you to arrange a time.`,
    collectPhone: "Phone",
    agreeToTerms: "By placing your order you agree to our Terms of sale",
    termsOfSale: "Terms of sale",
    rightToCancel: "You can cancel within 14 days of delivery",
    // Atelier's own: how the order is paid, said before it is placed.
    howToPay: "How you pay",
    byCard:
      "By card, on Stripe's secure payment page: Pay by Card takes you there, and your paintings are reserved for you while you pay.",
    byInstructions: (hold: string) =>
      `Once your order is placed, pay as the artist asks below. Your paintings are reserved for you for ${hold} meanwhile.`,
    byEmail: (hold: string) =>
      `Once your order is placed, we'll e-mail you how to pay. Your paintings are reserved for you for ${hold} meanwhile.`,
    holdLength: (hours: number) =>
      hours % 24 === 0
        ? `${hours / 24} ${hours === 24 ? "day" : "days"}`
        : `${hours} ${hours === 1 ? "hour" : "hours"}`,
  },
  // The checkout with card payments (Stripe Checkout).
  cardCheckout: {
    payByCard: "Pay by Card",
    redirecting: "Taking you to the secure card payment...",
    waiting: "Waiting for payment confirmation...",
    waitingText: "This usually takes a few seconds. You can leave this page: we will e-mail you.",
    paidTitle: (number: string) => `Thank you! Order ${number} is paid.`,
    paidText: "Your paintings are yours. We will e-mail you when they are on their way.",
    expiredTitle: (number: string) => `Order ${number} has expired`,
    expiredText:
      "The payment was not completed in time, so the paintings went back to the gallery.",
    cancelledTitle: (number: string) => `Order ${number} is cancelled`,
    leftPayment: "You left the card payment. Your paintings are still reserved for you.",
    continuePayment: "Continue to Payment",
    cancelOrder: "Cancel Order",
  },
} as const;
