import { withArticle } from "#shared/article";

/**
 * The e-mails of signing up: confirming the address, and the notice sent instead of a second
 * account. Their words, as functions of the values they name; the layout (plain text and HTML,
 * escaping) is the server's (src/server/auth/mails.ts).
 */
export const authMailTexts = {
  verification: {
    subject: (gallery: string) => `Confirm your e-mail for ${gallery}`,
    greeting: "Welcome!",
    ask: (gallery: string) =>
      `Please confirm your e-mail address to finish creating your ${gallery} account:`,
    button: "Confirm my e-mail",
    note: "The link signs you in and works for 24 hours. If you did not sign up, ignore this e-mail.",
  },
  alreadyRegistered: {
    subject: (gallery: string) => `You already have ${withArticle(gallery)} account`,
    greeting: "Hello again!",
    tried: (gallery: string) =>
      `Someone, probably you, tried to create ${withArticle(gallery)} account with this e-mail address, which already has one.`,
    signInHere: "Sign in here:",
    button: "Sign in",
    note: "If it was not you, you can ignore this e-mail: nothing has changed.",
  },
} as const;
