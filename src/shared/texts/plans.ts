/**
 * Atelier's own: paying for an order in monthly parts — the checkout's choice, the plan on the
 * buyer's order and on the owner's desk, the card page's line and the API's reasons. Read by
 * the checkout, profile and admin chunks and the server, never by a first visit.
 */
export const plansTexts = {
  plans: {
    // The checkout's choice.
    legend: "How would you like to pay?",
    payInFull: "Pay in full",
    payInFullDetail: (total: string) => `${total} today`,
    payInParts: (parts: number) => `Pay in ${parts} monthly parts`,
    /** "£700 today, then £700 on 27 December and 27 January". */
    partsDetail: (first: string, later: string[]) =>
      later.length === 0 ? `${first} today` : `${first} today, then ${joinAnd(later)}`,
    laterPart: (amount: string, day: string) => `${amount} on ${day}`,
    reservedNote:
      "The painting is reserved for you while you pay; it is yours once the last part is paid.",
    // The plan on an order.
    title: "Monthly parts",
    progress: (paid: number, parts: number) => `${paid} of ${parts} parts paid`,
    next: (amount: string, day: string) => `Next: ${amount} due ${day}`,
    allPaid: "All parts paid",
    partRow: (part: number) => `Part ${part}`,
    paidOn: (day: string) => `paid ${day}`,
    dueOn: (day: string) => `due ${day}`,
    payNext: "Pay the next part now",
    payingNext: "Opening...",
    payNextFailed: "Couldn't open the payment for the next part. Please try again.",
    // The card checkout's return page, once the first part is paid.
    firstPaidTitle: (number: string) => `Thank you! The first part of order ${number} is paid.`,
    firstPaidText:
      "The painting is reserved for you. We will e-mail a link for each part on its day; you can also pay ahead from your orders.",
    // The owner's desk.
    extend: "Extend by a month",
    confirmExtend: (number: string) => `Give order ${number} a month more?`,
    confirmExtendText:
      "Every part not yet paid becomes due a month later, and the buyer is told by e-mail.",
    extended: (number: string) => `Order ${number}: every unpaid part moved a month later`,
    extendFailed: "Couldn't extend the plan. Please try again.",
    cancel: "Cancel the plan",
    confirmCancel: (number: string) => `Cancel the plan of order ${number}?`,
    confirmCancelText:
      "The painting goes back to the gallery, the buyer is told, and what they paid by card is refunded.",
    keep: "Keep the plan",
    cancelled: (number: string) => `Plan of order ${number} cancelled`,
    cancelFailed: "Couldn't cancel the plan. Please try again.",
    // The card page's line, and a later part's payment request.
    partLine: (part: number, parts: number, titles: string) =>
      `Part ${part} of ${parts} — ${titles}`,
    partRequest: (part: number, parts: number, number: string, titles: string) =>
      `Part ${part} of ${parts} for order ${number} — ${titles}`,
    // The API's reasons.
    api: {
      notOffered: "This shop does not offer paying in monthly parts",
      tooMany: (max: number) => `instalments must be from 1 to ${max}`,
      notPaying: "This order is not being paid in monthly parts",
    },
  },
} as const;

/** "a", "a and b", "a, b and c". */
function joinAnd(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}
