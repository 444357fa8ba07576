/**
 * The e-mails of following the artist and of alerts for similar work, and the enquiries the
 * owners receive. Each mail's words, as functions of the values they name; the layout (plain
 * text and HTML, escaping, links) is the server's (src/server/collectors/mails.ts).
 */
export const collectorMailTexts = {
  // The foot of every subscription's mail: why it came, and the way out.
  footer: {
    following: (gallery: string) => `You follow ${gallery}.`,
    stop: (why: string) => `${why} To stop these e-mails, open:`,
    unsubscribe: "Unsubscribe",
  },
  notYou: "If it was not you, ignore this e-mail: nothing will be sent.",
  // A painting in a mail: its title, artist and price.
  by: (artist: string) => `by ${artist}`,
  confirmFollow: {
    subject: (gallery: string) => `Confirm you want to follow ${gallery}`,
    asked: (gallery: string) =>
      `Someone, probably you, asked to hear about new work from ${gallery}.`,
    confirm: "Confirm with this link and we will e-mail you when new paintings arrive:",
    button: "Confirm and follow",
  },
  alreadyFollowing: {
    subject: (gallery: string) => `You already follow ${gallery}`,
    text: (gallery: string) =>
      `Someone, probably you, asked to follow ${gallery} with this address, which follows already: you will hear about new work as before.`,
  },
  newWork: {
    subjectOne: (gallery: string, title: string) => `New work from ${gallery}: ${title}`,
    subjectMany: (count: number, gallery: string) => `${count} new works from ${gallery}`,
    introOne: "A new painting has arrived:",
    introMany: "New paintings have arrived:",
  },
  earlyAccess: {
    subject: (gallery: string) => `Your early look at new work from ${gallery}`,
    intro: (gallery: string, when: string) =>
      `As a follower of ${gallery} you see these paintings before anyone else, and may buy them now. They go on sale to everyone on ${when}.`,
    open: "See them, favourite them and buy them before release with your private link (keep it to yourself):",
    button: "Open your early look",
  },
  availableAgain: {
    subjectOne: (title: string) => `Available again: ${title}`,
    subjectMany: (count: number) => `${count} paintings you like are available again`,
    introOne: "A painting in your favourites is available again:",
    introMany: "Paintings in your favourites are available again:",
    outro: "Each painting is one of a kind: the first to order it takes it.",
  },
  /** Why a similar-work mail came: the paintings its alerts were asked from. */
  alertReason: (titles: string[]) =>
    `You asked to hear about work like ${titles.map((title) => `"${title}"`).join(", ")}.`,
  confirmAlert: {
    subject: (title: string) => `Confirm your alert for work like "${title}"`,
    asked: (gallery: string, title: string) =>
      `Someone, probably you, asked ${gallery} to e-mail this address when a painting like "${title}" arrives (the same kind of medium, size and price).`,
    confirm: "Confirm with this link:",
    button: "Confirm the alert",
  },
  alertActive: {
    subject: (title: string) => `Your alert for work like "${title}" is active`,
    text: (title: string) =>
      `Someone, probably you, asked again for an alert on work like "${title}". It is active already: you will hear when a painting like it arrives.`,
  },
  similarWork: {
    subjectOne: (title: string) => `New work like one you asked about: ${title}`,
    subjectMany: (count: number) => `${count} new works like ones you asked about`,
    introOne: "A painting like one you asked about has arrived:",
    introMany: "Paintings like ones you asked about have arrived:",
  },
  // An enquiry, to one owner: who asked, about what, their words, and where to answer.
  enquiry: {
    about: (title: string | null, gallery: string) => (title ? `"${title}"` : gallery),
    commission: (name: string, like: string | null) =>
      `Commission request from ${name}${like ? ` (like ${like})` : ""}`,
    question: (name: string, about: string) => `Enquiry from ${name} about ${about}`,
    from: "From",
    painting: "Painting",
    reply: (name: string) => `Reply to this e-mail to answer ${name}.`,
    everyEnquiry: "Every enquiry is in",
    theAdmin: "the admin",
  },
} as const;
