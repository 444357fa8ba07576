import { and, desc, eq, isNull, lte, sql } from "drizzle-orm";
import type { Queryable } from "#server/db/client";
import { artworks, collectorHolds, offers } from "#server/db/schema";
import type { CollectorHold, HoldKind, Reservation } from "#shared/offers";
import { holdEndedMail, reservedMail } from "./mails";
import {
  closeOffersOn,
  HOUR,
  LIST_LIMIT,
  lockWork,
  mailEach,
  type OfferRefusal,
  type OffersDeps,
  workColumns,
  worksOf,
} from "./works";

type HoldRow = typeof collectorHolds.$inferSelect;

/**
 * Works kept for one collector: an accepted offer's hold (made by the offers' desk through
 * `keep`), or the owner's reservation for an address; ended by the owner, by an order, or by
 * running out. Keeping a work locks its row first, as ordering it does, so a hold and an order
 * never both take it; the partial unique index keeps at most one open hold per work
 * (docs/decisions/045-holds-and-offers.md).
 */
export function createHolds(
  deps: Pick<OffersDeps, "db" | "outbox" | "site" | "clock" | "released">,
) {
  const { db, outbox, site, clock } = deps;

  /**
   * Holds that ran out by `now` end (`expired`) — all, or those on `artworkId` — their
   * collectors told, and others who like the works told they are free again.
   */
  async function endRunOut(tx: Queryable, now: Date, artworkId?: string) {
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
    await mailEach(outbox, tx, ended, (hold, work) => holdEndedMail(site, hold.email, work));
    for (const hold of ended) await deps.released?.(tx, [hold.artworkId], hold.email);
  }

  /**
   * Keeps the work for one collector until `expiresAt`: only a work available at `now` (no
   * order holds it, no other hold keeps it, not sold). Other open offers on it are closed, all
   * but `keepOffer`.
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
    await endRunOut(tx, now, hold.artworkId);
    const [row] = await tx
      .insert(collectorHolds)
      .values({ ...hold, email: hold.email.toLowerCase(), createdAt: now })
      .returning();
    await closeOffersOn(deps, tx, [hold.artworkId], now, keepOffer);
    return row;
  }

  return {
    endRunOut,
    keep,

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
export type Holds = ReturnType<typeof createHolds>;

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
