import type { Artwork } from "#shared/artwork";
import { releaseState } from "#shared/release";

/**
 * Where a work stands, as the artworks table's State column says it: a draft or a work still
 * to come first, else whether it is for sale.
 */
export const WORK_STATES = ["available", "reserved", "sold", "draft", "scheduled"] as const;
export type WorkState = (typeof WORK_STATES)[number];

export function workState(artwork: Artwork, now: Date): WorkState {
  const release = releaseState(artwork, now);
  return release === "public" ? artwork.availability : release;
}

/** The columns the table sorts by, and which way. */
export type SortKey = "title" | "price" | "date" | "state";
export type Sort = { key: SortKey; direction: "ascending" | "descending" };

/** The API's own order: newest first. */
export const NEWEST_FIRST: Sort = { key: "date", direction: "descending" };

const compare: Record<SortKey, (a: Artwork, b: Artwork, now: Date) => number> = {
  title: (a, b) => a.title.localeCompare(b.title, "en-GB", { sensitivity: "base" }),
  price: (a, b) => a.price - b.price,
  date: (a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt),
  state: (a, b, now) =>
    WORK_STATES.indexOf(workState(a, now)) - WORK_STATES.indexOf(workState(b, now)),
};

/** The works in `sort`'s order; equal ones keep the order they came in. */
export function sortArtworks(artworks: Artwork[], sort: Sort, now: Date): Artwork[] {
  const sign = sort.direction === "ascending" ? 1 : -1;
  return artworks.toSorted((a, b) => sign * compare[sort.key](a, b, now));
}

/** The sort a header's button sets: the other way round on the same column, else ascending. */
export function nextSort(current: Sort, key: SortKey): Sort {
  if (current.key !== key) return { key, direction: "ascending" };
  return { key, direction: current.direction === "ascending" ? "descending" : "ascending" };
}
