import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, parseResponse } from "#client/lib/api";
import { readAgain } from "#client/lib/read-again";
import type { PaymentRequestValues } from "#shared/payment-request-input";
import type { AdminPaymentRequest } from "#shared/payment-requests";

/** The owner's payment requests, newest first; every change reads them again. */
export const adminPaymentRequestQueries = {
  all: ["admin", "payment-requests"] as const,

  list: () =>
    queryOptions({
      queryKey: [...adminPaymentRequestQueries.all, "list"] as const,
      queryFn: ({ signal }) =>
        parseResponse(api.admin["payment-requests"].$get({}, { init: { signal } })),
      select: (answer): AdminPaymentRequest[] => answer.requests,
    }),
};

/** `POST /api/admin/payment-requests`: the request made and its mail sent. */
export function useCreatePaymentRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (json: PaymentRequestValues) =>
      parseResponse(api.admin["payment-requests"].$post({ json })),
    onSettled: () => readAgain(client, adminPaymentRequestQueries.all),
  });
}

/** Cancel an open request, or record its payment (`/cancel`, `/paid`). */
export function usePaymentRequestAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: "cancel" | "paid" }) =>
      parseResponse(
        action === "cancel"
          ? api.admin["payment-requests"][":id"].cancel.$post({ param: { id } })
          : api.admin["payment-requests"][":id"].paid.$post({ param: { id } }),
      ),
    onSettled: () => readAgain(client, adminPaymentRequestQueries.all),
  });
}
