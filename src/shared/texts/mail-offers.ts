/**
 * The e-mails of offers and of works kept for one collector. Each mail's words, as functions of
 * the values they name; the layout (plain text and HTML, escaping, links) is the server's
 * (src/server/offers/mails.ts).
 */
export const offerMailTexts = {
  received: {
    subject: (title: string) => `New offer on ${title}`,
    intro: (who: string, amount: string, title: string, price: string) =>
      `${who} offers ${amount} for ${title} (priced ${price}).`,
    message: "Their message:",
    answerBy: (day: string) => `Accept, decline or counter it by ${day}, or it expires:`,
  },
  accepted: {
    subject: (title: string) => `Your offer on ${title} is accepted`,
    intro: (title: string, amount: string) => `Your offer of ${amount} for ${title} is accepted.`,
    heldUntil: (day: string) =>
      `The painting is kept for you until ${day}. Order it at that price (delivery added) here:`,
  },
  counterAccepted: {
    subject: (title: string) => `Counter-offer accepted: ${title}`,
    intro: (who: string, amount: string, title: string) =>
      `${who} accepted your counter-offer of ${amount} for ${title}. The painting is kept for them while they check out.`,
  },
  countered: {
    subject: (title: string) => `A counter-offer on ${title}`,
    intro: (title: string, offered: string, counter: string) =>
      `Thank you for your offer of ${offered} for ${title}. The artist can let it go for ${counter}.`,
    acceptBy: (day: string) => `Accept it by ${day} in your profile, where your offers are:`,
  },
  declined: {
    subject: (title: string) => `Your offer on ${title}`,
    intro: (title: string, amount: string) =>
      `Thank you for your offer of ${amount} for ${title}. The artist has declined it.`,
    taken: (title: string, amount: string) =>
      `Thank you for your offer of ${amount} for ${title}. The painting has been kept for, or sold to, another collector, so your offer is closed.`,
  },
  expired: {
    subject: (title: string) => `Your offer on ${title} has expired`,
    pending: (title: string, amount: string) =>
      `Your offer of ${amount} for ${title} had no answer in time and has expired. You are welcome to make another.`,
    countered: (title: string, amount: string) =>
      `The counter-offer of ${amount} for ${title} was not accepted in time and has expired.`,
  },
  reserved: {
    subject: (title: string) => `${title} is reserved for you`,
    intro: (gallery: string, title: string, price: string) =>
      `${gallery} has reserved ${title} for you, at ${price}.`,
    until: (day: string) =>
      `Nobody else can order it until ${day}. Sign in, or create an account, with this e-mail address and order it here:`,
  },
  holdEnded: {
    subject: (title: string) => `${title} is no longer kept for you`,
    intro: (title: string) =>
      `The time ${title} was kept for you has ended, and it is now available to everyone again.`,
  },
  // A painting's line and the sign-off.
  by: (artist: string) => `by ${artist}`,
  viewOffers: "Your offers",
  checkout: "Order it now",
  answer: "Answer the offer",
} as const;
