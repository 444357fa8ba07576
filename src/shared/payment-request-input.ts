import { z } from "zod";
import { email } from "./account-input";
import { poundsSchema } from "./money-input";
import {
  PAYMENT_REQUEST_DAYS,
  PAYMENT_REQUEST_DAYS_MAX,
  PAYMENT_REQUEST_DESCRIPTION_MAX,
} from "./payment-requests";
import { SINGLE_LINE } from "./text-input";

/**
 * The owner's request for a payment (`POST /api/admin/payment-requests`). The amount is in
 * pounds, like artwork prices, with at most two decimals; the server keeps it as whole pence.
 * The description is one line (it becomes the Stripe line's name and the mails' subject line).
 * The form and the API validate with this one schema, so the form shows the server's reasons.
 */
export const paymentRequestInputSchema = z.object({
  email,
  description: z
    .string({ error: "Description is required" })
    .trim()
    .min(1, "Description is required")
    .max(
      PAYMENT_REQUEST_DESCRIPTION_MAX,
      `Description must be at most ${PAYMENT_REQUEST_DESCRIPTION_MAX} characters`,
    )
    .regex(SINGLE_LINE, "Description must not contain control characters"),
  amount: poundsSchema("Amount"),
  artworkId: z
    .uuid("artworkId must be an artwork's id")
    .nullish()
    .transform((id) => id ?? undefined),
  days: z
    .number({ error: "Days must be a whole number" })
    .int("Days must be a whole number")
    .min(1, `Days must be between 1 and ${PAYMENT_REQUEST_DAYS_MAX}`)
    .max(PAYMENT_REQUEST_DAYS_MAX, `Days must be between 1 and ${PAYMENT_REQUEST_DAYS_MAX}`)
    .nullish()
    .transform((days) => days ?? PAYMENT_REQUEST_DAYS),
});

export type PaymentRequestInput = z.input<typeof paymentRequestInputSchema>;
export type PaymentRequestValues = z.output<typeof paymentRequestInputSchema>;
