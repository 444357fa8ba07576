import type { Dimensions } from "./artwork";
import { CM_PER_INCH } from "./delivery";
import { isSeriesSlug } from "./series-slug";
import { galleryTexts } from "./texts/gallery";

/**
 * The catalogue's filter vocabulary, with exact rules for every boundary.
 * The same option lists drive the filter bar, the URL query and the API's validation.
 */

export const priceRanges = [
  { value: "under-100", label: "Under £100" },
  { value: "100-500", label: "£100 - £500" },
  { value: "500-1000", label: "£500 - £1000" },
  { value: "over-1000", label: "Over £1000" },
] as const;

export const mediums = [
  { value: "oil", label: "Oil painting", contains: "oil" },
  { value: "acrylic", label: "Acrylic painting", contains: "acrylic" },
  // 'watercolo' matches both spellings, watercolor and watercolour.
  { value: "watercolor", label: "Watercolor", contains: "watercolo" },
  { value: "mixed-media", label: "Mixed media", contains: "mixed media" },
] as const;

export const sizeClasses = [
  { value: "small", label: "Small (under 50cm)" },
  { value: "medium", label: "Medium (50-100cm)" },
  { value: "large", label: "Large (over 100cm)" },
] as const;

/** Sold and reserved works stay in the gallery (a portfolio) unless the shopper hides them. */
export const availabilityOptions = [{ value: "available", label: "Available only" }] as const;

/**
 * Originals or prints (`?kind=`): every work is an original; `print` keeps the works whose
 * prints are on sale, the original sold or not.
 */
export const kindOptions = [
  { value: "original", label: galleryTexts.prints.kindOriginal },
  { value: "print", label: galleryTexts.prints.kindPrint },
] as const;

export type PriceRange = (typeof priceRanges)[number]["value"];
export type Medium = (typeof mediums)[number]["value"];
export type SizeClass = (typeof sizeClasses)[number]["value"];
export type AvailabilityFilter = (typeof availabilityOptions)[number]["value"];
export type KindFilter = (typeof kindOptions)[number]["value"];

export const SEARCH_MAX_LENGTH = 200;

/** Search term and filters, as in the page URL and the API query; all optional. */
export type CatalogueFilters = {
  q?: string;
  price?: PriceRange;
  medium?: Medium;
  size?: SizeClass;
  availability?: AvailabilityFilter;
  /** A series' slug (#shared/series): its works only. One no series has matches nothing. */
  series?: string;
  /** Originals, or the works with prints on sale. */
  kind?: KindFilter;
};

export const FILTER_KEYS = [
  "q",
  "price",
  "medium",
  "size",
  "availability",
  "series",
  "kind",
] as const;

/** Why a search term cannot be used, or undefined when it can. */
export function searchTermProblem(q: string): string | undefined {
  if (q.length > SEARCH_MAX_LENGTH)
    return `Search term must be at most ${SEARCH_MAX_LENGTH} characters`;
  // The search index joins fields with a newline; a control character could match across them.
  if (/\p{Cc}/u.test(q)) return "Search term must not contain control characters";
  return undefined;
}

const isOneOf = <T extends string>(options: ReadonlyArray<{ value: T }>, value: string | null) =>
  options.some((option) => option.value === value);

/**
 * The filters in a URL query, leaving out any value the catalogue does not know, so an old
 * or hand-edited link still opens the gallery. The API validates strictly instead.
 */
export function readFilters(query: { get(key: string): string | null }): CatalogueFilters {
  const filters: CatalogueFilters = {};
  const q = query.get("q")?.trim();
  if (q && !searchTermProblem(q)) filters.q = q;
  const price = query.get("price");
  if (isOneOf(priceRanges, price)) filters.price = price as PriceRange;
  const medium = query.get("medium");
  if (isOneOf(mediums, medium)) filters.medium = medium as Medium;
  const size = query.get("size");
  if (isOneOf(sizeClasses, size)) filters.size = size as SizeClass;
  const availability = query.get("availability");
  if (isOneOf(availabilityOptions, availability)) {
    filters.availability = availability as AvailabilityFilter;
  }
  const series = query.get("series");
  if (series && isSeriesSlug(series)) filters.series = series;
  const kind = query.get("kind");
  if (isOneOf(kindOptions, kind)) filters.kind = kind as KindFilter;
  return filters;
}

/**
 * Price bounds in pounds: Under £100 is `< 100`, £100 - £500 and £500 - £1000 include both
 * ends, Over £1000 is `> 1000`.
 */
export const priceBounds: Record<
  PriceRange,
  { min?: number; max?: number; minInclusive: boolean; maxInclusive: boolean }
> = {
  "under-100": { max: 100, minInclusive: true, maxInclusive: false },
  "100-500": { min: 100, max: 500, minInclusive: true, maxInclusive: true },
  "500-1000": { min: 500, max: 1000, minInclusive: true, maxInclusive: true },
  "over-1000": { min: 1000, minInclusive: false, maxInclusive: true },
};

export { CM_PER_INCH } from "./delivery";

/** Centimetres per unit, by every spelling a size text may use. */
const CM_PER_UNIT: Record<string, number> = {
  mm: 0.1,
  cm: 1,
  m: 100,
  in: CM_PER_INCH,
  inch: CM_PER_INCH,
  inches: CM_PER_INCH,
  '"': CM_PER_INCH,
  "″": CM_PER_INCH,
  ft: 30.48,
  feet: 30.48,
};

