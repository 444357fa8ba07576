/** Drafts, scheduled releases and followers' early look ("Atelier's own" texts throughout). */
export const dropsTexts = {
  drops: {
    // The admin form and table.
    visibility: "Visibility",
    visibilityPublic: "Public",
    visibilityDraft: "Draft (only owners see it)",
    releaseAt: "Release time (optional)",
    releaseAtHint:
      "In UK time. Leave empty to show it at once. Followers get their early look the hours before.",
    draft: "Draft",
    scheduled: (when: string) => `Releases on ${when}`,
    // The preview page.
    previewTitle: "Your early look",
    previewIntro: (when: string) =>
      `These paintings go on sale to everyone on ${when}. As a follower you may favourite and buy them now.`,
    previewNone:
      "There is nothing to preview just now: the works of this release are out, or the link has run out.",
    previewInvalid:
      "This preview link is not valid. Follow the artist to get early access to new releases.",
    previewGallery: "Back to the gallery",
  },
} as const;
