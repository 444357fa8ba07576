import {
  mediumsOf,
  type PriceRange,
  priceRangesOf,
  type SizeClass,
  sizeClassOf,
} from "#shared/filters";

/**
 * What makes a painting like another, in the gallery filters' own terms: its medium families
 * (a medium no filter names, say gouache, stands for itself), its size class and its price
 * ranges. An alert keeps these of the painting it was asked from, so it outlives that painting.
 */
export type Likeness = {
  mediums: string[];
  sizeClass: SizeClass | null;
  priceRanges: PriceRange[];
};

/** A medium no filter names is kept as its own lower-cased text, marked apart from the names. */
const OWN_MEDIUM = "text:";

export function likenessOf(work: { medium: string; size: string; price: number }): Likeness {
  const families: string[] = mediumsOf(work.medium);
  return {
    mediums: families.length > 0 ? families : [`${OWN_MEDIUM}${work.medium.trim().toLowerCase()}`],
    sizeClass: sizeClassOf(work.size),
    priceRanges: priceRangesOf(work.price),
  };
}

const overlaps = (a: readonly string[], b: readonly string[]) =>
  a.some((value) => b.includes(value));

/**
 * Whether a new work is like the one an alert was asked from: it shares a medium family, a
 * size class and a price range with it (a price on a boundary, £500, is in both ranges it
 * bounds). A size the alert's painting gave no class to asks nothing of the new work's.
 */
export function isLike(alert: Likeness, work: Likeness): boolean {
  return (
    overlaps(alert.mediums, work.mediums) &&
    (alert.sizeClass === null || alert.sizeClass === work.sizeClass) &&
    overlaps(alert.priceRanges, work.priceRanges)
  );
}
