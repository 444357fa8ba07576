/**
 * The buyer's orders, on the profile.
 */
export const ordersTexts = {
  orders: {
    tab: (n: number) => `Orders (${n})`,
    empty: "No orders yet",
    number: "Order",
    date: "Date",
    items: "Items",
    total: "Total",
    status: "Status",
    statuses: {
      awaiting_payment: "Awaiting payment",
      paying_in_parts: "Paying in parts",
      paid: "Paid",
      shipped: "Shipped",
      delivered: "Delivered",
      return_requested: "Return requested",
      refund_due: "Refund due",
      cancelled: "Cancelled",
      expired: "Expired",
      refunded: "Refunded",
    },
    // A card payment that came after its painting was sold to someone else, refunded by the shop.
    refundedAutomatically: "Refunded automatically",
    cancel: "Cancel",
    cancelOrder: (number: string) => `Cancel order ${number}`,
    confirmCancel: (number: string) => `Cancel order ${number}?`,
    confirmCancelText: "Its paintings go back to the gallery for anyone to buy.",
    keep: "Keep Order",
    cancelled: (number: string) => `Order ${number} cancelled`,
    cancelFailed: "Couldn't cancel the order. Please try again.",
    // A paid order, not yet sent, is cancelled outright and the payment refunded.
    confirmCancelPaidText:
      "Your payment is refunded in full, and the paintings go back to the gallery for anyone to buy.",
    // The right to cancel a dispatched order: a return, until 14 days after delivery.
    cancelUntil: (day: string) => `You can cancel until ${day}`,
    returnOrder: "Return",
    returnOrderOf: (number: string) => `Return order ${number}`,
    returnTitle: (number: string) => `Return order ${number}?`,
    returnText:
      "We will e-mail you where to send the paintings. Once they are back with us, you are refunded in full.",
    returnReason: "Reason (optional)",
    returnReasonHint: "You don't need to give one.",
    sendReturn: "Request Return",
    close: "Close",
    sending: "Sending...",
    returnRequested: (number: string) => `Return of order ${number} requested`,
    returnFailed: "Couldn't request the return. Please try again.",
    returnPending: "We have e-mailed you where to send the paintings.",
    refundPending: "Your refund is on its way.",
    // Said wherever an order going abroad is shown: the page and the e-mail.
    importCharges: "Import VAT and duties, if any, are charged by your country on delivery.",
    tracking: (number: string) => `Tracking number: ${number}`,
    holdUntil: (moment: string) => `Reserved until ${moment}`,
    loadFailed: "We couldn't load your orders just now.",
  },
} as const;
