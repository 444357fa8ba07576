import { z } from "zod";

/**
 * Drafts and scheduled releases. A `draft` is seen by the owners only. A `public` work is seen
 * by everyone from its `releaseAt` (at once when it has none); before then by the owners and,
 * in the early-access hours before it, by the artist's confirmed followers.
 */
export const VISIBILITIES = ["draft", "public"] as const;
export type Visibility = (typeof VISIBILITIES)[number];

/** How a work stands for the public at `now`: hidden as a draft, coming at a time, or out. */
export type ReleaseState = "draft" | "scheduled" | "public";

export function releaseState(
  work: { visibility: Visibility; releaseAt: string | null },
  now: Date,
): ReleaseState {
  if (work.visibility === "draft") return "draft";
  return work.releaseAt !== null && Date.parse(work.releaseAt) > now.getTime()
    ? "scheduled"
    : "public";
}

/** A preview link's token: what `newToken` makes (43 URL-safe characters), nothing else. */
export const previewTokenSchema = z
  .string({ error: "The preview link is not valid" })
  .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: "The preview link is not valid" });
