// A series' slug, the end of its page's address (`/series/<slug>`) and the gallery's filter
// value: read by the gallery's first visit, so it imports nothing but the route table.

import { routes } from "./routes";

export const SERIES_SLUG_MAX = 80;

/** Lower-case ASCII words joined by single hyphens: "harbour-lights", "2024". */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const isSeriesSlug = (value: string) =>
  value.length <= SERIES_SLUG_MAX && SLUG_PATTERN.test(value);

/**
 * The slug a name gives: its letters without their accents, lower-cased, every run of
 * anything else one hyphen ("Harbour Lights, 2024" → "harbour-lights-2024"); "series" for a
 * name with no ASCII letter or digit at all.
 */
export function slugOf(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, SERIES_SLUG_MAX)
    .replace(/^-+|-+$/g, "");
  return slug || "series";
}

/** A series' page: `/series/<slug>`. */
export const seriesHref = (slug: string) => `${routes.seriesPage.path}/${slug}`;

/**
 * The slug a path to a series' page asks for, if it is one (any one segment: one no series
 * has, or could have, is a page that says so).
 */
export function seriesSlugAt(path: string): string | undefined {
  const prefix = `${routes.seriesPage.path}/`;
  const slug = path.startsWith(prefix) ? path.slice(prefix.length) : "";
  return /^[^/]+$/.test(slug) ? slug : undefined;
}