const LENGTH = /(\d+(?:\.\d+)?)\s*(mm|cm|m\b|inches|inch|in\b|"|″|ft\b|feet\b)?/gi;

/**
 * Every length in a size text, in centimetres, in the order written. A number without a unit
 * takes the next unit written after it, so "24 x 36 in" is two lengths in inches; with no unit
 * at all, centimetres. Thousands separators ("1,200 mm") are read as part of the number.
 */
function lengthsCm(size: string): number[] {
  const text = size.replace(/(\d),(?=\d{3}\b)/g, "$1");
  const lengths: number[] = [];
  let pending: number[] = [];
  for (const [, number, unit] of text.matchAll(LENGTH)) {
    pending.push(Number(number));
    if (unit) {
      const factor = CM_PER_UNIT[unit.toLowerCase()];
      lengths.push(...pending.map((value) => value * factor));
      pending = [];
    }
  }
  lengths.push(...pending);
  return lengths;
}

/** How a size text writes its lengths: metric (no unit reads as centimetres), or in inches. */
export type SizeUnit = "cm" | "in";

const IMPERIAL = new Set(["in", "inch", "inches", '"', "″", "ft", "feet"]);

/**
 * The unit a size text is written in: inches when any of its lengths is in inches or feet,
 * else centimetres; undefined for a text without a number ("Large").
 */
export function sizeUnitOf(size: string): SizeUnit | undefined {
  const units = [...size.matchAll(LENGTH)].map(([, , unit]) => unit?.toLowerCase());
  if (units.length === 0) return undefined;
  return units.some((unit) => unit !== undefined && IMPERIAL.has(unit)) ? "in" : "cm";
}

/**
 * The longest side of an artwork in centimetres, read from every number in its size text
 * (inches converted × 2.54, as `lengthsCm` reads them).
 */
export function longestSideCm(size: string): number | undefined {
  const lengths = lengthsCm(size);
  return lengths.length > 0 ? Math.max(...lengths) : undefined;
}

/** The largest side the database stores, in centimetres (numeric(8,2)). */
export const DIMENSION_MAX_CM = 999_999.99;

/**
 * The width and height stored with an artwork, read from its size text as "W x H" (x, ×,
 * "by" or anything between the numbers): the first length is the width, the second the
 * height, a third (a depth) is left out; each rounded to hundredths of a centimetre. Null with
 * fewer than two numbers ("Large", "120 cm"), or when a side rounds to 0 or exceeds
 * DIMENSION_MAX_CM (no such painting; the database would refuse it).
 */
export function dimensionsOf(size: string): Dimensions | null {
  const [width, height] = lengthsCm(size).map((cm) => Math.round(cm * 100) / 100);
  const fits = (cm: number | undefined) => cm !== undefined && cm > 0 && cm <= DIMENSION_MAX_CM;
  return fits(width) && fits(height) ? { widthCm: width, heightCm: height } : null;
}

/**
 * The size class stored with an artwork: Small under 50 cm, Medium 50–100 cm
 * inclusive, Large over 100 cm; a size text without numbers classes by the word in it.
 */
export function sizeClassOf(size: string): SizeClass | null {
  const longest = longestSideCm(size);
  if (longest !== undefined) {
    // Compare in hundredths of a centimetre so 19.685 in (= 50.0 cm) lands on the boundary.
    const hundredths = Math.round(longest * 100);
    if (hundredths < 5000) return "small";
    if (hundredths <= 10000) return "medium";
    return "large";
  }
  const word = size.toLowerCase().match(/\b(small|medium|large)\b/);
  return word ? (word[1] as SizeClass) : null;
}

/** The filter state as URL query entries, dropping empty values. */
export function filtersToQuery(filters: CatalogueFilters): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value) query[key] = value;
  }
  return query;
}

export function hasActiveFilters(filters: CatalogueFilters): boolean {
  return Object.keys(filtersToQuery(filters)).length > 0;
}

/** How many of the filter bar's choices are set (the search is not one of them). */
export function filterCount(filters: CatalogueFilters): number {
  return FILTER_KEYS.filter((key) => key !== "q" && filters[key]).length;
}

/**
 * The gallery's query with `next` applied on top of `query`: a value sets its key, an empty
 * one removes it, every other key stays, and an open artwork closes. `query` must be the
 * address as it is now, not as last drawn: two changes made before the page redraws must
 * both land.
 */
export function withFilters(
  query: string | URLSearchParams,
  next: Partial<CatalogueFilters>,
): URLSearchParams {
  const updated = new URLSearchParams(query);
  for (const [key, value] of Object.entries(next)) {
    if (value) updated.set(key, value);
    else updated.delete(key);
  }
  updated.delete("artwork");
  return updated;
}

/** The gallery's query without its search, filters or open artwork (anything else stays). */
export function withoutFilters(query: string | URLSearchParams): URLSearchParams {
  const updated = new URLSearchParams(query);
  for (const key of [...FILTER_KEYS, "artwork"]) updated.delete(key);
  return updated;
}

/**
 * Every price range a price in pounds falls in, by the filter's own bounds: £500 is in both
 * £100 - £500 and £500 - £1000, £1000 only in the second. Compared in pence, so a price
 * written with decimals lands exactly.
 */
export function priceRangesOf(price: number): PriceRange[] {
  const pence = Math.round(price * 100);
  return priceRanges
    .map((range) => range.value)
    .filter((range) => {
      const { min, max, minInclusive, maxInclusive } = priceBounds[range];
      const aboveMin = min === undefined || (minInclusive ? pence >= min * 100 : pence > min * 100);
      const belowMax = max === undefined || (maxInclusive ? pence <= max * 100 : pence < max * 100);
      return aboveMin && belowMax;
    });
}

/** Every medium filter a medium text matches (none for, say, gouache), case-insensitive. */
export function mediumsOf(medium: string): Medium[] {
  const lower = medium.toLowerCase();
  return mediums.filter((option) => lower.includes(option.contains)).map((option) => option.value);
}
