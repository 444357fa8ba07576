import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { artworkQueries } from "#client/entities/artwork";
import { cartQueries } from "#client/entities/cart";
import { api, apiStatus, parseResponse } from "#client/lib/api";
import { readAgain } from "#client/lib/read-again";
import type { OrderItemInput, ShippingAddress } from "#shared/order";

/**
 * The shopper's orders, one query factory. Keys under "me" belong to
 * the signed-in shopper and are dropped at sign-out (features/account/api.ts).
 */
export const orderQueries = {
  all: ["me", "orders"] as const,

  list: () =>
    queryOptions({
      queryKey: [...orderQueries.all, "list"] as const,
      queryFn: ({ signal }) => parseResponse(api.orders.$get({}, { init: { signal } })),
      select: (data) => data.orders,
    }),

  detail: (id: string) =>
    queryOptions({
      queryKey: [...orderQueries.all, "detail", id] as const,
      queryFn: ({ signal }) =>
        parseResponse(api.orders[":id"].$get({ param: { id } }, { init: { signal } })),
      select: (data) => data.order,
      // A card order awaiting payment is watched until Stripe's word arrives.
      refetchInterval: (query) => {
        const order = query.state.data?.order;
        return order?.paymentMethod === "card" && order.status === "awaiting_payment"
          ? 2000
          : false;
      },
    }),
};

/** Whether the checkout takes cards (Stripe Checkout) or manual payment. */
export const paymentMethodQuery = queryOptions({
  queryKey: ["payment-method"] as const,
  queryFn: ({ signal }) => parseResponse(api.payments.methods.$get({}, { init: { signal } })),
  select: (data) => data.method,
  staleTime: Number.POSITIVE_INFINITY,
});

/** An order changes what the gallery can sell: its cards, the cart and the order lists. */
function useRefreshAfterOrder() {
  const client = useQueryClient();
  return (what: { cart?: boolean } = {}) =>
    readAgain(
      client,
      orderQueries.all,
      artworkQueries.all,
      ...(what.cart ? [cartQueries.list().queryKey] : []),
    );
}

/**
 * What an order takes: the originals and prints the checkout showed (`items`, from the cart),
 * or the one work kept for the buyer (`offerId`, an accepted offer's; `reservationId`, a hold's).
 */
export type OrderSource =
  | { items: OrderItemInput[] }
  | { offerId: string }
  | { reservationId: string };

/**
 * `POST /api/orders` with the lines the checkout showed, or a work kept for the buyer.
 * Placed: the order is cached for the confirmation, and the gallery shows its paintings
 * reserved at once. 409 (taken meanwhile, fewer prints left, or no longer kept for them): the
 * cart is read again, so those paintings and prints show as unavailable.
 */
export function usePlaceOrder() {
  const client = useQueryClient();
  const refresh = useRefreshAfterOrder();
  return useMutation({
    mutationFn: (
      input: ({ shipping: ShippingAddress } | { collect: true; name: string; phone: string }) &
        OrderSource & { instalments?: number },
    ) => parseResponse(api.orders.$post({ json: input })),
    onSuccess: (data) => {
      client.setQueryData(orderQueries.detail(data.order.id).queryKey, data);
      // Not awaited: the confirmation shows at once, the rest catches up behind it.
      void refresh({ cart: true });
    },
    onError: (error) => {
      if (apiStatus(error) === 409) return refresh({ cart: true });
    },
  });
}

/**
 * `POST /api/orders/:id/cancel`: the order's paintings go back to the gallery — an order awaiting
 * payment is cancelled, a paid one not yet sent is refunded (the right to cancel).
 */
export function useCancelOrder() {
  const refresh = useRefreshAfterOrder();
  return useMutation({
    mutationFn: (orderId: string) =>
      parseResponse(api.orders[":id"].cancel.$post({ param: { id: orderId } })),
    // Not awaited: the caller's own callbacks (a toast, focus) run at once, before the list
    // read again replaces the button that asked.
    onSettled: () => {
      void refresh();
    },
  });
}

/**
 * `POST /api/orders/:id/return` `{ reason? }`: the buyer sends a dispatched order back within the
 * right to cancel; the shop e-mails where to. A 409 says the right has ended, and when.
 */
export function useReturnOrder() {
  const refresh = useRefreshAfterOrder();
  return useMutation({
    mutationFn: (input: { orderId: string; reason?: string }) =>
      parseResponse(
        api.orders[":id"].return.$post({
          param: { id: input.orderId },
          json: { reason: input.reason },
        }),
      ),
    // Not awaited: the caller's own callbacks (a toast, focus) run at once, before the list
    // read again replaces the button that asked.
    onSettled: () => {
      void refresh();
    },
  });
}

/**
 * `POST /api/orders/:id/plan/next`: the next part of a plan of monthly parts, paid ahead — its
 * payment request (open already, or made and e-mailed now) and the page that pays it.
 */
export function usePayNextPart() {
  return useMutation({
    mutationFn: (orderId: string) =>
      parseResponse(api.orders[":id"].plan.next.$post({ param: { id: orderId } })),
  });
}
