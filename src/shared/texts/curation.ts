/**
 * Atelier's own: the hero she chooses and the artworks table's work on many at once — the
 * reasons the API gives, and the table's words.
 */
export const curationTexts = {
  curation: {
    tooManyFeatured: (max: number) =>
      `The hero shows at most ${max} works: choose ${max} or fewer to feature.`,
    draftNotFeatured: "A draft cannot be featured: publish it first.",
    unknownArtwork: "No artwork has this id: it may have been deleted meanwhile.",
    idsRequired: "Choose at least one artwork.",
    tooManyIds: (max: number) => `Choose at most ${max} artworks at a time.`,
    duplicateIds: "Each artwork may be named once.",
    actionRequired: "Action must be publish, draft, feature, unfeature or delete.",
  },
  adminCuration: {
    state: "State",
    added: "Added",
    // The State column's other words are the gallery's marks and the drops' "Draft".
    available: "Available",
    scheduled: "Scheduled",
    featuredAt: (place: number) => `Featured ${place}`,
    sortBy: (column: string) => `Sort by ${column}`,
    select: (title: string) => `Select ${title}`,
    selectAll: "Select all artworks shown",
    selected: (n: number) => (n === 1 ? "1 artwork selected" : `${n} artworks selected`),
    clearSelection: "Clear selection",
    actions: {
      publish: "Publish",
      draft: "Make draft",
      feature: "Feature in hero",
      unfeature: "Remove from hero",
      delete: "Delete",
    },
    featureHint: (max: number) =>
      `The hero shows the works you feature, in the order you selected them (at most ${max}).`,
    confirmDelete: (n: number) => (n === 1 ? "Delete 1 artwork?" : `Delete ${n} artworks?`),
    confirmDeleteText:
      "They leave the gallery for good. A work held by an order awaiting payment is kept.",
    done: {
      publish: (n: number) => (n === 1 ? "1 artwork published" : `${n} artworks published`),
      draft: (n: number) => (n === 1 ? "1 artwork made a draft" : `${n} artworks made drafts`),
      feature: (n: number) => (n === 1 ? "1 artwork featured" : `${n} artworks featured`),
      unfeature: (n: number) =>
        n === 1 ? "1 artwork removed from the hero" : `${n} artworks removed from the hero`,
      delete: (n: number) => (n === 1 ? "1 artwork deleted" : `${n} artworks deleted`),
    },
    refusedTitle: (n: number) =>
      n === 1 ? "1 artwork was left as it was:" : `${n} artworks were left as they were:`,
    refusedLine: (title: string, reason: string) => `${title}: ${reason}`,
    failed: "The change could not be made. Please try again.",
  },
};
