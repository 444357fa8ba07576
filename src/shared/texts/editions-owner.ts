/**
 * Editions as the owner keeps them: the Overview's originals and prints, the spreadsheets' words
 * for them, and what the artwork form's Prints section says beyond the editions' own texts.
 * Atelier's own.
 */
import { galleryTexts } from "./gallery";

export const editionsOwnerTexts = {
  editionsOwner: {
    // The Overview names the two kinds as the gallery's filter does.
    originals: galleryTexts.prints.kindOriginal,
    prints: galleryTexts.prints.kindPrint,
    soldTitle: "Originals and prints sold",
    soldIntro: "In the twelve months of the chart, paid and not refunded.",
    soldCount: (n: number) => (n === 1 ? "1 sold" : `${n} sold`),
    editionsCsv: "Download editions (CSV)",
    // The spreadsheets.
    numbers: (numbers: number[], size: number) => `numbers ${numbers.join(", ")} of ${size}`,
    // The artwork form's Prints section.
    editAria: (name: string) => `Edit ${name}`,
    retireAria: (name: string) => `Retire ${name}`,
    added: "Edition added.",
    updated: "Edition saved.",
    retiredDone: "Edition retired.",
    saveFailed: "We couldn't save the edition.",
    retireFailed: "We couldn't retire the edition.",
  },
} as const;
