/**
 * The order e-mails' words: the buyer's on each step of an order, the owners' on what they
 * must do. Each mail's subject and paragraphs, as functions of the values they name; the
 * layout (plain text and HTML, escaping) is the server's (src/server/orders/mails.ts).
 */
export const orderMailTexts = {
  /** A moment as a buyer in the UK reads it: "Wednesday 25 November 2026 at 14:05 UK time". */
  moment: (moment: string) => `${moment} UK time`,
  // Every order mail's list of items, its shipping, total and the link to the orders.
  order: (number: string) => `Order ${number}`,
  by: (artist: string) => `by ${artist}`,
  shipping: "Shipping",
  free: "Free",
  total: "Total",
  yourOrders: "Your orders",
  // Each painting's certificate of authenticity: its PDF and the public page that checks it.
  certificates: {
    intro: "Each painting comes with a certificate of authenticity:",
    pdf: (title: string) => `Certificate for "${title}"`,
    verify: (code: string) => `Anyone can verify code ${code} at`,
  },
  placed: {
    subject: (number: string, gallery: string) => `Your order ${number} at ${gallery}`,
    thanks: "Thank you for your order. The paintings below are reserved for you.",
    howToPay: "How to pay",
    reservedUntil: "Reserved until",
    deadline:
      "If we have not received payment by then, the order expires and the paintings return to the gallery.",
  },
  paid: {
    subject: (number: string) => `Payment received for order ${number}`,
    text: "We have received your payment: the paintings below are yours. We will let you know when they are on their way.",
  },
  shipped: {
    subject: (number: string) => `Order ${number} is on its way`,
    text: "Your paintings have been shipped.",
    trackingNumber: "Tracking number",
    shippingTo: "Shipping to",
  },
  cancelled: {
    subject: (number: string) => `Order ${number} has been cancelled`,
    text: "Your order has been cancelled and nothing is owed. The paintings are back in the gallery.",
  },
  refunded: {
    subject: (number: string) => `Order ${number} has been refunded`,
    late: "Your late card payment has been refunded to your card in full: it usually shows within 5 to 10 working days. We are sorry the painting had already found another buyer.",
    card: "Your payment has been refunded to your card in full: it usually shows within 5 to 10 working days.",
    manual:
      "Your order has been refunded in full; the gallery pays the money back the way you paid it.",
    certificatesVoid: "The paintings' certificates of authenticity are now void.",
  },
  expired: {
    subject: (number: string) => `Order ${number} has expired`,
    text: (moment: string) =>
      `We did not receive payment before ${moment}, so your order has expired and the paintings are back in the gallery. You are welcome to order again if they are still available.`,
  },
  ownerNewOrder: {
    subject: (number: string, buyer: string) => `New order ${number} from ${buyer}`,
    text: (buyer: string, moment: string) =>
      `${buyer} has placed an order. Its paintings are reserved until ${moment}.`,
    manual: "Send the buyer an invoice, then mark the order as paid in the admin.",
    card: "The buyer is paying by card; the order is marked paid when the payment completes.",
  },
  refundDue: {
    subject: (number: string) => `About your payment for order ${number}`,
    text: "Your card payment arrived after the reservation had ended, and by then a painting in this order had found another buyer. We will refund your payment in full; you do not need to do anything.",
  },
  ownerRefundedAutomatically: {
    subject: (number: string) => `Late payment refunded automatically: order ${number}`,
    text: (buyer: string) =>
      `${buyer} paid by card after the order's hold had ended, and a painting in it had been sold meanwhile. Nothing was sold twice: the payment has been refunded in full, and the buyer told. There is nothing for you to do.`,
    refund: "Stripe refund",
  },
  ownerRefundNeeded: {
    subject: (number: string) => `Refund needed: order ${number}`,
    text: (buyer: string) =>
      `${buyer} paid by card after the order's hold had ended, and a painting in it had been sold meanwhile. Nothing was sold twice, but the shop could not refund the payment automatically for a day. Refund it with the order's Refund button in the admin, or in Stripe.`,
    payment: "Stripe payment",
    lastError: "Last error",
  },
  ownerCancelled: {
    subject: (number: string) => `Order ${number} was cancelled by the buyer`,
    text: (buyer: string) => `${buyer} cancelled the order; its paintings are available again.`,
  },
} as const;
