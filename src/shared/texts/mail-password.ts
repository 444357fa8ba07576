import { withArticle } from "#shared/article";

/**
 * Atelier's own: the e-mails of a forgotten password — the link to choose a new one, and the
 * notice once it was changed. Their words; the layout (plain text and HTML, escaping) is the
 * server's (src/server/auth/password-mails.ts).
 */
export const passwordMailTexts = {
  reset: {
    subject: (gallery: string) => `Reset your ${gallery} password`,
    greeting: "Hello,",
    ask: (gallery: string) =>
      `Someone, probably you, asked to reset the password of ${withArticle(gallery)} account with this e-mail address. Choose a new password here:`,
    button: "Choose a new password",
    note: "The link works once, for one hour. If you did not ask, ignore this e-mail: your password stays as it is.",
  },
  changed: {
    subject: (gallery: string) => `Your ${gallery} password was changed`,
    greeting: "Hello,",
    done: (gallery: string) =>
      `The password of your ${gallery} account was just changed, and every other session was signed out.`,
    notYou:
      "If it wasn't you, reset your password at once with “Forgot password?” on the sign-in page, and tell the gallery.",
    signInHere: "Sign in:",
  },
} as const;
