import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { artworkQueries } from "#client/entities/artwork";
import { api, parseResponse } from "#client/lib/api";
import { readAgain } from "#client/lib/read-again";
import type { CollectorHold, Offer } from "#shared/offers";
import { routes } from "#shared/routes";

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
      queryFn: ({ signal }) => parseResponse(api.offers.$get({}, { init: { signal } })),
      select: (answer): Offer[] => answer.offers,
    }),

  /** What is kept for the signed-in collector now: accepted offers and reservations. */
  holds: () =>
    queryOptions({
      queryKey: [...offerQueries.all, "holds"] as const,
      queryFn: ({ signal }) => parseResponse(api.holds.$get({}, { init: { signal } })),
      select: (answer): CollectorHold[] => answer.holds,
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
  `${routes.checkout.path}?${new URLSearchParams({ offer: offerId })}`;

/** Where a kept work is bought: its checkout, which orders it at the kept price. */
export function heldCheckoutHref(hold: Pick<CollectorHold, "kind" | "id" | "offerId">): string {
  if (hold.kind === "offer" && hold.offerId) return offerCheckoutHref(hold.offerId);
  return `${routes.checkout.path}?${new URLSearchParams({ reservation: hold.id })}`;
}

function useRefreshOffers() {
  const client = useQueryClient();
  return () => readAgain(client, offerQueries.all, artworkQueries.all);
}

/** `POST /api/offers` `{ artworkId, amount (pounds), message? }` → 201, the offer, pending. */
export function useMakeOffer() {
  const refresh = useRefreshOffers();
  return useMutation({
    mutationFn: (json: { artworkId: string; amount: number; message?: string }) =>
      parseResponse(api.offers.$post({ json })),
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
      parseResponse(api.offers[":id"].accept.$post({ param: { id: offerId } })),
    onSettled: () => {
      void refresh();
    },
  });
}
