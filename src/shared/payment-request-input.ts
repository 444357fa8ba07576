import { z } from "zod";
import { email } from "./account-input";
import {
  PAYMENT_REQUEST_AMOUNT_MAX,
  PAYMENT_REQUEST_DAYS,
  PAYMENT_REQUEST_DAYS_MAX,
  PAYMENT_REQUEST_DESCRIPTION_MAX,
} from "./payment-requests";
import { SINGLE_LINE } from "./text-input";

/** Whether a number of pounds has at most two decimals: a whole number of pence. */
const wholePence = (pounds: number) => Math.abs(Math.round(pounds * 100) - pounds * 100) < 1e-6;

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
  amount: z
    .number({ error: "Amount must be a number" })
    .refine(Number.isFinite, "Amount must be a number")
    .min(0.01, "Amount must be at least £0.01")
    .max(
      PAYMENT_REQUEST_AMOUNT_MAX,
      `Amount must be at most £${PAYMENT_REQUEST_AMOUNT_MAX.toLocaleString("en-GB")}`,
    )
    .refine(wholePence, "Amount can have at most 2 decimal places"),
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

/** Pounds (at most two decimals, as validated) as whole pence. */
export const penceFromPounds = (pounds: number) => Math.round(pounds * 100);
