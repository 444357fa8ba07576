/**
 * Atelier's own: passkeys — adding one on the profile, signing in with one on /auth, and the
 * reasons the server gives when a passkey is refused.
 */
export const passkeysTexts = {
  passkeys: {
    title: "Passkeys",
    intro:
      "Sign in with your fingerprint, face or device PIN instead of your password. A passkey stays on your device or in your password manager.",
    unsupported: "This browser cannot use passkeys.",
    none: "You have no passkeys yet.",
    listLabel: "Your passkeys",
    unnamed: "Passkey",
    added: (date: string) => `Added ${date}`,
    nameLabel: "Name (optional)",
    nameHint: "To tell your passkeys apart, for example “Laptop”.",
    add: "Add a passkey",
    adding: "Adding...",
    addedToast: "Passkey added.",
    remove: "Remove",
    removeLabel: (name: string) => `Remove ${name}`,
    removeTitle: "Remove this passkey?",
    removeText: (name: string) =>
      `“${name}” will no longer sign you in. You can still sign in with your password.`,
    keep: "Keep it",
    confirmRemove: "Remove passkey",
    removing: "Removing...",
    removed: "Passkey removed.",
    loadFailed: "We couldn't load your passkeys just now. Please try again.",
    cancelled: "No passkey was used: the request was cancelled or timed out.",
    alreadyAdded: "This device already has a passkey for your account.",
    failed: "The passkey didn't work just now. Please try again.",
    or: "or",
    signIn: "Sign in with a passkey",
    signingIn: "Waiting for your passkey...",
    // The server's reasons.
    notVerified: "This passkey could not be verified. Please try again.",
    signInAgain: "For your security, sign in again before adding a passkey.",
    notConfirmed:
      "Confirm your e-mail address first: open the link we sent you, then sign in with your passkey.",
    tooMany: "Too many passkey sign-ins from this address. Please try again later.",
    notFound: "Passkey not found",
  },
} as const;
