/**
 * How many of the newest artworks the home page's hero shows (spec §9). Apart from
 * artwork.ts: that module builds zod schemas when loaded, and a first visit to the gallery
 * must not load zod (issue 13).
 */
export const HERO_COUNT = 4;
