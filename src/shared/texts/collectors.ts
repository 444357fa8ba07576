/**
 * Staying in touch with the artist: a painting's alert, question and commission, and the page
 * a follower's e-mailed links land on.
 */
export const collectorsTexts = {
  // Atelier's own: a painting's ways to stay in touch — an alert for similar work, a question,
  // a commission.
  collect: {
    notify: "Notify me about similar work",
    enquire: "Enquire",
    commission: "Commission something similar",
    close: "Close",
    alertTitle: "Notify me about similar work",
    alertText: (title: string) =>
      `We'll e-mail you when a new painting like "${title}" arrives: the same kind of medium, size and price.`,
    alertEmail: "Your e-mail address",
    alertSubmit: "Notify me",
    alertSending: "Saving...",
    alertActive: "Done: we'll e-mail you when similar work arrives.",
    alertSent: "Check your inbox: we've sent you a link to confirm the alert.",
    questionTitle: (title: string) => `Enquire about "${title}"`,
    commissionTitle: "Commission something similar",
    commissionText: (title: string) =>
      `"${title}" has found its home. Tell the artist what you would like: size, colours, a place or a feeling.`,
    name: "Your name",
    email: "Your e-mail address",
    message: "Message",
    messageHint: (max: number) => `Up to ${max} characters. The artist replies by e-mail.`,
    enquirySubmit: "Send",
    enquirySending: "Sending...",
    enquirySent: "Thank you: your message is with the artist, who will reply by e-mail.",
    failed: "We couldn't do that just now. Please try again.",
    website: "Website",
  },
  // Atelier's own: where a follower's e-mailed links land.
  followPage: {
    confirmedTitle: (gallery: string) => `You follow ${gallery}`,
    confirmedText:
      "We will e-mail you when new paintings arrive. Every e-mail has a link to stop them.",
    unknownTitle: "This link is no longer valid",
    unknownText:
      "It may have been used to unsubscribe already. You can follow the gallery again at any time.",
    alertTitle: "Your alert is set",
    alertText: "We will e-mail you when a painting like the one you asked about arrives.",
    unsubscribeTitle: "Stop these e-mails?",
    unsubscribeText:
      "You will no longer hear from us about the new paintings or similar work this link is for.",
    unsubscribe: "Unsubscribe",
    unsubscribing: "Unsubscribing...",
    unsubscribedTitle: "You are unsubscribed",
    unsubscribedText:
      "We will not send you these e-mails any more, and the address they went to is deleted.",
    unsubscribeFailed: "We could not unsubscribe you just now. Please try again.",
    backToGallery: "Back to the gallery",
  },
} as const;
