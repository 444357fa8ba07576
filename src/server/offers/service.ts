import { and, desc, eq, inArray, isNull, lte, ne, sql } from "drizzle-orm";
import { ownerAddresses } from "#server/auth/accounts";
import { users } from "#server/auth/schema";
import { PUBLIC_AUDIENCE, visibleSql } from "#server/catalogue/visibility";
import type { Site } from "#server/collectors/mails";
import type { Config } from "#server/config";
import { pricePenceSql } from "#server/db/artwork-price";
import type { Db, Queryable } from "#server/db/client";
import { artworks, collectorHolds, offers } from "#server/db/schema";
import type { Mail } from "#server/mail/mailer";
import type { MailOutbox } from "#server/mail/outbox";
import { availabilitySql } from "#server/orders/holds";
import type { Released } from "#server/orders/ports";
import { isUniqueViolation } from "#server/orders/service";
import { messages } from "#shared/messages";
import { formatPrice, poundsFromPence } from "#shared/money";
import {
  type AdminOffer,
  type CollectorHold,
  type HoldKind,
  OFFER_ANSWER_HOURS,
  type Offer,
  OPEN_OFFER_STATUSES,
  offerRefusal,
  type Reservation,
} from "#shared/offers";
import {
  counterAcceptedMail,
  counteredMail,
  holdEndedMail,
  type MailWork,
  offerAcceptedMail,
  offerDeclinedMail,
  offerExpiredMail,
  offerReceivedMail,
  reservedMail,
} from "./mails";

const HOUR = 3_600_000;
const LIST_LIMIT = 500;
const text = messages.offerApi;
const price = (pence: number) => formatPrice(poundsFromPence(pence));

/** Why the offers' desk said no; the routes give each its status. */
export type OfferRefusal =
  | { ok: false; reason: "not-found" }
  /** The work is reserved, sold or kept for someone: no offer, no hold. */
  | { ok: false; reason: "not-available" }
  | { ok: false; reason: "already-offered" }
  /** The amount is out of bounds: `error` says which, for the `amount` field. */
  | { ok: false; reason: "bad-amount"; error: string }
  | { ok: false; reason: "not-open" };

type OfferRow = typeof offers.$inferSelect;
type HoldRow = typeof collectorHolds.$inferSelect;

/** The work's columns a mail or an answer needs, and its price in pence. */
const workColumns = {
  id: artworks.id,
  title: artworks.title,
  artist: artworks.artist,
  imageUrl: artworks.imageUrl,
  pricePence: pricePenceSql(),
};

/**
 * The work `id`, locked for a change, with its availability at `now`; undefined if none (for a
 * shopper, `publicOnly`, also a draft or a work still to come: no offers before a release).
 */
async function lockWork(tx: Queryable, id: string, now: Date, publicOnly = false) {
  const [work] = await tx
    .select({ ...workColumns, availability: availabilitySql(now) })
    .from(artworks)
    .where(and(eq(artworks.id, id), publicOnly ? visibleSql(PUBLIC_AUDIENCE, now) : undefined))
    .for("update", { of: artworks });
  return work;
}

