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
    intro: "Each painting, and each numbered print, comes with a certificate of authenticity:",
    pdf: (title: string) => `Certificate for "${title}"`,
    verify: (code: string) => `Anyone can verify code ${code} at`,
  },
  // What the placed and paid mails keep on record: who sells, where it goes, the right to cancel.
  record: {
    deliverTo: "Delivering to",
    collection: "Collection",
    rightToCancel: (days: number) =>
      `You may cancel this order within ${days} days of delivery without giving a reason: from your orders page, or by replying to this e-mail.`,
    terms: "Terms of sale",
    seller: "Sold by",
    address: "Address",
    email: "E-mail",
    vatNumber: "VAT number",
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
  delivered: {
    subject: (number: string) => `Order ${number} has been delivered`,
    text: "Your paintings have been delivered. We hope you enjoy them.",
    cancelUntil: (day: string) =>
      `You can cancel until ${day}: from your orders page, or by replying to this e-mail.`,
  },
  cancelled: {
    subject: (number: string) => `Order ${number} has been cancelled`,
    text: "Your order has been cancelled and nothing is owed. The paintings are back in the gallery.",
  },
  // The buyer cancelled a paid order before dispatch: the payment is owed back.
  withdrawn: {
    card: "You cancelled your order before it was sent. Your payment is being refunded to your card in full; we will e-mail you when it is done.",
    manual:
      "You cancelled your order before it was sent. We will pay you back in full the way you paid, and e-mail you when it is done.",
  },
  returnRequested: {
    subject: (number: string) => `Returning order ${number}`,
    text: "We have your request to return this order.",
    reason: "Your reason",
    sendTo: "Please send the paintings back, well packed, to",
    refund:
      "Once they are back with us, we refund you in full, delivery included, and e-mail you when it is done.",
  },
  returned: {
    subject: (number: string) => `Your return of order ${number} has arrived`,
    card: "The paintings are back with us. Your payment is being refunded to your card in full; we will e-mail you when it is done.",
    manual:
      "The paintings are back with us. We will pay you back in full the way you paid, and e-mail you when it is done.",
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
    cancelled: (buyer: string) =>
      `${buyer} cancelled this order and is owed a refund, but the shop could not refund the card payment automatically for a day. Refund it with the order's Refund button in the admin, or in Stripe.`,
    payment: "Stripe payment",
    lastError: "Last error",
  },
  ownerCancelled: {
    subject: (number: string) => `Order ${number} was cancelled by the buyer`,
    text: (buyer: string) => `${buyer} cancelled the order; its paintings are available again.`,
    // A paid order, cancelled before dispatch.
    card: (buyer: string) =>
      `${buyer} cancelled the paid order before it was sent; its paintings are available again. The card payment is refunded automatically: there is nothing for you to do.`,
    manual: (buyer: string) =>
      `${buyer} cancelled the paid order before it was sent; its paintings are available again. Pay the buyer back in full the way they paid, then press the order's Refund Recorded button in the admin.`,
  },
  ownerReturnRequested: {
    subject: (number: string) => `Return requested: order ${number}`,
    text: (buyer: string) =>
      `${buyer} is returning this order, within the right to cancel. They have been asked to send the paintings back to your address.`,
    reason: "Their reason",
    noReason: "They gave no reason (none is needed).",
    next: "When the paintings are back, press the order's Returned — Refund button in the admin: the buyer is refunded and the paintings go back on sale.",
  },
} as const;
