/**
 * Series: the bodies of work she groups paintings in — their pages (/series and each one's),
 * the gallery's Series filter, the owner's Series tab and the artwork form's choice, and the
 * API's reasons. Atelier's own.
 */
export const seriesTexts = {
  series: {
    title: "Series",
    intro: "Bodies of work, painted together and shown together.",
    empty: "No series yet.",
    noWorks: "No works in this series yet.",
    workCount: (n: number) => (n === 1 ? "1 work" : `${n} works`),
    allSeries: "All series",
    loading: "Loading the series...",
    loadFailed: "We couldn't load the series just now.",
    notFound: "Series not found",
    notFoundText: "There is no series at this address. It may have been renamed or removed.",
    description: (name: string, gallery: string) => `${name}: a series of paintings at ${gallery}.`,
    listDescription: (gallery: string) => `The series of paintings at ${gallery}.`,
    // What a series may hold (the owner's form and the API say the same).
    name: "Name",
    slug: "Address",
    slugFormat:
      "Address must be lower-case letters and numbers, words joined by hyphens (such as harbour-lights)",
    slugTooLong: (max: number) => `Address must be at most ${max} characters`,
    slugTaken: "Another series already has this address",
    statement: "Statement (Markdown)",
    statementTooLong: (max: number) =>
      `Statement must be at most ${max.toLocaleString("en-GB")} characters`,
    statementControl: "Statement must not contain control characters",
    position: "Position must be a whole number from 0",
    unknownSeries: "Choose a series from the list",
    idFormat: "Series id must be a valid UUID",
  },
  // The owner's Series tab, and the artwork form's choice.
  adminSeries: {
    tab: "Series",
    heading: "Series",
    intro:
      "Group works into series: each has its own page with your statement, and shoppers can filter the gallery by it.",
    add: "Add a series",
    edit: "Edit",
    editTitle: (name: string) => `Edit ${name}`,
    newTitle: "New series",
    slugHint: "The end of the series' address (/series/…). Left empty, it is made from the name.",
    save: "Save series",
    saving: "Saving...",
    cancel: "Cancel",
    saved: "Series saved.",
    saveFailed: "We couldn't save the series just now.",
    moveUp: (name: string) => `Move ${name} up`,
    moveDown: (name: string) => `Move ${name} down`,
    remove: (name: string) => `Delete ${name}`,
    confirmTitle: (name: string) => `Delete ${name}?`,
    confirmText: "Its works stay in the catalogue; they simply belong to no series any more.",
    confirm: "Delete series",
    deleted: "Series deleted.",
    deleteFailed: "We couldn't delete the series just now.",
    none: "None",
    fieldLabel: "Series",
  },
} as const;
