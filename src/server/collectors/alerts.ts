import { and, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import { PUBLIC_AUDIENCE, visibleSql } from "#server/catalogue/visibility";
import type { Db, Queryable } from "#server/db/client";
import { alerts, artworks } from "#server/db/schema";
import type { MailOutbox } from "#server/mail/outbox";
import type { Alert } from "#shared/collectors";
import type { PriceRange, SizeClass } from "#shared/filters";
import {
  alertActiveMail,
  confirmAlertMail,
  type NewWork,
  type Site,
  similarWorkMail,
} from "./mails";
import { isLike, likenessOf } from "./similar";
import { newToken } from "./tokens";
import { workColumns } from "./works";

/** Who asks for an alert: the painting, the address, and the signed-in shopper, if any. */
export type AlertRequest = {
  artworkId: string;
  email: string;
  user: { id: string; email: string } | null;
};

export type Alerts = ReturnType<typeof createAlerts>;

/**
 * "Notify me about similar work": alerts confirmed like a follow (double opt-in, unless a
 * shopper asks with their own address), mailed when the owner's new works are announced, and
 * ended by the token in each of their mails. Every mail is written in the transaction of the
 * change it reports (decision 013).
 */
export function createAlerts(deps: { db: Db; outbox: MailOutbox; site: Site }) {
  const { db, outbox, site } = deps;

  return {
    /**
     * Sets an alert on work like `artworkId` for `email`; undefined when there is no such
     * painting. The shopper's own address is active at once; any other is sent a link to
     * confirm (or a note that it is active already), and the answer is the same either way.
     */
    async ask(request: AlertRequest, now: Date): Promise<{ active: boolean } | undefined> {
      const email = request.email.toLowerCase();
      const user = request.user;
      const own = user !== null && user.email.toLowerCase() === email;
      return db.transaction(async (tx) => {
        const [work] = await tx
          .select({
            title: artworks.title,
            medium: artworks.medium,
            size: artworks.size,
            price: artworks.price,
          })
          .from(artworks)
          .where(and(eq(artworks.id, request.artworkId), visibleSql(PUBLIC_AUDIENCE, now)));
        if (!work) return undefined;
        await tx
          .insert(alerts)
          .values({
            email,
            token: newToken(),
            artworkId: request.artworkId,
            artworkTitle: work.title,
            ...likenessOf(work),
            createdAt: now,
          })
          .onConflictDoNothing({ target: [alerts.email, alerts.artworkId] });
        const [row] = await tx
          .select()
          .from(alerts)
          .where(and(eq(alerts.email, email), eq(alerts.artworkId, request.artworkId)))
          .for("update");
        if (own) {
          await tx
            .update(alerts)
            .set({ userId: user.id, confirmedAt: row.confirmedAt ?? now })
            .where(eq(alerts.id, row.id));
          return { active: true };
        }
        await outbox.enqueue(
          tx,
          row.confirmedAt
            ? alertActiveMail(site, email, row.token, row.artworkTitle)
            : confirmAlertMail(site, email, row.token, row.artworkTitle),
        );
        return { active: false };
      });
    },

    /** Confirms the alert whose link this is; false when there is none (ended). */
    async confirm(token: string, now: Date): Promise<boolean> {
      const confirmed = await db
        .update(alerts)
        .set({ confirmedAt: sql`coalesce(${alerts.confirmedAt}, ${now})` })
        .where(eq(alerts.token, token))
        .returning({ id: alerts.id });
      return confirmed.length > 0;
    },

    /**
     * Ends, for the address whose link this is, every similar-work alert: a mail lists the
     * works of all of them, so its one link stops them all. The rows are deleted.
     */
    async unsubscribe(token: string): Promise<boolean> {
      const deleted = await db
        .delete(alerts)
        .where(
          inArray(
            alerts.email,
            db.select({ email: alerts.email }).from(alerts).where(eq(alerts.token, token)),
          ),
        )
        .returning({ id: alerts.id });
      return deleted.length > 0;
    },

    /** A signed-in shopper's alerts: those they set, and any for their address. */
    async listFor(user: { id: string; email: string }): Promise<Alert[]> {
      const rows = await db
        .select({ alert: alerts, slug: artworks.slug })
        .from(alerts)
        .leftJoin(artworks, eq(artworks.id, alerts.artworkId))
        .where(or(eq(alerts.userId, user.id), eq(alerts.email, user.email.toLowerCase())))
        .orderBy(alerts.createdAt, alerts.id);
      return rows.map(({ alert: row, slug }) => ({
        id: row.id,
        artworkId: row.artworkId,
        artworkSlug: slug,
        artworkTitle: row.artworkTitle,
        confirmed: row.confirmedAt !== null,
        createdAt: row.createdAt.toISOString(),
      }));
    },

    /** Ends one of a signed-in shopper's alerts; false when it is not theirs (or gone). */
    async remove(user: { id: string; email: string }, id: string): Promise<boolean> {
      const deleted = await db
        .delete(alerts)
        .where(
          and(
            eq(alerts.id, id),
            or(eq(alerts.userId, user.id), eq(alerts.email, user.email.toLowerCase())),
          ),
        )
        .returning({ id: alerts.id });
      return deleted.length > 0;
    },

    /**
     * In the transaction announcing new works: each address whose confirmed alerts match some
     * of them gets one mail listing those works (each once), naming the paintings it asked from.
     */
    async announced(tx: Queryable, artworkIds: string[]): Promise<void> {
      if (artworkIds.length === 0) return;
      const works = await tx
        .select(workColumns)
        .from(artworks)
        .where(inArray(artworks.id, artworkIds))
        .orderBy(artworks.createdAt, artworks.id);
      const likeness = new Map(works.map((work) => [work.id, likenessOf(work)]));
      const active = await tx
        .select()
        .from(alerts)
        .where(isNotNull(alerts.confirmedAt))
        .orderBy(alerts.email, alerts.createdAt);
      const byAddress = new Map<string, { token: string; titles: string[]; works: NewWork[] }>();
      for (const alert of active) {
        const asked = {
          mediums: alert.mediums,
          sizeClass: alert.sizeClass as SizeClass | null,
          priceRanges: alert.priceRanges as PriceRange[],
        };
        const matching = works.filter((work) => {
          if (work.id === alert.artworkId) return false;
          const like = likeness.get(work.id);
          return like !== undefined && isLike(asked, like);
        });
        if (matching.length === 0) continue;
        const entry = byAddress.get(alert.email) ?? { token: alert.token, titles: [], works: [] };
        entry.titles.push(alert.artworkTitle);
        for (const work of matching) if (!entry.works.includes(work)) entry.works.push(work);
        byAddress.set(alert.email, entry);
      }
      await outbox.enqueue(
        tx,
        [...byAddress].map(([email, entry]) =>
          similarWorkMail(site, email, entry.token, entry.titles, entry.works),
        ),
      );
    },
  };
}
