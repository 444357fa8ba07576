/**
 * How many of the newest artworks the home page's hero shows. Apart from artwork.ts: that
 * module builds zod schemas when loaded, and a first visit to the gallery must not load zod
 * (it would not fit the first visit's JavaScript budget, decision 011).
 */
export const HERO_COUNT = 4;
