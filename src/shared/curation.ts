import { z } from "zod";
import { artworkIdSchema } from "./artwork";
import { HERO_COUNT } from "./hero";
import { curationTexts } from "./texts/curation";

const texts = curationTexts.curation;

/** How many works she may feature: as many as the hero shows. */
export const FEATURED_MAX = HERO_COUNT;
/** How many works one bulk action may name: more than a page of the table, not unbounded. */
export const BULK_MAX = 200;

/** What the artworks table does to the works she selects. */
export const BULK_ACTIONS = ["publish", "draft", "feature", "unfeature", "delete"] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** Distinct artwork ids, in the order given (a feature's order is the hero's). */
const idsSchema = (min: number, max: number, tooMany: string) =>
  z
    .array(artworkIdSchema)
    .min(min, { error: texts.idsRequired })
    .max(max, { error: tooMany })
    .refine((ids) => new Set(ids).size === ids.length, { error: texts.duplicateIds });

/** `PUT /api/admin/featured`: the hero's works, in order (none: the hero shows the newest). */
export const featuredInputSchema = z.object({
  ids: idsSchema(0, FEATURED_MAX, texts.tooManyFeatured(FEATURED_MAX)),
});

/** `POST /api/admin/artworks/bulk`. */
export const bulkInputSchema = z
  .object({
    action: z.enum(BULK_ACTIONS, { error: texts.actionRequired }),
    ids: idsSchema(1, BULK_MAX, texts.tooManyIds(BULK_MAX)),
  })
  // The hero holds so many: a longer selection is refused whole, not cut short.
  .refine((input) => input.action !== "feature" || input.ids.length <= FEATURED_MAX, {
    error: texts.tooManyFeatured(FEATURED_MAX),
    path: ["ids"],
  });

/** A work a bulk action left as it was, and why (title null: no such work). */
export type BulkRefusal = { id: string; title: string | null; reason: string };
export type BulkResult = { done: string[]; refused: BulkRefusal[] };
