/**
 * Atelier's own: the profile's security — changing the password (the current one asked
 * again), and the sessions the account is signed in with, ended from here.
 */
export const securityTexts = {
  security: {
    changePasswordTitle: "Change password",
    currentPassword: "Current password",
    newPassword: "New password",
    changePassword: "Change password",
    changing: "Changing...",
    passwordChanged: "Your password has been changed. You have been signed out everywhere else.",
    changeFailed: "We couldn't change your password just now. Please try again.",
    wrongCurrentPassword: "Your current password is not right.",
    noPassword: "This account has no password to change.",

    sessionsTitle: "Where you're signed in",
    sessionsIntro: "The browsers signed in to your account. Sign out any you don't recognise.",
    thisDevice: "This device",
    unknownBrowser: "Unknown browser",
    unknownSystem: "Unknown system",
    onSystem: (browser: string, system: string) => `${browser} on ${system}`,
    lastActive: (when: string) => `Last active ${when}`,
    // The button's name starts with its visible "Sign out" and says which session (WCAG 2.5.3).
    signOut: "Sign out",
    signOutSession: (session: string, lastActive: string) => `Sign out ${session}, ${lastActive}`,
    signOutOthers: "Sign out everywhere else",
    signedOutOthers: "You have been signed out everywhere else.",
    signedOutOne: "That browser has been signed out.",
    noOtherSessions: "You aren't signed in anywhere else.",
    sessionNotFound: "Session not found",
    loading: "Loading...",
    loadFailed: "We couldn't load your sessions just now.",
    failed: "We couldn't do that just now. Please try again.",
  },
} as const;
