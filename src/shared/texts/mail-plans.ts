/**
 * The e-mails of an order paid in monthly parts: the first part received, a part overdue (to
 * the buyer and the owners), the plan cancelled. The layout is the server's
 * (src/server/orders/mails.ts).
 */
export const planMailTexts = {
  placed: (parts: number, first: string) =>
    `You chose to pay in ${parts} monthly parts: the first, ${first}, now; the painting is then reserved for you until the last.`,
  started: {
    subject: (number: string) => `Order ${number}: your first part is paid`,
    text: (parts: number) =>
      `Thank you: the first of your ${parts} monthly parts is paid, and the painting is reserved for you until the last one is. We will e-mail you a link to pay each part on its due day; you may also pay ahead from your orders.`,
    schedule: "Your parts",
  },
  partLine: (part: number, amount: string, day: string, paid: boolean) =>
    `Part ${part}: ${amount}, ${paid ? `paid` : `due ${day}`}`,
  overdue: {
    subject: (number: string) => `Order ${number}: a part is overdue`,
    text: (part: number, amount: string, day: string) =>
      `Part ${part} of your plan (${amount}) was due on ${day} and is not paid yet. Please pay it from your orders, or reply to this e-mail if you need more time.`,
  },
  ownerOverdue: {
    subject: (number: string) => `Order ${number}: a part is 14 days overdue`,
    text: (buyer: string, part: number, amount: string, day: string) =>
      `${buyer} has not paid part ${part} (${amount}), due on ${day}. In the admin's Orders you may extend the plan by a month or cancel it.`,
  },
  cancelled: {
    subject: (number: string) => `Order ${number}: your plan is cancelled`,
    card: "Your plan of monthly parts has been cancelled and the painting is back in the gallery. What you paid by card is being refunded in full.",
    manual:
      "Your plan of monthly parts has been cancelled and the painting is back in the gallery. We will pay back what you paid, the way you paid it, and e-mail you when it is done.",
  },
  extended: {
    subject: (number: string) => `Order ${number}: more time to pay`,
    text: "Every part of your plan not yet paid is now due a month later.",
  },
} as const;
