import { queryOptions, useMutation } from "@tanstack/react-query";
import { api, parseResponse } from "#client/lib/api";
import type { PayablePaymentRequest } from "#shared/payment-requests";

/** A payment request as its payer sees it; `waiting` asks again every two seconds. */
export const payRequestQueries = {
  all: ["payment-request"] as const,

  one: (id: string, waiting = false) =>
    queryOptions({
      queryKey: [...payRequestQueries.all, id] as const,
      queryFn: ({ signal }) =>
        parseResponse(api["payment-requests"][":id"].$get({ param: { id } }, { init: { signal } })),
      select: (answer): PayablePaymentRequest => answer.request,
      retry: false,
      refetchInterval: waiting ? 2_000 : false,
    }),
};

/** `POST /api/payment-requests/:id/pay`: the card payment page's address. */
export function usePayRequest() {
  return useMutation({
    mutationFn: (id: string) =>
      parseResponse(api["payment-requests"][":id"].pay.$post({ param: { id } })),
  });
}
