import { and, eq, inArray, lte } from "drizzle-orm";
import type { Queryable } from "#server/db/client";
import { artworks, offers } from "#server/db/schema";
import { noticeAddresses } from "#server/shop/service";
import { messages } from "#shared/messages";
import { formatPrice, poundsFromPence } from "#shared/money";
import { OFFER_ANSWER_HOURS, type Offer, OPEN_OFFER_STATUSES } from "#shared/offers";
import type { Holds } from "./holds";
import {
  counterAcceptedMail,
  counteredMail,
  offerAcceptedMail,
  offerDeclinedMail,
  offerExpiredMail,
} from "./mails";
import { makeOffer, type OfferInput, type Shopper } from "./making";
import { everyOffer, offerById, offersOf } from "./offer-rows";
import {
  closeOffersOn,
  HOUR,
  lockWork,
  mailEach,
  type OfferRefusal,
  type OffersDeps,
  worksOf,
} from "./works";

const text = messages.offerApi;
const price = (pence: number) => formatPrice(poundsFromPence(pence));

type OfferRow = typeof offers.$inferSelect;

const isOpen = (status: OfferRow["status"]) =>
  (OPEN_OFFER_STATUSES as readonly string[]).includes(status);

/**
 * Offers on works: a shopper's offer made, the owner's answer (accepted, declined, countered),
 * the buyer's acceptance of a counter, and offers left unanswered expiring. An accepted offer
 * keeps its work for the buyer through the holds' `keep`. Each change is one transaction that
 * writes its mails to the outbox with it (decision 013).
 */
