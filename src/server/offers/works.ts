// What offers and holds share: the work's row as they read and lock it, their mails written per
// row, and the closing of open offers on a work someone else now has.
import { and, eq, inArray, ne } from "drizzle-orm";
import { availabilitySql } from "#server/catalogue/holds";
import { PUBLIC_AUDIENCE, visibleSql } from "#server/catalogue/visibility";
import type { Site } from "#server/collectors/mails";
import type { Config } from "#server/config";
import { pricePenceSql } from "#server/db/artwork-price";
import type { Db, Queryable } from "#server/db/client";
import { artworks, offers } from "#server/db/schema";
import type { Mail } from "#server/mail/mailer";
import type { MailOutbox } from "#server/mail/outbox";
import type { Released } from "#server/orders/ports";
import { OPEN_OFFER_STATUSES } from "#shared/offers";
import { type MailWork, offerDeclinedMail } from "./mails";

export const HOUR = 3_600_000;
export const LIST_LIMIT = 500;

/** What the offers' desk and the holds are made with (services.ts). */
export type OffersDeps = {
  db: Db;
  outbox: MailOutbox;
  site: Site;
  clock: () => Date;
  config: Pick<Config, "offersMinPrice" | "offerHoldHours" | "adminEmails">;
  /** Others who like a work told it is free again, when a hold on it ends. */
  released?: Released;
};

/** Why the offers' desk said no; the routes give each its status. */
export type OfferRefusal =
  | { ok: false; reason: "not-found" }
  /** The work is reserved, sold or kept for someone: no offer, no hold. */
  | { ok: false; reason: "not-available" }
  | { ok: false; reason: "already-offered" }
  /** The owner takes no offers now. */
  | { ok: false; reason: "offers-off" }
  /** The amount is out of bounds: `error` says which, for the `amount` field. */
  | { ok: false; reason: "bad-amount"; error: string }
  | { ok: false; reason: "not-open" };

/** The work's columns a mail or an answer needs, and its price in pence. */
export const workColumns = {
  id: artworks.id,
  slug: artworks.slug,
  title: artworks.title,
  artist: artworks.artist,
  imageUrl: artworks.imageUrl,
  pricePence: pricePenceSql(),
};

/**
 * The work `id`, locked for a change, with its availability at `now`; undefined if none (for a
 * shopper, `publicOnly`, also a draft or a work still to come: no offers before a release).
 */
export async function lockWork(tx: Queryable, id: string, now: Date, publicOnly = false) {
  const [work] = await tx
    .select({ ...workColumns, availability: availabilitySql(now) })
    .from(artworks)
    .where(and(eq(artworks.id, id), publicOnly ? visibleSql(PUBLIC_AUDIENCE, now) : undefined))
    .for("update", { of: artworks });
  return work;
}

export async function worksOf(db: Queryable, ids: string[]) {
  if (ids.length === 0) return new Map<string, MailWork & { pricePence: number }>();
  const rows = await db.select(workColumns).from(artworks).where(inArray(artworks.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** One mail per row, about the row's work, written in the transaction. */
export async function mailEach<R extends { artworkId: string }>(
  outbox: MailOutbox,
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
 * Other collectors' open offers on these works are closed (`declined`) — all but `keep`, the
 * offer a hold is made for — each buyer told: the work is kept for, or ordered by, someone else.
 */
export async function closeOffersOn(
  deps: Pick<OffersDeps, "outbox" | "site">,
  tx: Queryable,
  artworkIds: string[],
  now: Date,
  keep?: string,
) {
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
  await mailEach(deps.outbox, tx, closed, (offer, work) =>
    offerDeclinedMail(deps.site, offer.email, offer, work, "taken"),
  );
}
