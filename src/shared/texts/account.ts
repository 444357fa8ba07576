/**
 * The shopper's account: the user menu, the profile and the e-mails the shopper gets.
 */
export const accountTexts = {
  account: {
    // Atelier's own: the user menu's name starts with the initials it shows (WCAG 2.5.3).
    menu: (initials: string, name: string) => `${initials} Account menu for ${name}`,
    profile: "Profile",
    adminPanel: "Admin Panel",
    signOut: "Sign Out",
    favoritesTab: (n: number) => `Favorites (${n})`,
    cartTab: (n: number) => `Cart Items (${n})`,
    changePhoto: "Change Photo",
    email: "Email",
    fullName: "Full Name",
    editProfile: "Edit Profile",
    saveChanges: "Save Changes",
    cancel: "Cancel",
    saved: "Profile updated successfully!",
    saveFailed: "Couldn't save your profile. Please try again.",
  },
  // Atelier's own: on the profile, the e-mails a shopper gets, and a way to stop each.
  subscriptions: {
    title: "E-mails you get",
    followingTitle: "New paintings",
    following: "You follow the artist.",
    notFollowing: "You don't follow the artist yet.",
    follow: "Follow the artist",
    stopFollowing: "Stop following",
    stoppedFollowing: "You no longer follow the artist.",
    alertsTitle: "Similar work",
    workLike: "Work like",
    unconfirmed: "Waiting for you to confirm by e-mail",
    stop: "Stop",
    // Read after the visible "Stop", so each button says which alert it ends (WCAG 2.5.3).
    stopAlertFor: (title: string) => `alerts for work like ${title}`,
    stoppedAlert: (title: string) => `No more alerts about work like ${title}.`,
    noAlerts: "No alerts about similar work. A sold painting's page offers one.",
    loading: "Loading...",
    loadFailed: "We couldn't load this just now.",
    failed: "We couldn't do that just now. Please try again.",
  },
} as const;
