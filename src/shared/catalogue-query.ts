import { z } from "zod";
import {
  availabilityOptions,
  type CatalogueFilters,
  kindOptions,
  mediums,
  priceRanges,
  SEARCH_MAX_LENGTH,
  searchTermProblem,
  sizeClasses,
} from "./filters";
import { isSeriesSlug } from "./series-slug";
import { seriesTexts } from "./texts/series";

const values = <T extends { value: string }>(options: readonly T[]) =>
  options.map((option) => option.value) as [T["value"], ...T["value"][]];

const oneOf = <T extends { value: string }>(name: string, options: readonly T[]) =>
  z.enum(values(options), { error: `${name} must be one of: ${values(options).join(", ")}` });

/** The API's strict reading of search and filters (the page reads leniently: readFilters). */
export const catalogueFilterSchema = z.object({
  q: z
    .string()
    .trim()
    .max(SEARCH_MAX_LENGTH, `Search term must be at most ${SEARCH_MAX_LENGTH} characters`)
    .superRefine((q, ctx) => {
      const problem = searchTermProblem(q);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    })
    .optional()
    .transform((q) => q || undefined),
  price: oneOf("Price", priceRanges).optional(),
  medium: oneOf("Medium", mediums).optional(),
  size: oneOf("Size", sizeClasses).optional(),
  availability: oneOf("Availability", availabilityOptions).optional(),
  kind: oneOf("Kind", kindOptions).optional(),
  // A slug no series has is no error: its works are none (the gallery says so).
  series: z
    .string()
    .refine((slug) => slug === "" || isSeriesSlug(slug), seriesTexts.series.slugFormat)
    .optional()
    .transform((slug) => slug || undefined),
}) satisfies z.ZodType<CatalogueFilters, unknown>;
