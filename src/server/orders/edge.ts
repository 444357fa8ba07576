import type { Context } from "hono";
import { z } from "zod";
import { formatDay } from "#shared/dates";
import { countryName } from "#shared/delivery";
import { messages } from "#shared/messages";
import { overLimitReason } from "#shared/money-input";
import { RETURN_DAYS } from "#shared/shop";
import type { Done, Refusal } from "./results";

// What every orders route shares (shopper-routes.ts, owner-routes.ts, placing-turns.ts): an
// order's id in the path, and the desk's answers (decision 029) as statuses and bodies.

export const idParam = z.object({ id: z.uuid({ error: "Order id must be a valid UUID" }) });

/** The status of each way the desk says no; a new reason fails to compile until it has one. */
export const STATUSES = {
  "not-found": 404,
  "not-allowed": 409,
  "cancel-period-ended": 409,
  "empty-cart": 400,
  unavailable: 409,
  "not-in-cart": 400,
  "over-limit": 422,
  "not-shipped": 422,
  "no-collection": 422,
  "bad-instalments": 400,
  "prints-not-offered": 400,
  "card-unavailable": 502,
  "refund-failed": 502,
} as const satisfies Record<Refusal["reason"], number>;

/** What the answer to each refusal says. */
export function refusalBody(refusal: Refusal) {
  switch (refusal.reason) {
    case "not-found":
      return { error: messages.api.orderNotFound };
    case "not-allowed":
      return { error: messages.api.orderTransition(refusal.action, refusal.status) };
    case "cancel-period-ended":
      return {
        error: messages.api.cancelPeriodEnded(RETURN_DAYS, formatDay(refusal.lastDay)),
        cancelUntil: refusal.lastDay,
      };
    case "empty-cart":
      return { error: messages.api.emptyCart };
    case "unavailable": {
      const [short] = refusal.prints ?? [];
      if (!short) return { error: messages.api.unavailable, unavailable: refusal.artworkIds };
      return {
        error:
          short.reason === "short"
            ? messages.editions.notEnough(short.available)
            : short.reason === "retired"
              ? messages.editions.retired
              : messages.editions.notFound,
        unavailable: refusal.artworkIds,
        unavailablePrints: refusal.prints,
      };
    }
    case "prints-not-offered":
      return {
        error: messages.editions.printsNotOffered,
        field: refusal.field === "hold" ? "items" : "instalments",
      };
    case "not-in-cart":
      return { error: messages.api.notInCart, notInCart: refusal.artworkIds };
    case "over-limit":
      return { error: overLimitReason(refusal.totalPence) };
    case "not-shipped":
      return {
        error: messages.api.notShipped(countryName(refusal.country)),
        field: "country",
        notShipped: refusal.artworkIds,
      };
    case "no-collection":
      return { error: messages.api.noCollection, field: "collect" };
    case "bad-instalments":
      return {
        error:
          refusal.max > 1 ? messages.plans.api.tooMany(refusal.max) : messages.plans.api.notOffered,
        field: "instalments",
      };
    case "card-unavailable":
      return { error: messages.api.cardUnavailable };
    case "refund-failed":
      return { error: messages.api.refundFailed };
  }
}

/** The answer to a move: the order as it is now, or why not. */
export const answer = <R extends Refusal>(c: Context, result: Done | R) =>
  result.ok
    ? c.json({ order: result.order }, 200)
    : c.json(refusalBody(result), STATUSES[result.reason as R["reason"]]);
