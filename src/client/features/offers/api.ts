import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { artworkQueries } from "#client/entities/artwork";
import { parseResponse } from "#client/lib/api";
import { readAgain } from "#client/lib/read-again";
import type { CollectorHold, Offer } from "#shared/offers";

/**
 * `path` under /api, its JSON answer on success; a refusal throws the same error the typed
 * client's calls do, so `apiStatus` and `apiFieldErrors` read it.
 */
async function call<T>(path: string, init?: { method: "POST"; body?: object }): Promise<T> {
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
 * The shopper's offers and the works kept for them: keys under "me", dropped at sign-out.
 * Every change to an offer reads both again, and the gallery (a kept work shows reserved).
 */
export const offerQueries = {
  all: ["me", "offers"] as const,

  /** Newest first. */
  list: () =>
    queryOptions({
      queryKey: [...offerQueries.all, "list"] as const,
      queryFn: () => call<{ offers: Offer[] }>("/offers"),
      select: (answer) => answer.offers,
    }),

  /** What is kept for the signed-in collector now: accepted offers and reservations. */
  holds: () =>
    queryOptions({
      queryKey: [...offerQueries.all, "holds"] as const,
      queryFn: () => call<{ holds: CollectorHold[] }>("/holds"),
      select: (answer) => answer.holds,
    }),
};

/** The hold behind a checkout link: `?offer=<offer id>` or `?reservation=<hold id>`. */
export type HoldRef = { kind: "offer" | "reservation"; id: string };

export const findHold = (holds: CollectorHold[], ref: HoldRef) =>
  holds.find((hold) =>
    ref.kind === "offer"
      ? hold.kind === "offer" && hold.offerId === ref.id
      : hold.kind === "reservation" && hold.id === ref.id,
  );

/** The checkout of a work kept by an accepted offer (the link its e-mail carries too). */
export const offerCheckoutHref = (offerId: string) =>
  `/checkout?${new URLSearchParams({ offer: offerId })}`;

/** Where a kept work is bought: its checkout, which orders it at the kept price. */
export function heldCheckoutHref(hold: Pick<CollectorHold, "kind" | "id" | "offerId">): string {
  if (hold.kind === "offer" && hold.offerId) return offerCheckoutHref(hold.offerId);
  return `/checkout?${new URLSearchParams({ reservation: hold.id })}`;
}

function useRefreshOffers() {
  const client = useQueryClient();
  return () => readAgain(client, offerQueries.all, artworkQueries.all);
}

/** `POST /api/offers` `{ artworkId, amount (pounds), message? }` → 201, the offer, pending. */
export function useMakeOffer() {
  const refresh = useRefreshOffers();
  return useMutation({
    mutationFn: (input: { artworkId: string; amount: number; message?: string }) =>
      call<Offer>("/offers", { method: "POST", body: input }),
    onSuccess: () => {
      void refresh();
    },
  });
}

/** `POST /api/offers/:id/accept`: the buyer takes the artist's price; the work is kept for them. */
export function useAcceptCounter() {
  const refresh = useRefreshOffers();
  return useMutation({
    mutationFn: (offerId: string) =>
      call<Offer>(`/offers/${encodeURIComponent(offerId)}/accept`, { method: "POST" }),
    onSettled: () => {
      void refresh();
    },
  });
}
