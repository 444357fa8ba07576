import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, parseResponse } from "#client/lib/api";
import { readAgain } from "#client/lib/read-again";
import type { ReviewInput } from "#shared/reviews";

/** The buyer's orders they have reviewed already (`GET /api/orders/reviewed`). */
export const reviewedQuery = queryOptions({
  queryKey: ["me", "orders", "reviewed"] as const,
  queryFn: ({ signal }) => parseResponse(api.orders.reviewed.$get({}, { init: { signal } })),
  select: (answer) => answer.orderIds,
});

/** `POST /api/orders/:id/review`: the review waits for the gallery to publish it. */
export function useReviewOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, review }: { orderId: string; review: ReviewInput }) =>
      parseResponse(api.orders[":id"].review.$post({ param: { id: orderId }, json: review })),
    // Not awaited: the dialog's toast and closing come first, then "Reviewed" replaces it.
    onSuccess: () => {
      void readAgain(client, reviewedQuery.queryKey);
    },
  });
}
