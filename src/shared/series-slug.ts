// A series' slug, the end of its page's address (`/series/<slug>`) and the gallery's filter
// value: read by the gallery's first visit, so it imports nothing but the route table and the
// slug rule.

import { routes } from "./routes";
import { SLUG_MAX, SLUG_PATTERN, slugFrom } from "./slug";

export const SERIES_SLUG_MAX = SLUG_MAX;
export { SLUG_PATTERN };

export const isSeriesSlug = (value: string) =>
  value.length <= SERIES_SLUG_MAX && SLUG_PATTERN.test(value);

/** The slug a name gives (slugFrom): "series" for a name with no ASCII letter or digit. */
export const slugOf = (name: string) => slugFrom(name, "series");

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
