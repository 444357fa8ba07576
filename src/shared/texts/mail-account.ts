/**
 * Atelier's own: the e-mail confirming that an account was deleted. Its words; the layout
 * (plain text and HTML, escaping) is the server's (src/server/account/mails.ts).
 */
export const accountMailTexts = {
  deleted: {
    subject: (gallery: string) => `Your ${gallery} account has been deleted`,
    greeting: "Hello,",
    done: (gallery: string) =>
      `As you asked, your ${gallery} account has been deleted, with your sign-ins, favourites, cart, following the artist, similar-work alerts and reviews not yet published.`,
    kept: "Your orders are kept for six years as the shop's legal record, no longer linked to an account. Published reviews stay, under the name shown with them, no longer linked to you.",
    again: "You can sign up again with this address whenever you like, as a new account.",
    notYou: "If you did not delete your account, please contact the gallery.",
  },
} as const;
