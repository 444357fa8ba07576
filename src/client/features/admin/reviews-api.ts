import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { reviewsQuery } from "#client/entities/reviews";
import { api, parseResponse } from "#client/lib/api";
import { readAgain } from "#client/lib/read-again";
import type { AdminReview } from "#shared/reviews";

/** Every review for the owner (`GET /api/admin/reviews`), newest first. */
export const adminReviewQueries = {
  all: ["admin", "reviews"] as const,
  list: () =>
    queryOptions({
      queryKey: [...adminReviewQueries.all, "list"] as const,
      queryFn: ({ signal }) => parseResponse(api.admin.reviews.$get({}, { init: { signal } })),
      select: (answer): AdminReview[] => answer.reviews,
    }),
};

export type ReviewAction = { id: string } & (
  | { action: "publish" }
  | { action: "hide" }
  | { action: "reply"; text: string }
);

/**
 * Publish, hide or reply to one review; whatever the answer, the owner's list and the public
 * figures are read again.
 */
export function useReviewAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewAction) => {
      const param = { id: input.id };
      const reviews = api.admin.reviews[":id"];
      if (input.action === "reply") {
        return parseResponse(reviews.reply.$post({ param, json: { text: input.text } }));
      }
      return parseResponse(reviews[input.action].$post({ param }));
    },
    onSettled: () => readAgain(client, adminReviewQueries.all, reviewsQuery.queryKey),
  });
}
