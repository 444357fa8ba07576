/**
 * Atelier's own: the profile's "Your data" tab — a copy of everything held about the account,
 * and deleting it, with what goes and what the shop keeps.
 */
export const dataRightsTexts = {
  yourData: {
    tab: "Your data",
    downloadTitle: "A copy of your data",
    downloadText:
      "A file (JSON) of everything the gallery holds about your account: your profile, sign-ins, favourites, cart, orders, follows, alerts, enquiries and reviews.",
    download: "Download your data",
    deleteTitle: "Deleting your account",
    deleteText:
      "Your account and what belongs to it go at once. Orders stay as the shop's record, without your account.",
    delete: "Delete your account",
    dialogTitle: "Delete your account?",
    goes: "What goes at once: your account and every sign-in, your photo, your favourites and cart, following the artist, similar-work alerts and reviews not yet published.",
    stays:
      "What stays: your orders, kept for six years as the shop's legal record, no longer linked to an account; published reviews, under the name shown with them but no longer linked to you; and enquiries you sent, as the gallery's correspondence.",
    cannotUndo:
      "This cannot be undone. You can sign up again with the same address, as a new account.",
    password: "Your password",
    keep: "Keep my account",
    confirm: "Delete my account",
    deleting: "Deleting...",
    deleted: "Your account has been deleted. A confirmation is on its way to your inbox.",
    failed: "We couldn't delete your account just now. Please try again.",
  },
} as const;
