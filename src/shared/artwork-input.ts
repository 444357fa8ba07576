import { z } from "zod";
import {
  ARTWORK_DESCRIPTION_MAX,
  ARTWORK_DETAIL_MAX,
  ARTWORK_IMAGES_MAX,
  ARTWORK_TEXT_MAX,
  artworkIdSchema,
  IMAGE_TEXT_MAX,
  YEAR_MIN,
} from "./artwork";
import { shopDay } from "./dates";
import { BANDS } from "./delivery";
import { parseStoredImageUrl } from "./images";
import { poundsSchema } from "./money-input";
import { VISIBILITIES } from "./release";
import { MULTILINE_TEXT, SINGLE_LINE } from "./text-input";
import { seriesTexts } from "./texts/series";

const RELEASE_AT_MESSAGE = "Release time must be a date and time, such as 2027-03-01T09:00:00Z";

const requiredText = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(ARTWORK_TEXT_MAX, `${label} must be at most ${ARTWORK_TEXT_MAX} characters`)
    .regex(SINGLE_LINE, `${label} must not contain control characters`);

/**
 * What a new work's details say until the owner says otherwise: the fixed values the Details
 * panel once showed for every work, now only a starting point. Its year starts as the current
 * one (`currentYear`).
 */
export const ARTWORK_DEFAULTS = {
  style: "Contemporary",
  subject: "Various",
  signed: true,
  framed: false,
} as const;

/** The shop's year now (UK time): a new work's year unless the owner gives another. */
export const currentYear = (at: Date = new Date()): number => Number(shopDay(at).slice(0, 4));

/** The latest year a work can have been painted in: next year's, for one dated ahead. */
export const latestYear = (): number => currentYear() + 1;

const yearMessage = () => `Year must be a year between ${YEAR_MIN} and ${latestYear()}`;

/** A style or a subject: one short line; left out or empty, the new work's default. */
const detailText = (label: string, fallback: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(ARTWORK_DETAIL_MAX, `${label} must be at most ${ARTWORK_DETAIL_MAX} characters`)
    .regex(SINGLE_LINE, `${label} must not contain control characters`)
    .nullish()
    .transform((text) => text || fallback);

/** Signed or framed: true or false; left out, the new work's default. */
const flag = (label: string, fallback: boolean) =>
  z
    .boolean({ error: `${label} must be true or false` })
    .nullish()
    .transform((value) => value ?? fallback);

/** An image Atelier stores itself (/images/<key>-<width>.webp), or a web address. */
function isImageUrl(value: string): boolean {
  if (value.startsWith("/images/")) return parseStoredImageUrl(value) !== undefined;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

/**
 * The admin form: Title, Artist, Price (from £0.01, step 0.01), Medium, Size and Image URL
 * are required; Description is optional, and so are the details (year, style, subject, signed,
 * framed), which take ARTWORK_DEFAULTS and the current year when left out. The dialog and the
 * API validate with this one schema, so the browser shows the messages the server would return.
 * The values are a whole artwork: an update replaces every field (one left out takes its
 * default, as on create).
 */
export const artworkInputSchema = z.object({
  title: requiredText("Title"),
  artist: requiredText("Artist"),
  description: z
    .string({ error: "Description must be text" })
    .trim()
    .max(
      ARTWORK_DESCRIPTION_MAX,
      `Description must be at most ${ARTWORK_DESCRIPTION_MAX} characters`,
    )
    .regex(MULTILINE_TEXT, "Description must not contain control characters")
    .nullish()
    .transform((text) => text || null),
  price: poundsSchema("Price"),
  medium: requiredText("Medium"),
  size: requiredText("Size"),
  imageUrl: z
    .string({ error: "Image URL is required" })
    .trim()
    .min(1, "Image URL is required")
    .max(2000, "Image URL must be at most 2000 characters")
    .refine(isImageUrl, "Image URL must be a web address (https://…) or an uploaded image"),
  // The delivery band the owner chooses; left out or null, the painting's size gives it.
  shippingBand: z
    .enum(BANDS, { error: "Shipping band must be small, medium, large or oversize" })
    .nullish()
    .transform((band) => band ?? null),
  year: z
    .number({ error: yearMessage })
    .int({ error: yearMessage })
    .refine((year) => year >= YEAR_MIN && year <= latestYear(), { error: yearMessage })
    .nullish()
    .transform((year) => year ?? currentYear()),
  style: detailText("Style", ARTWORK_DEFAULTS.style),
  subject: detailText("Subject", ARTWORK_DEFAULTS.subject),
  signed: flag("Signed", ARTWORK_DEFAULTS.signed),
  framed: flag("Framed", ARTWORK_DEFAULTS.framed),
  // Left out, a work is public at once (as every work was before drafts and releases).
  visibility: z
    .enum(VISIBILITIES, { error: "Visibility must be draft or public" })
    .nullish()
    .transform((visibility) => visibility ?? "public"),
  releaseAt: z
    .string({ error: RELEASE_AT_MESSAGE })
    .max(40, RELEASE_AT_MESSAGE)
    .pipe(z.iso.datetime({ offset: true, error: RELEASE_AT_MESSAGE }))
    .refine(
      (value) => {
        const at = new Date(value);
        return !Number.isNaN(at.getTime()) && at.getUTCFullYear() <= 2999;
      },
      { error: RELEASE_AT_MESSAGE },
    )
    // One spelling of the moment (UTC), whatever offset it was given with.
    .transform((value) => new Date(value).toISOString())
    .nullish()
    .transform((at) => at ?? null),
  // Left out or null, it belongs to no series (the server refuses an id it does not know).
  seriesId: z
    .uuid({ error: seriesTexts.series.unknownSeries })
    .nullish()
    .transform((id) => id ?? null),
});

/** The details an artwork's values carry beyond the original form's fields. */
export const ARTWORK_DETAILS = ["year", "style", "subject", "signed", "framed"] as const;
export type ArtworkDetail = (typeof ARTWORK_DETAILS)[number];

export type ArtworkValues = z.output<typeof artworkInputSchema>;

/** The owner's uploads: JPEG, PNG or WebP, checked by content on the server, up to 20 MB. */
export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
export const UPLOAD_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

const imageIdSchema = z.uuid({ error: "Image ids must be valid UUIDs" });

/** A photograph's alt text or caption: one line, trimmed, empty allowed. */
const imageText = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(IMAGE_TEXT_MAX, `${label} must be at most ${IMAGE_TEXT_MAX} characters`)
    .regex(SINGLE_LINE, `${label} must not contain control characters`);

/**
 * `PUT /api/artworks/:id/images`: the work's photographs in their new order (every one of its
 * image ids, once each; the first becomes the main one), and alt texts and captions by image id
 * (those left out are unchanged).
 */
export const artworkImagesInputSchema = z.object({
  order: z
    .array(imageIdSchema, { error: "Order must be a list of image ids" })
    .min(1, "Order must list the work's images")
    .max(ARTWORK_IMAGES_MAX, `Order must list at most ${ARTWORK_IMAGES_MAX} images`)
    .refine((ids) => new Set(ids).size === ids.length, "Order must list each image once"),
  alt: z.record(imageIdSchema, imageText("Alt text")).optional(),
  caption: z.record(imageIdSchema, imageText("Caption")).optional(),
});

export type ArtworkImagesInput = z.infer<typeof artworkImagesInputSchema>;

export const artworkImageParamSchema = z.object({ id: artworkIdSchema, imageId: imageIdSchema });
