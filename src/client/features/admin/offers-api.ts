import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { artworkQueries } from "#client/entities/artwork";
import { parseResponse } from "#client/lib/api";
import { readAgain } from "#client/lib/read-again";
import type { AdminOffer, Offer, Reservation } from "#shared/offers";

/**
 * `path` under /api, its JSON answer on success; a refusal throws the same error the typed
 * client's calls do, so `apiStatus` and `apiFieldErrors` read it.
 */
async function call<T>(path: string, init?: { method: "POST" | "DELETE"; body?: object }) {
  const response = fetch(`/api${path}`, {
    method: init?.method ?? "GET",
    credentials: "same-origin",
    ...(init?.body
      ? { headers: { "content-type": "application/json" }, body: JSON.stringify(init.body) }
      : {}),
  });
  return (await parseResponse(response as never)) as T;
}

/**
 * The owner's offers and reservations, one query factory: any answer to an offer or change to
 * a reservation reads both again, and the gallery (a kept work shows reserved).
 */
export const adminOfferQueries = {
  all: ["admin", "offers"] as const,

  offers: () =>
    queryOptions({
      queryKey: [...adminOfferQueries.all, "offers"] as const,
      queryFn: () => call<{ offers: AdminOffer[] }>("/admin/offers"),
      select: (answer) => answer.offers,
    }),

  reservations: () =>
    queryOptions({
      queryKey: [...adminOfferQueries.all, "reservations"] as const,
      queryFn: () => call<{ reservations: Reservation[] }>("/admin/reservations"),
      select: (answer) => answer.reservations,
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
    mutationFn: (answer: OfferAnswer) =>
      call<Offer>(`/admin/offers/${encodeURIComponent(answer.id)}/${answer.action}`, {
        method: "POST",
        ...(answer.action === "counter" ? { body: { amount: answer.amount } } : {}),
      }),
    onSettled: refresh,
  });
}

/** What reserving a work for a collector takes; `price` in pounds, or the work's own. */
export type ReservationInput = { artworkId: string; email: string; days: number; price?: number };

/** `POST /api/admin/reservations` → 201, the reservation; the collector is e-mailed. */
export function useReserve() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: ReservationInput) =>
      call<Reservation>("/admin/reservations", { method: "POST", body: input }),
    onSettled: refresh,
  });
}

/** `DELETE /api/admin/reservations/:id`: the work is available again. */
export function useEndReservation() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) =>
      call<Reservation>(`/admin/reservations/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSettled: refresh,
  });
}
