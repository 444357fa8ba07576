import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { artworkQueries } from "#client/entities/artwork";
import { api, parseResponse } from "#client/lib/api";
import { readAgain } from "#client/lib/read-again";
import type { AdminOffer, Reservation } from "#shared/offers";

/**
 * The owner's offers and reservations, one query factory: any answer to an offer or change to
 * a reservation reads both again, and the gallery (a kept work shows reserved).
 */
export const adminOfferQueries = {
  all: ["admin", "offers"] as const,

  offers: () =>
    queryOptions({
      queryKey: [...adminOfferQueries.all, "offers"] as const,
      queryFn: ({ signal }) => parseResponse(api.admin.offers.$get({}, { init: { signal } })),
      select: (answer): AdminOffer[] => answer.offers,
    }),

  reservations: () =>
    queryOptions({
      queryKey: [...adminOfferQueries.all, "reservations"] as const,
      queryFn: ({ signal }) => parseResponse(api.admin.reservations.$get({}, { init: { signal } })),
      select: (answer): Reservation[] => answer.reservations,
    }),
};

/** The owner's answer to an offer: accept it, decline it, or counter with a price (pounds). */
export type OfferAnswer =
  | { id: string; action: "accept" | "decline" }
  | { id: string; action: "counter"; amount: number };

function useRefresh() {
  const client = useQueryClient();
  return () => readAgain(client, adminOfferQueries.all, artworkQueries.all);
}

/** `POST /api/admin/offers/:id/accept`, `/decline` or `/counter { amount }`. */
export function useAnswerOffer() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (answer: OfferAnswer) => {
      const offer = api.admin.offers[":id"];
      const param = { id: answer.id };
      if (answer.action === "counter") {
        return parseResponse(offer.counter.$post({ param, json: { amount: answer.amount } }));
      }
      return parseResponse(offer[answer.action].$post({ param }));
    },
    onSettled: refresh,
  });
}

/** What reserving a work for a collector takes; `price` in pounds, or the work's own. */
export type ReservationInput = { artworkId: string; email: string; days: number; price?: number };

/** `POST /api/admin/reservations` → 201, the reservation; the collector is e-mailed. */
export function useReserve() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (json: ReservationInput) => parseResponse(api.admin.reservations.$post({ json })),
    onSettled: refresh,
  });
}

/** `DELETE /api/admin/reservations/:id`: the work is available again. */
export function useEndReservation() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) =>
      parseResponse(api.admin.reservations[":id"].$delete({ param: { id } })),
    onSettled: refresh,
  });
}
