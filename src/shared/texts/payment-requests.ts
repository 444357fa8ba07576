/**
 * Atelier's own: the owner's payment requests (the admin's Payment requests tab), the payer's
 * page the e-mailed link opens, and the API's reasons when it refuses one. Only those two
 * screens' chunks and the server read them, never a first visit.
 */
export const paymentRequestsTexts = {
  adminPaymentRequests: {
    tab: "Payment requests",
    formTitle: "Request a payment",
    formIntro:
      "E-mail a link to pay an amount by card (or as your payment instructions say): a commission's deposit, a balance, framing.",
    fields: {
      email: "Payer's e-mail",
      description: "What it is for",
      amount: "Amount (£)",
      artwork: "Painting (optional)",
      noArtwork: "None",
      days: "Days to pay",
    },
    daysHint: (max: number) => `From 1 to ${max} days.`,
    send: "Send request",
    sending: "Sending...",
    sent: (email: string) => `Payment request sent to ${email}`,
    failed: "Couldn't send the payment request. Please try again.",
    listTitle: (n: number) => `Payment requests (${n})`,
    empty: "No payment requests yet.",
    loading: "Loading payment requests...",
    loadFailed: "We couldn't load the payment requests just now.",
    statuses: { open: "Open", paid: "Paid", expired: "Expired", cancelled: "Cancelled" },
    payer: "Payer",
    amount: "Amount",
    painting: "Painting",
    expires: "Expires",
    created: "Created",
    paid: "Paid on",
    paidByCard: (paymentId: string) => `By card (${paymentId})`,
    paidByOwner: "Recorded by you",
    notes: {
      "paid-late":
        "Paid by card after it was cancelled or had expired: refund it from your Stripe dashboard if you no longer want it.",
      "paid-twice":
        "Paid a second time by card: refund the second payment from your Stripe dashboard.",
    },
    payerPage: "Payer's page",
    payerPageFor: (number: string) => `for request ${number}`,
    cancel: "Cancel",
    cancelFor: (number: string) => `request ${number}`,
    cancelled: (number: string) => `Request ${number} is cancelled`,
    markPaid: "Mark as paid",
    markPaidFor: (number: string) => `request ${number}`,
    markedPaid: (number: string) => `Request ${number} is marked as paid`,
    actionFailed: "Couldn't change the request. Please try again.",
  },
  payRequest: {
    title: (gallery: string) => `A payment for ${gallery}`,
    request: (number: string) => `Request ${number}`,
    amount: "Amount",
    forPainting: "For the painting",
    by: (artist: string) => `by ${artist}`,
    payBy: (moment: string) => `Please pay by ${moment} (UK time).`,
    pay: (amount: string) => `Pay ${amount}`,
    paying: "Opening the payment page...",
    byCard: "You pay by card on Stripe's secure page, then come back here.",
    howToPay: "How to pay",
    paid: (day: string) => `Paid on ${day}. Thank you: a receipt is on its way by e-mail.`,
    paidNow: "Thank you: your payment is being confirmed. This page shows it paid in a moment.",
    expired: "This request has expired. Please ask the gallery for a new link.",
    cancelled: "The gallery has cancelled this request: there is nothing to pay.",
    notFound: "We couldn't find this payment request. Check the link in your e-mail.",
    loading: "Loading the payment request...",
    loadFailed: "We couldn't load the payment request just now. Please try again.",
    payFailed: "Couldn't open the payment page. Please try again.",
    back: "Back to the gallery",
  },
  paymentRequestApi: {
    notFound: "Payment request not found",
    artworkNotFound: "No painting has this id.",
    artworkNotReleased:
      "This painting is a draft or not yet released, and the payer's page would show it: name it once it is out, or send the request without it.",
    notOpen: (status: string) => `This payment request is ${status}: only an open one can change.`,
    paidAlready: "This payment request has been paid already.",
    expired: "This payment request has expired: ask the gallery for a new link.",
    cancelled: "The gallery has cancelled this payment request.",
    manualOnly: "The gallery does not take cards here: pay as its payment instructions say.",
    expiresSoon:
      "This payment request expires in less than half an hour, too soon to pay by card: ask the gallery for a new link.",
    cardUnavailable:
      "Card payments are not available right now. Please try again in a few minutes.",
  },
};
