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
    tracking: (number: string) => `Tracking number: ${number}`,
    holdUntil: (moment: string) => `Reserved until ${moment}`,
    loadFailed: "We couldn't load your orders just now.",
  },
} as const;
