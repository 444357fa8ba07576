import { z } from "zod";
import { MULTILINE_TEXT, optionalLine } from "./text-input";

// Reviews come only from buyers of orders that were sent, one per order, and show only once
// the owner publishes them. Every figure shown is counted from those published.

export const REVIEW_TEXT_MAX = 2000;

/** `POST /api/orders/:id/review`: a rating of 1 to 5, the buyer's words, and a name to show. */
export const reviewInputSchema = z.strictObject({
  rating: z
    .number({ error: "Rating must be a whole number from 1 to 5" })
    .int("Rating must be a whole number from 1 to 5")
    .min(1, "Rating must be a whole number from 1 to 5")
    .max(5, "Rating must be a whole number from 1 to 5"),
  text: z
    .string({ error: "Review is required" })
    .trim()
    .min(1, "Review is required")
    .max(REVIEW_TEXT_MAX, `Review must be at most ${REVIEW_TEXT_MAX} characters`)
    .regex(MULTILINE_TEXT, "Review must not contain control characters"),
  displayName: optionalLine("Display name", 60),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

/** The owner's reply, shown under the review. */
export const replySchema = z.strictObject({
  text: z
    .string({ error: "Reply is required" })
    .trim()
    .min(1, "Reply is required")
    .max(REVIEW_TEXT_MAX, `Reply must be at most ${REVIEW_TEXT_MAX} characters`)
    .regex(MULTILINE_TEXT, "Reply must not contain control characters"),
});

export type ReviewStatus = "pending" | "published" | "hidden";

/** A published review, as anyone may read it. */
export type PublicReview = {
  id: string;
  rating: number;
  text: string;
  displayName: string;
  artworkTitle: string;
  createdAt: string;
  reply: string | null;
};

/** `GET /api/reviews`: the published reviews, their count and average (null when none). */
export type ReviewsPage = { average: number | null; count: number; items: PublicReview[] };

/** The owner's view: every review, with its state and the order it is about. */
export type AdminReview = PublicReview & {
  status: ReviewStatus;
  orderNumber: string;
  publishedAt: string | null;
};

/** The mean of `count` ratings adding up to `sum`, to one decimal place (4.7), or null. */
export function averageRating(sum: number, count: number): number | null {
  if (count === 0) return null;
  return Math.round((sum / count) * 10) / 10;
}

/**
 * The name a review shows when its author gives none: their first name and the initial of the
 * last ("Ada L."), or "A collector".
 */
export function reviewerName(fullName: string | null | undefined): string {
  const parts = (fullName ?? "").trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return "A collector";
  const [first, ...rest] = parts;
  const last = rest.at(-1);
  return last ? `${first} ${last[0].toUpperCase()}.` : first;
}
