import { createOfferDesk } from "./desk";
import { createHolds } from "./holds";
import type { OffersDeps } from "./works";

/**
 * Offers on works (desk.ts), and works kept for one collector — an accepted offer, or the
 * owner's reservation (holds.ts). Each change is one transaction that writes its mails to the
 * outbox with it (decision 013); accepting an offer keeps its work through the holds, as a
 * reservation does (docs/decisions/045-holds-and-offers.md).
 */
export function createOffers(deps: OffersDeps) {
  const { db, clock } = deps;
  const holds = createHolds(deps);
  const desk = createOfferDesk({ ...deps, keep: holds.keep });

  /**
   * Offers and counters unanswered by now expire, their buyers told; holds that ran out end.
   * Any process may run it: each row changes once (the updates re-check their state).
   */
  const sweep = () =>
    db.transaction(async (tx) => {
      const now = clock();
      // Holds before offers, the order a hold's making takes them in (no deadlock between them).
      await holds.endRunOut(tx, now);
      await desk.expireRunOut(tx, now);
    });

  /** A list read after a sweep, so nothing that ran out shows as still open. */
  const swept =
    <A extends unknown[], R>(list: (...args: A) => Promise<R>) =>
    async (...args: A) => {
      await sweep();
      return list(...args);
    };

  return {
    sweep,
    taken: desk.taken,
    make: desk.make,
    mine: swept(desk.mine),
    all: swept(desk.all),
    ownerAccept: desk.ownerAccept,
    decline: desk.decline,
    counter: desk.counter,
    acceptCounter: desk.acceptCounter,
    reserve: holds.reserve,
    reservations: swept(holds.reservations),
    endHold: holds.endHold,
    holdsOf: holds.holdsOf,
  };
}

export type Offers = ReturnType<typeof createOffers>;