async function worksOf(db: Queryable, ids: string[]) {
  if (ids.length === 0) return new Map<string, MailWork & { pricePence: number }>();
  const rows = await db.select(workColumns).from(artworks).where(inArray(artworks.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

const isOpen = (status: OfferRow["status"]) =>
  (OPEN_OFFER_STATUSES as readonly string[]).includes(status);

/**
 * Offers on works, and works kept for one collector (an accepted offer, or the owner's
 * reservation). Each change is one transaction that writes its mails to the outbox with it
 * (decision 013). Keeping a work locks its row first, as ordering it does, so a hold and an
 * order never both take it; the partial unique index keeps at most one open hold per work
 * (docs/decisions/045-holds-and-offers.md).
 */
export function createOffers(deps: {
  db: Db;
  outbox: MailOutbox;
  site: Site;
  clock: () => Date;
  config: Pick<Config, "offersMinPrice" | "offerHoldHours" | "adminEmails">;
  /** Others who like a work told it is free again, when a hold on it ends. */
  released?: Released;
}) {
  const { db, outbox, site, clock, config } = deps;

  /**
   * Other collectors' open offers on these works are closed (`declined`), each buyer told:
   * the work is kept for, or ordered by, someone else.
   */
  async function closeOthers(tx: Queryable, artworkIds: string[], now: Date, keep?: string) {
    if (artworkIds.length === 0) return;
    const closed = await tx
      .update(offers)
      .set({ status: "declined", updatedAt: now })
      .where(
        and(
          inArray(offers.artworkId, artworkIds),
          inArray(offers.status, OPEN_OFFER_STATUSES),
          keep ? ne(offers.id, keep) : undefined,
        ),
      )
      .returning();
    await mailEach(tx, closed, (offer, work) =>
      offerDeclinedMail(site, offer.email, offer, work, "taken"),
    );
  }

  /** One mail per row, about the row's work, written in the transaction. */
  async function mailEach<R extends { artworkId: string }>(
    tx: Queryable,
    rows: R[],
    mail: (row: R, work: MailWork & { pricePence: number }) => Mail,
  ) {
    const works = await worksOf(tx, [...new Set(rows.map((row) => row.artworkId))]);
    await outbox.enqueue(
      tx,
      rows.flatMap((row) => {
        const work = works.get(row.artworkId);
        return work ? [mail(row, work)] : [];
      }),
    );
  }

  /**
   * Holds that ran out by `now` end (`expired`) — all, or those on `artworkId` — their
   * collectors told, and others who like the works told they are free again.
   */
  async function endRunOutHolds(tx: Queryable, now: Date, artworkId?: string) {
    const ended = await tx
      .update(collectorHolds)
      .set({ endedAt: now, endReason: "expired" })
      .where(
        and(
          isNull(collectorHolds.endedAt),
          lte(collectorHolds.expiresAt, now),
          artworkId ? eq(collectorHolds.artworkId, artworkId) : undefined,
        ),
      )
      .returning();
    await mailEach(tx, ended, (hold, work) => holdEndedMail(site, hold.email, work));
    for (const hold of ended) await deps.released?.(tx, [hold.artworkId], hold.email);
  }

  /**
   * Keeps the work for one collector until `expiresAt`: only a work available at `now` (no
   * order holds it, no other hold keeps it, not sold). Other open offers on it are closed.
   */
  async function keep(
    tx: Queryable,
    hold: {
      artworkId: string;
      kind: HoldKind;
      email: string;
      pricePence: number | null;
      expiresAt: Date;
    },
    now: Date,
    keepOffer?: string,
  ): Promise<HoldRow | undefined> {
    // The work's row first, as an order locks it: holds and orders take it one at a time.
    const work = await lockWork(tx, hold.artworkId, now);
    if (work?.availability !== "available") return undefined;
    // A hold that ran out unswept would stand in the unique index's way: it ends now.
    await endRunOutHolds(tx, now, hold.artworkId);
    const [row] = await tx
      .insert(collectorHolds)
      .values({ ...hold, email: hold.email.toLowerCase(), createdAt: now })
      .returning();
    await closeOthers(tx, [hold.artworkId], now, keepOffer);
    return row;
  }

  /** Offers with their works, holds and buyers, as the pages show them. */
  function offerRows(tx: Queryable) {
    return tx
      .select({
        offer: offers,
        title: artworks.title,
        imageUrl: artworks.imageUrl,
        pricePence: workColumns.pricePence,
        holdExpiresAt: collectorHolds.expiresAt,
        holdEndedAt: collectorHolds.endedAt,
        buyerName: users.name,
      })
      .from(offers)
      .innerJoin(artworks, eq(artworks.id, offers.artworkId))
      .leftJoin(collectorHolds, eq(collectorHolds.id, offers.holdId))
      .leftJoin(users, eq(users.id, offers.userId))
      .$dynamic();
  }
  type Row = Awaited<ReturnType<ReturnType<typeof offerRows>["execute"]>>[number];

  const toOffer = (row: Row, now: Date): Offer => ({
    id: row.offer.id,
    artworkId: row.offer.artworkId,
    artworkTitle: row.title,
    artworkImageUrl: row.imageUrl,
    pricePence: row.pricePence,
    amountPence: row.offer.amountPence,
    message: row.offer.message,
    status: row.offer.status,
    counterPence: row.offer.counterPence,
    agreedPence: row.offer.agreedPence,
    expiresAt: row.offer.expiresAt.toISOString(),
    holdExpiresAt: row.holdExpiresAt?.toISOString() ?? null,
    holdOpen: row.holdEndedAt === null && row.holdExpiresAt !== null && row.holdExpiresAt > now,
    createdAt: row.offer.createdAt.toISOString(),
  });

  const toAdminOffer = (row: Row, now: Date): AdminOffer => ({
    ...toOffer(row, now),
    buyerEmail: row.offer.email,
    buyerName: row.buyerName ?? "",
  });

  async function offerById(tx: Queryable, id: string, now: Date) {
    const [row] = await offerRows(tx).where(eq(offers.id, id));
    return row && toOffer(row, now);
  }

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

  /**
   * Offers and counters unanswered by `now` expire, their buyers told; holds that ran out end.
   * Any process may run it: each row changes once (the updates re-check their state).
   */
  const sweep = () =>
    db.transaction(async (tx) => {
      const now = clock();
      // Holds before offers, the order a hold's making takes them in (no deadlock between them).
      await endRunOutHolds(tx, now);
      const expired = await tx
        .update(offers)
        .set({ status: "expired", updatedAt: now })
        .where(and(inArray(offers.status, OPEN_OFFER_STATUSES), lte(offers.expiresAt, now)))
        .returning();
      // A counter had been made when counter_pence is set.
      await mailEach(tx, expired, (offer, work) =>
        offerExpiredMail(
          site,
          offer.email,
          { ...offer, countered: offer.counterPence !== null },
          work,
        ),
      );
    });

  return {
    sweep,
    /** What an order taking works sets in motion: other open offers on them are closed. */
    taken: (tx: Queryable, artworkIds: string[], _buyerEmail: string, now: Date) =>
      closeOthers(tx, artworkIds, now),

    /**
     * A signed-in shopper's offer on an available work priced at least OFFERS_MIN_PRICE, below
     * the price and at least half of it; one open offer per shopper and work. The owners are
     * mailed it.
     */
    async make(
      user: { id: string; email: string; name: string },
      input: { artworkId: string; amountPence: number; message?: string },
    ): Promise<{ ok: true; offer: Offer } | OfferRefusal> {
      const now = clock();
      try {
        return await db.transaction(async (tx) => {
          const work = await lockWork(tx, input.artworkId, now, true);
          if (!work) return { ok: false, reason: "not-found" } as const;
          if (work.availability !== "available")
            return { ok: false, reason: "not-available" } as const;
          const minimum = config.offersMinPrice * 100;
          const refusal = offerRefusal(input.amountPence, work.pricePence, minimum);
          if (refusal) {
            const error =
              refusal === "too-cheap-to-offer"
                ? text.tooCheapToOffer(price(minimum))
                : refusal === "not-below-price"
                  ? text.notBelowPrice(price(work.pricePence))
                  : text.tooLow(price(Math.ceil(work.pricePence / 2)));
            return { ok: false, reason: "bad-amount", error } as const;
          }
          const [open] = await tx
            .select({ id: offers.id })
            .from(offers)
            .where(
              and(
                eq(offers.artworkId, work.id),
                eq(offers.userId, user.id),
                inArray(offers.status, OPEN_OFFER_STATUSES),
                sql`${offers.expiresAt} > ${now}`,
              ),
            );
          if (open) return { ok: false, reason: "already-offered" } as const;
          // One that ran out unswept would block the unique index: it expires now.
          await tx
            .update(offers)
            .set({ status: "expired", updatedAt: now })
            .where(
              and(
                eq(offers.artworkId, work.id),
                eq(offers.userId, user.id),
                inArray(offers.status, OPEN_OFFER_STATUSES),
              ),
            );
          const expiresAt = new Date(now.getTime() + OFFER_ANSWER_HOURS * HOUR);
          const [row] = await tx
            .insert(offers)
            .values({
              artworkId: work.id,
              userId: user.id,
              email: user.email.toLowerCase(),
              amountPence: input.amountPence,
              message: input.message ?? null,
              expiresAt,
              createdAt: now,
              updatedAt: now,
            })
            .returning();
          const owners = await ownerAddresses(tx, config.adminEmails);
          const who = user.name ? `${user.name} (${user.email})` : user.email;
          await outbox.enqueue(
            tx,
            owners.map((owner) => offerReceivedMail(site, owner, { ...row, who }, work)),
          );
          const offer = await offerById(tx, row.id, now);
          return { ok: true, offer: offer as Offer } as const;
        });
      } catch (error) {
        // The same shopper's second offer, sent at the same moment.
        if (isUniqueViolation(error)) return { ok: false, reason: "already-offered" };
        throw error;
      }
    },

    /** The shopper's own offers, newest first. */
    async mine(userId: string): Promise<Offer[]> {
      await sweep();
      const now = clock();
      const rows = await offerRows(db)
        .where(eq(offers.userId, userId))
        .orderBy(desc(offers.createdAt), desc(offers.id))
        .limit(LIST_LIMIT);
      return rows.map((row) => toOffer(row, now));
    },

    /** Every offer for the owner: those waiting for an answer first, then the newest. */
    async all(): Promise<AdminOffer[]> {
      await sweep();
      const now = clock();
      const rows = await offerRows(db)
        .orderBy(
          sql`case when ${offers.status} in ('pending', 'countered') then 0 else 1 end`,
          desc(offers.createdAt),
          desc(offers.id),
        )
        .limit(LIST_LIMIT);
      return rows.map((row) => toAdminOffer(row, now));
    },

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
        const owners = await ownerAddresses(tx, config.adminEmails);
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

    /**
     * The owner keeps an available work for an e-mail address for `days` (at `pricePence`, or
     * the work's own price when null); the collector is mailed the checkout link.
     */
    async reserve(input: {
      artworkId: string;
      email: string;
      days: number;
      pricePence: number | null;
    }): Promise<{ ok: true; reservation: Reservation } | OfferRefusal> {
      const now = clock();
      return db.transaction(async (tx) => {
        const [exists] = await tx
          .select({ id: artworks.id })
          .from(artworks)
          .where(eq(artworks.id, input.artworkId));
        if (!exists) return { ok: false, reason: "not-found" } as const;
        const expiresAt = new Date(now.getTime() + input.days * 24 * HOUR);
        const hold = await keep(
          tx,
          {
            artworkId: input.artworkId,
            kind: "reservation",
            email: input.email,
            pricePence: input.pricePence,
            expiresAt,
          },
          now,
        );
        if (!hold) return { ok: false, reason: "not-available" } as const;
        const work = (await worksOf(tx, [hold.artworkId])).get(hold.artworkId);
        if (work) {
          const pricePence = hold.pricePence ?? work.pricePence;
          await outbox.enqueue(tx, reservedMail(site, hold.email, { ...hold, pricePence }, work));
        }
        return { ok: true, reservation: toReservation(hold, work?.title ?? "") } as const;
      });
    },

    /** Every hold, open ones first, newest first: the owner's list of reservations. */
    async reservations(): Promise<Reservation[]> {
      await sweep();
      const rows = await db
        .select({ hold: collectorHolds, title: artworks.title })
        .from(collectorHolds)
        .innerJoin(artworks, eq(artworks.id, collectorHolds.artworkId))
        .orderBy(
          sql`case when ${collectorHolds.endedAt} is null then 0 else 1 end`,
          desc(collectorHolds.createdAt),
          desc(collectorHolds.id),
        )
        .limit(LIST_LIMIT);
      return rows.map((row) => toReservation(row.hold, row.title));
    },

    /**
     * The owner ends a hold before its time (a reservation, or an accepted offer's): the work is
     * available again, and those who like it are told.
     */
    async endHold(id: string): Promise<{ ok: true; reservation: Reservation } | OfferRefusal> {
      const now = clock();
      return db.transaction(async (tx) => {
        const [hold] = await tx
          .select()
          .from(collectorHolds)
          .where(eq(collectorHolds.id, id))
          .for("update");
        if (!hold) return { ok: false, reason: "not-found" } as const;
        if (hold.endedAt !== null) return { ok: false, reason: "not-open" } as const;
        const [ended] = await tx
          .update(collectorHolds)
          .set({ endedAt: now, endReason: "cancelled" })
          .where(eq(collectorHolds.id, id))
          .returning();
        await deps.released?.(tx, [hold.artworkId], hold.email);
        const work = (await worksOf(tx, [hold.artworkId])).get(hold.artworkId);
        return { ok: true, reservation: toReservation(ended, work?.title ?? "") } as const;
      });
    },

    /** The works kept for this collector now: their accepted offers and reservations. */
    async holdsOf(user: { id: string; email: string }): Promise<CollectorHold[]> {
      const now = clock();
      const rows = await db
        .select({
          hold: collectorHolds,
          offerId: offers.id,
          offerUser: offers.userId,
          work: workColumns,
        })
        .from(collectorHolds)
        .innerJoin(artworks, eq(artworks.id, collectorHolds.artworkId))
        .leftJoin(offers, eq(offers.holdId, collectorHolds.id))
        .where(
          and(
            eq(collectorHolds.email, user.email.toLowerCase()),
            isNull(collectorHolds.endedAt),
            sql`${collectorHolds.expiresAt} > ${now}`,
          ),
        )
        .orderBy(collectorHolds.expiresAt);
      return rows
        .filter((row) => row.hold.kind === "reservation" || row.offerUser === user.id)
        .map((row) => ({
          id: row.hold.id,
          kind: row.hold.kind,
          offerId: row.offerId,
          artworkId: row.work.id,
          artworkTitle: row.work.title,
          artworkArtist: row.work.artist,
          artworkImageUrl: row.work.imageUrl,
          pricePence: row.hold.pricePence ?? row.work.pricePence,
          expiresAt: row.hold.expiresAt.toISOString(),
        }));
    },
  };
}

function toReservation(hold: HoldRow, title: string): Reservation {
  return {
    id: hold.id,
    artworkId: hold.artworkId,
    artworkTitle: title,
    kind: hold.kind,
    email: hold.email,
    pricePence: hold.pricePence,
    expiresAt: hold.expiresAt.toISOString(),
    endedAt: hold.endedAt?.toISOString() ?? null,
    endReason: hold.endReason,
    createdAt: hold.createdAt.toISOString(),
  };
}

export type Offers = ReturnType<typeof createOffers>;
