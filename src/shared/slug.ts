// Slugs: the readable ends of addresses (a series' `/series/<slug>`, an artwork's
// `/?artwork=<slug>`), made from a name by one rule. Imports nothing: the gallery's first visit
// reads it.

export const SLUG_MAX = 80;

/** Lower-case ASCII words joined by single hyphens: "harbour-lights", "2024". */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The slug a name gives: its letters without their accents, lower-cased, every run of
 * anything else one hyphen ("Harbour Lights, 2024" → "harbour-lights-2024"), at most SLUG_MAX
 * characters; `fallback` for a name with no ASCII letter or digit at all.
 */
export function slugFrom(name: string, fallback: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, "");
  return slug || fallback;
}

/**
 * The first of `base`, "<base>-2", "<base>-3"… that `taken` does not hold, the base cut short
 * enough for its number to fit.
 */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  const stem = slugStem(base);
  let n = 2;
  while (taken.has(`${stem}-${n}`)) n += 1;
  return `${stem}-${n}`;
}

/** What a numbered slug starts with: the base, cut to leave room for "-<n>". */
export const slugStem = (base: string) => base.slice(0, SLUG_MAX - 4).replace(/-+$/, "");

/** The shape of a uuid, in any version: an artwork's id, which no slug may look like. */
const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const looksLikeUuid = (value: string) => UUID_SHAPE.test(value);

/** Whether `value` could name an artwork in an address: an id, or a slug. */
export const isArtworkRef = (value: string) =>
  looksLikeUuid(value) || (value.length <= SLUG_MAX && SLUG_PATTERN.test(value));

/**
 * The slug an artwork's title gives ("Étude à l'aube" → "etude-a-l-aube"; "artwork" for a title
 * with no ASCII letter or digit). One that would read as a uuid starts "artwork-", so that
 * `/?artwork=<value>` is an id exactly when it looks like one. Migration 0031 gave the works
 * there were then theirs by the same rule, in SQL.
 */
export function artworkSlugOf(title: string): string {
  const slug = slugFrom(title, "artwork");
  return looksLikeUuid(slug) ? `artwork-${slug}` : slug;
}
