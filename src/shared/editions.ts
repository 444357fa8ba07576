import { z } from "zod";
import { EDITION_UNITS } from "./edition-view";
import { poundsSchema } from "./money-input";
import { PRINT_QUANTITY_MAX } from "./print-lines";
import { line } from "./text-input";
import { editionsTexts } from "./texts/editions";

// Editions: prints of a work sold beside its original. A limited edition is a promise — `size`
// prints, numbered 1 to `size` when it is numbered, never one more — that the database keeps;
// an open edition has no size and never runs out.

const texts = editionsTexts.editions;

// How an edition and its prints read and count live apart, free of the validation library, for
// the pages; every name of theirs is this module's too.
export * from "./edition-view";
export * from "./print-lines";

/** The largest limited edition: far beyond any painter's, small enough to be a promise. */
export const EDITION_SIZE_MAX = 10_000;
/** The longest format ("Giclée print on cotton rag paper, 310 gsm"). */
export const EDITION_FORMAT_MAX = 120;
/** The largest side of a print, in its unit. */
export const PRINT_SIDE_MAX = 1_000;

export const editionIdSchema = z.uuid({ error: "Edition id must be a valid UUID" });

/** A print's side: a positive length, to the hundredth. */
const side = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .positive(`${label} must be more than 0`)
    .max(PRINT_SIDE_MAX, `${label} must be at most ${PRINT_SIDE_MAX}`)
    .refine((value) => Math.round(value * 100) / 100 === value, {
      error: `${label} must have at most two decimals`,
    });

/**
 * `POST /api/artworks/:id/editions` and `PUT /api/editions/:id`, and the owner's Prints
 * section: a format, its width and height in a unit, a price, and a size (a whole number from 1)
 * or null for an open edition; signed and numbered (only a limited edition is numbered).
 */
export const editionInputSchema = z
  .object({
    format: line(texts.format, EDITION_FORMAT_MAX),
    width: side(texts.width),
    height: side(texts.height),
    unit: z.enum(EDITION_UNITS, { error: "Unit must be cm or in" }).default("cm"),
    price: poundsSchema(texts.price),
    size: z
      .number({ error: "Edition size must be a whole number, or null for an open edition" })
      .int("Edition size must be a whole number")
      .min(1, "Edition size must be at least 1")
      .max(
        EDITION_SIZE_MAX,
        `Edition size must be at most ${EDITION_SIZE_MAX.toLocaleString("en-GB")}`,
      )
      .nullable(),
    signed: z.boolean({ error: "Signed must be true or false" }).default(false),
    numbered: z.boolean({ error: "Numbered must be true or false" }).default(false),
  })
  .superRefine((edition, ctx) => {
    if (edition.numbered && edition.size === null) {
      ctx.addIssue({ code: "custom", path: ["numbered"], message: texts.openNotNumbered });
    }
  });
export type EditionInput = z.input<typeof editionInputSchema>;
export type EditionValues = z.output<typeof editionInputSchema>;

/** How many prints of one edition a cart line or an order line holds: 1 to 10. */
export const printQuantitySchema = z
  .number({ error: `Quantity must be a whole number from 1 to ${PRINT_QUANTITY_MAX}` })
  .int(`Quantity must be a whole number from 1 to ${PRINT_QUANTITY_MAX}`)
  .min(1, `Quantity must be at least 1`)
  .max(PRINT_QUANTITY_MAX, `Quantity must be at most ${PRINT_QUANTITY_MAX}`);

/** `PUT /api/cart/prints/:editionId`: how many of it the cart holds (1 to 10). */
export const cartPrintSchema = z.strictObject({ quantity: printQuantitySchema });
