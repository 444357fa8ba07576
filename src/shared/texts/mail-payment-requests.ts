/**
 * The e-mails of the owner's payment requests: the link to the payer, the receipt, and the
 * owners' news. Each mail's words; the layout is the server's
 * (src/server/payment-requests/mails.ts).
 */
export const paymentRequestMailTexts = {
  /** A moment as a payer in the UK reads it. */
  moment: (moment: string) => `${moment} UK time`,
  by: (artist: string) => `by ${artist}`,
  request: {
    subject: (gallery: string, amount: string) => `${gallery} asks you to pay ${amount}`,
    text: (gallery: string, amount: string) => `${gallery} asks you to pay ${amount} for:`,
    painting: "For the painting",
    payBy: "Please pay by",
    link: "Pay here",
    ignore:
      "If you were not expecting this request, ignore this e-mail: nothing is paid without you.",
  },
  receipt: {
    subject: (number: string) => `Payment received for request ${number}`,
    text: (amount: string) => `Thank you: we have received your payment of ${amount} for:`,
    paidAt: "Paid on",
    request: "Request",
    keep: "Keep this e-mail as your receipt.",
  },
  ownerPaid: {
    subject: (number: string, amount: string) => `Request ${number} paid: ${amount}`,
    card: (payer: string, amount: string) => `${payer} paid ${amount} by card for:`,
    owner: (payer: string, amount: string) =>
      `You recorded a payment of ${amount} from ${payer} for:`,
    late: (status: string) =>
      `The request was ${status} when it was paid. If you no longer want the payment, refund it from your Stripe dashboard.`,
    payment: "Stripe payment",
  },
  ownerPaidTwice: {
    subject: (number: string) => `Request ${number} paid twice: refund needed`,
    text: (payer: string, amount: string, number: string) =>
      `${payer} paid ${amount} by card for request ${number}, which was paid already. Refund this payment from your Stripe dashboard.`,
    payment: "Stripe payment",
  },
  list: "Your payment requests",
};
