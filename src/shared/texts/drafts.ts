/**
 * Atelier's own: "Add many", a draft made from each photograph she drops in — the dialog's
 * words, the table's mark for a work still to complete, and the reason one is not published.
 */
export const draftsTexts = {
  drafts: {
    // The title of a draft whose photograph's name gives no words.
    untitled: "Untitled",
    unfinished:
      "It still needs its price, medium, size and artist: complete it with Edit, then publish it.",
  },
  addMany: {
    open: "Add many",
    title: "Add many photographs",
    intro: (max: number) =>
      `Up to ${max} photographs at a time, JPEG, PNG or WebP. Each becomes a draft titled from its file name: nothing is published. Complete each with Edit, then publish it.`,
    drop: "Drop photographs here, or",
    choose: "Choose photographs",
    tooMany: (chosen: number, max: number) =>
      `You chose ${chosen} photographs: the first ${max} are being added, the other ${chosen - max} were left out.`,
    waiting: "Waiting",
    uploading: (percent: number) => `Uploading ${percent}%`,
    making: "Making the draft…",
    done: "Draft added",
    failed: (reason: string) => `Not added: ${reason}`,
    failedUnknown: "the upload failed. Please try again.",
    progress: (finished: number, total: number) => `${finished} of ${total} done`,
    summary: (added: number, failed: number) =>
      `${added === 1 ? "1 draft added" : `${added} drafts added`}${failed > 0 ? `, ${failed} not added` : ""}.`,
    close: "Close",
    toComplete: "To complete",
  },
};