export function createOfferDesk(deps: OffersDeps & { keep: Holds["keep"] }) {
  const { db, outbox, site, clock, config, keep } = deps;

  /**
   * The offer `id` locked for a change (only `userId`'s, when given) — its work's row first,
   * then the offer's: every change here locks in that order (as an order locks the work, then
   * closes offers on it), so two owners answering two offers on one work wait for each other
   * instead of deadlocking.
   */
  async function lockOffer(tx: Queryable, id: string, userId?: string) {
    const whose = and(eq(offers.id, id), userId ? eq(offers.userId, userId) : undefined);
    const [peek] = await tx.select({ artworkId: offers.artworkId }).from(offers).where(whose);
    if (!peek) return undefined;
    await tx
      .select({ id: artworks.id })
      .from(artworks)
      .where(eq(artworks.id, peek.artworkId))
      .for("update");
    const [row] = await tx.select().from(offers).where(whose).for("update");
    return row;
  }

  /**
   * Accepts `offer` at `agreedPence`: the work kept for its buyer for OFFER_HOLD_HOURS, the
   * buyer mailed the checkout link; undefined when the work is no longer free to keep.
   */
  async function accept(tx: Queryable, offer: OfferRow, agreedPence: number, now: Date) {
    const expiresAt = new Date(now.getTime() + config.offerHoldHours * HOUR);
    const hold = await keep(
      tx,
      {
        artworkId: offer.artworkId,
        kind: "offer",
        email: offer.email,
        pricePence: agreedPence,
        expiresAt,
      },
      now,
      offer.id,
    );
    if (!hold) return undefined;
    await tx
      .update(offers)
      .set({ status: "accepted", agreedPence, holdId: hold.id, updatedAt: now })
      .where(eq(offers.id, offer.id));
    const work = (await worksOf(tx, [offer.artworkId])).get(offer.artworkId);
    if (work) {
      await outbox.enqueue(
        tx,
        offerAcceptedMail(
          site,
          offer.email,
          { id: offer.id, agreedPence, holdExpiresAt: expiresAt },
          work,
        ),
      );
    }
    return hold;
  }

  return {
    /**
     * Offers and counters unanswered by `now` expire, their buyers told (the sweep, service.ts:
     * each row changes once, the update re-checking its state).
     */
    async expireRunOut(tx: Queryable, now: Date) {
      const expired = await tx
        .update(offers)
        .set({ status: "expired", updatedAt: now })
        .where(and(inArray(offers.status, OPEN_OFFER_STATUSES), lte(offers.expiresAt, now)))
        .returning();
      // A counter had been made when counter_pence is set.
      await mailEach(outbox, tx, expired, (offer, work) =>
        offerExpiredMail(
          site,
          offer.email,
          { ...offer, countered: offer.counterPence !== null },
          work,
        ),
      );
    },

    /** What an order taking works sets in motion: other open offers on them are closed. */
    taken: (tx: Queryable, artworkIds: string[], _buyerEmail: string, now: Date) =>
      closeOffersOn(deps, tx, artworkIds, now),

    /** A signed-in shopper's offer on a work, checked, saved and mailed to the owners. */
    make: (user: Shopper, input: OfferInput) => makeOffer(deps, user, input),

    /** The shopper's own offers, newest first. */
    mine: (userId: string) => offersOf(db, userId, clock()),

    /** Every offer for the owner: those waiting for an answer first, then the newest. */
    all: () => everyOffer(db, clock()),

    /** The owner accepts a pending offer at its amount: the work is kept for its buyer. */
    async ownerAccept(id: string): Promise<{ ok: true; offer: Offer } | OfferRefusal> {
      const now = clock();
      return db.transaction(async (tx) => {
        const offer = await lockOffer(tx, id);
        if (!offer) return { ok: false, reason: "not-found" } as const;
        if (offer.status !== "pending" || offer.expiresAt <= now) {
          return { ok: false, reason: "not-open" } as const;
        }
        if (!(await accept(tx, offer, offer.amountPence, now))) {
          return { ok: false, reason: "not-available" } as const;
        }
        return { ok: true, offer: (await offerById(tx, id, now)) as Offer } as const;
      });
    },

    /** The owner declines an open offer (or withdraws a counter); the buyer is told. */
    async decline(id: string): Promise<{ ok: true; offer: Offer } | OfferRefusal> {
      const now = clock();
      return db.transaction(async (tx) => {
        const offer = await lockOffer(tx, id);
        if (!offer) return { ok: false, reason: "not-found" } as const;
        if (!isOpen(offer.status)) return { ok: false, reason: "not-open" } as const;
        await tx
          .update(offers)
          .set({ status: "declined", updatedAt: now })
          .where(eq(offers.id, id));
        const work = (await worksOf(tx, [offer.artworkId])).get(offer.artworkId);
        if (work)
          await outbox.enqueue(tx, offerDeclinedMail(site, offer.email, offer, work, "declined"));
        return { ok: true, offer: (await offerById(tx, id, now)) as Offer } as const;
      });
    },

    /**
     * The owner answers a pending offer with a price between it and the work's price; the buyer
     * has OFFER_ANSWER_HOURS to accept it.
     */
    async counter(
      id: string,
      counterPence: number,
    ): Promise<{ ok: true; offer: Offer } | OfferRefusal> {
      const now = clock();
      return db.transaction(async (tx) => {
        const offer = await lockOffer(tx, id);
        if (!offer) return { ok: false, reason: "not-found" } as const;
        if (offer.status !== "pending" || offer.expiresAt <= now) {
          return { ok: false, reason: "not-open" } as const;
        }
        const work = await lockWork(tx, offer.artworkId, now);
        if (work?.availability !== "available") {
          return { ok: false, reason: "not-available" } as const;
        }
        if (counterPence <= offer.amountPence || counterPence >= work.pricePence) {
          const error = text.counterOutOfRange(price(offer.amountPence), price(work.pricePence));
          return { ok: false, reason: "bad-amount", error } as const;
        }
        const expiresAt = new Date(now.getTime() + OFFER_ANSWER_HOURS * HOUR);
        await tx
          .update(offers)
          .set({ status: "countered", counterPence, expiresAt, updatedAt: now })
          .where(eq(offers.id, id));
        await outbox.enqueue(
          tx,
          counteredMail(
            site,
            offer.email,
            { amountPence: offer.amountPence, counterPence, expiresAt },
            work,
          ),
        );
        return { ok: true, offer: (await offerById(tx, id, now)) as Offer } as const;
      });
    },

    /** The buyer accepts the owner's counter: the work is kept for them at that price. */
    async acceptCounter(
      user: { id: string; email: string; name: string },
      id: string,
    ): Promise<{ ok: true; offer: Offer } | OfferRefusal> {
      const now = clock();
      return db.transaction(async (tx) => {
        const offer = await lockOffer(tx, id, user.id);
        if (!offer) return { ok: false, reason: "not-found" } as const;
        if (offer.status !== "countered" || offer.counterPence === null || offer.expiresAt <= now) {
          return { ok: false, reason: "not-open" } as const;
        }
        if (!(await accept(tx, offer, offer.counterPence, now))) {
          return { ok: false, reason: "not-available" } as const;
        }
        const work = (await worksOf(tx, [offer.artworkId])).get(offer.artworkId);
        const owners = await noticeAddresses(tx, config.adminEmails);
        const who = user.name ? `${user.name} (${user.email})` : user.email;
        if (work) {
          await outbox.enqueue(
            tx,
            owners.map((owner) =>
              counterAcceptedMail(
                site,
                owner,
                { who, agreedPence: offer.counterPence as number },
                work,
              ),
            ),
          );
        }
        return { ok: true, offer: (await offerById(tx, id, now)) as Offer } as const;
      });
    },
  };
}
