/**
 * Atelier's own: the notice that an account's password was changed from its profile. Its
 * words; the layout (plain text and HTML, escaping) is the server's
 * (src/server/auth/security-mails.ts).
 */
export const securityMailTexts = {
  passwordChanged: {
    subject: (gallery: string) => `Your ${gallery} password was changed`,
    greeting: "Hello,",
    done: (gallery: string) =>
      `The password of your ${gallery} account was changed just now, from your profile. Every other browser signed in to your account has been signed out.`,
    notYou:
      "If you did not change it, someone else may know your password: reset it from the sign-in page (Forgot password?) and contact the gallery.",
    signIn: "Sign in",
  },
} as const;
