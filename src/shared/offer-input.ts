import { z } from "zod";
import { email } from "./account-input";
import { poundsSchema } from "./money-input";
import { OFFER_MESSAGE_MAX, RESERVATION_MAX_DAYS } from "./offers";
import { MULTILINE_TEXT } from "./text-input";

// The bodies of the offers' and reservations' routes. Amounts are pounds, as artwork prices
// are; the server keeps them as whole pence.

const artworkId = z.uuid({ error: "artworkId must be a valid UUID" });

/** An amount of money in pounds: from £0.01 to the shop's limit, whole pence. */
const pounds = (label: string) => poundsSchema(label);

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
