import { z } from "zod";
import { email } from "./account-input";
import { PRICE_MAX } from "./artwork";
import { OFFER_MESSAGE_MAX, RESERVATION_MAX_DAYS } from "./offers";
import { MULTILINE_TEXT } from "./text-input";

// The bodies of the offers' and reservations' routes. Amounts are pounds, as artwork prices
// are; the server keeps them as whole pence.

const artworkId = z.uuid({ error: "artworkId must be a valid UUID" });

/** An amount of money in pounds: more than 0, at most two decimal places. */
const pounds = (label: string) =>
  z
    .number({ error: `${label} must be a number of pounds` })
    .positive(`${label} must be more than £0`)
    .max(PRICE_MAX, `${label} must be at most £${PRICE_MAX.toLocaleString("en-GB")}`)
    .refine(
      (p) => Math.abs(Math.round(p * 100) - p * 100) < 1e-6,
      `${label} can have at most 2 decimal places`,
    );

/** Whole pence from pounds that passed `pounds` (at most two decimal places). */
export const penceOf = (value: number) => Math.round(value * 100);

/** `POST /api/offers`. */
export const offerInputSchema = z.strictObject({
  artworkId,
  amount: pounds("Amount"),
  message: z
    .string({ error: "Message must be text" })
    .trim()
    .max(OFFER_MESSAGE_MAX, `Message must be at most ${OFFER_MESSAGE_MAX} characters`)
    .regex(MULTILINE_TEXT, "Message must not contain control characters")
    .optional()
    .transform((value) => value || undefined),
});

/** `POST /api/admin/offers/:id/counter`. */
export const counterInputSchema = z.strictObject({ amount: pounds("Amount") });

/** `POST /api/admin/reservations`. */
export const reservationInputSchema = z.strictObject({
  artworkId,
  email,
  days: z
    .number({ error: "Days must be a number" })
    .int("Days must be a whole number")
    .min(1, "Days must be at least 1")
    .max(RESERVATION_MAX_DAYS, `Days must be at most ${RESERVATION_MAX_DAYS}`),
  price: pounds("Price").optional(),
});
