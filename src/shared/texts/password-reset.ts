/**
 * Atelier's own: getting back into an account — the forgotten password, the confirmation link
 * asked again, the "check your inbox" screen, field reasons of the auth forms, and the
 * common-password reason every new password is checked against (sign-up, reset, change).
 * Loaded with the auth and reset pages, not with a first visit.
 */
export const passwordResetTexts = {
  passwordReset: {
    /** Why a new password was refused: sign-up, reset and change-password share it. */
    commonPassword:
      "This password is one of the 10,000 most common ones. Choose one that is harder to guess.",
    nameRequired: "Enter your full name",
    emailRequired: "Enter your e-mail address",
    passwordRequired: "Enter your password",
    passwordTooShort: (min: number) => `Use at least ${min} characters`,
    forgotLink: "Forgot password?",
    forgotTitle: "Reset your password",
    forgotIntro:
      "Give the e-mail address of your account and we'll send you a link to choose a new password.",
    sendLink: "Send the link",
    sending: "Sending...",
    backToSignIn: "Back to sign in",
    checkInbox: "Check your inbox",
    resetSentTo: (email: string) =>
      `If ${email} belongs to an account, we've sent it a link to choose a new password.`,
    resetNext:
      "The link works once, for one hour. No e-mail after a few minutes? Look in your spam folder, or ask again.",
    confirmSentTo: (email: string) => `We've sent a confirmation link to ${email}.`,
    confirmNext:
      "Open it to confirm your e-mail and sign in. No e-mail after a few minutes? Look in your spam folder, or send the link again.",
    notVerified:
      "Your e-mail address is not confirmed yet. Open the link we sent you, or ask for a new one.",
    sendAgain: "Send the link again",
    sentAgain: "If the address still needs confirming, a new link is on its way.",
    confirmed: "Your e-mail is confirmed",
    confirmFailed:
      "That confirmation link has expired or was already used. Sign in to get a new one.",
    resetTitle: "Choose a new password",
    resetIntro: "Every other place you are signed in will be signed out.",
    newPassword: "New password",
    save: "Save the new password",
    saving: "Saving...",
    resetDone: "Your password has been changed. Sign in with the new one.",
    signIn: "Sign in",
    invalidToken: "This link has expired or was already used. Ask for a new one.",
    missingToken: "This page needs the link from the e-mail. Ask for one if you need it.",
    askAgain: "Ask for a new link",
    tooManyRequests: "Too many password reset requests. Please try again later.",
    tooManyAttempts: "Too many password reset attempts. Please try again later.",
  },
} as const;
