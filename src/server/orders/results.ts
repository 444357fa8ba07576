import type { Order, OrderStatus } from "#shared/order";
import type { ShortPrint } from "./print-lines";

// What the orders desk answers (decision 029): the order as it is now, or why not. A route
// maps each reason to its status and message; a new kind of refusal is one more member here
// and one more row in the routes' table of statuses, which the compiler asks for.

/** No such order — or, asked for a buyer, not theirs. */
export type NotFound = { ok: false; reason: "not-found" };
/** The order's status does not allow the move (`canTransition`); `action` names the move. */
export type NotAllowed = { ok: false; reason: "not-allowed"; action: string; status: OrderStatus };

/** The right to cancel a dispatched order ended with `lastDay` (YYYY-MM-DD). */
export type PeriodEnded = { ok: false; reason: "cancel-period-ended"; lastDay: string };

export type Done = { ok: true; order: Order };

/**
 * Paintings reserved or sold meanwhile, or prints of which fewer are left than asked (`prints`,
 * each with how many are left): nothing was ordered.
 */
export type UnavailableResult = {
  ok: false;
  reason: "unavailable";
  artworkIds: string[];
  prints?: ShortPrint[];
};

export type PlaceResult =
  | Done
  | { ok: false; reason: "empty-cart" }
  | UnavailableResult
  /** Paintings the order named that the buyer's cart does not hold: nothing was ordered. */
  | { ok: false; reason: "not-in-cart"; artworkIds: string[] }
  /** The order would come to more than the shop takes in one payment (decision 053). */
  | { ok: false; reason: "over-limit"; totalPence: number }
  /** The shop has no delivery price to `country` for these paintings: nothing was ordered. */
  | { ok: false; reason: "not-shipped"; country: string; artworkIds: string[] }
  /** Asked to collect from the studio, which the shop does not offer: nothing was ordered. */
  | { ok: false; reason: "no-collection" }
  /** Prints with an offer, a reservation or monthly parts, which are for originals only. */
  | { ok: false; reason: "prints-not-offered"; field: "hold" | "instalments" }
  /** Monthly parts the shop does not offer (from 1 to `max`; 1 pays in full). */
  | { ok: false; reason: "bad-instalments"; max: number }
  /** No card payment page could be opened: the order was withdrawn. */
  | { ok: false; reason: "card-unavailable" };

export type MoveResult = Done | NotFound | NotAllowed | PeriodEnded;

/** The card provider could not refund the payment, so nothing changed. */
export type RefundResult = MoveResult | { ok: false; reason: "refund-failed" };

export type Refusal = Exclude<PlaceResult | RefundResult, Done>;
