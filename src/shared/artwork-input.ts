import { z } from "zod";
import { ARTWORK_DESCRIPTION_MAX, ARTWORK_TEXT_MAX, PRICE_MAX } from "./artwork";
import { BANDS } from "./delivery";
import { parseStoredImageUrl } from "./images";
import { MULTILINE_TEXT, SINGLE_LINE } from "./text-input";

const requiredText = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(ARTWORK_TEXT_MAX, `${label} must be at most ${ARTWORK_TEXT_MAX} characters`)
    .regex(SINGLE_LINE, `${label} must not contain control characters`);

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
 * The admin form: Title, Artist, Price (min 0, step 0.01), Medium, Size and Image URL
 * are required; Description is optional. The dialog and the API validate with this one
 * schema, so the browser shows the messages the server would return.
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
  price: z
    .number({ error: "Price must be a number" })
    .min(0, "Price must be 0 or more")
    .max(PRICE_MAX, `Price must be at most £${PRICE_MAX.toLocaleString("en-GB")}`)
    .refine(
      (p) => Math.abs(Math.round(p * 100) - p * 100) < 1e-6,
      "Price can have at most 2 decimal places",
    ),
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
});

export type ArtworkValues = z.output<typeof artworkInputSchema>;

/** The owner's uploads: JPEG, PNG or WebP, checked by content on the server, up to 20 MB. */
export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
export const UPLOAD_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
