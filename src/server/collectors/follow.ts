import { and, eq, inArray, isNotNull, isNull, lte, min, sql } from "drizzle-orm";
import { PUBLIC_AUDIENCE, visibleSql } from "#server/catalogue/visibility";
import type { Db, Queryable } from "#server/db/client";
import { artworks, followers, newWorks } from "#server/db/schema";
import type { MailOutbox } from "#server/mail/outbox";
import type { Artwork } from "#shared/artwork";
import { releaseState } from "#shared/release";
import {
  alreadyFollowingMail,
  confirmFollowMail,
  type NewWork,
  newWorkMail,
  type Site,
} from "./mails";
import { newToken } from "./tokens";
import { workColumns } from "./works";

/** What decides when a work may be announced: whether it is a draft, and its release. */
export type ReleasedWork = Pick<Artwork, "id" | "visibility" | "releaseAt">;

/**
 * Who asks to follow: an address, and the signed-in shopper asking, if any (a session is only
 * ever given to a verified address).
 */
export type FollowRequest = { email: string; user: { id: string; email: string } | null };

export type Followers = ReturnType<typeof createFollowers>;

/**
 * Following the artist: double opt-in, new-work mails gathered per digest window, and
 * unsubscribing by the token in every mail. Every mail is written to the outbox in the
 * transaction of the change it reports (decision 013).
 */
export function createFollowers(deps: {
  db: Db;
  outbox: MailOutbox;
  site: Site;
  /** FOLLOW_DIGEST_MINUTES: how long additions are gathered; 0 announces each at once. */
  digestMinutes: number;
  /** Told, in the announcing transaction, which works are announced (similar-work alerts). */
  announced?: (tx: Queryable, artworkIds: string[]) => Promise<void>;
}) {
  const { db, outbox, site } = deps;

  /** A work's announcement, due at its release, or in the digest window when it is out now. */
  async function announceWhenOut(tx: Queryable, work: ReleasedWork, now: Date): Promise<void> {
    if (work.visibility === "draft") return;
    const releaseAt = work.releaseAt === null ? null : new Date(work.releaseAt);
    if (releaseAt && releaseAt > now) {
      // Announced by the sweep at the release itself, once, alongside that moment's others.
      await tx
        .insert(newWorks)
        .values({ artworkId: work.id, dueAt: releaseAt })
        .onConflictDoNothing();
      return;
    }
    const windowMs = deps.digestMinutes * 60_000;
    // The window open: the first unannounced work's that is not a release still ahead.
    const [open] = await tx
      .select({ dueAt: min(newWorks.dueAt) })
      .from(newWorks)
      .where(
        and(isNull(newWorks.announcedAt), lte(newWorks.dueAt, new Date(now.getTime() + windowMs))),
      );
    const dueAt = windowMs === 0 ? now : (open?.dueAt ?? new Date(now.getTime() + windowMs));
    await tx.insert(newWorks).values({ artworkId: work.id, dueAt }).onConflictDoNothing();
    if (windowMs === 0) await announceDue(tx, now);
  }

  /**
   * Mails each confirmed follower about every new work whose window is due, and marks them
   * announced, in one transaction: rows another process is announcing are skipped, so each
   * work is announced once. Returns how many works were announced.
   */
  async function announceDue(tx: Queryable, now: Date): Promise<number> {
    // Only works the public can see now: a release is announced once it is out.
    const due = await tx
      .select({ artworkId: newWorks.artworkId })
      .from(newWorks)
      .innerJoin(artworks, eq(artworks.id, newWorks.artworkId))
      .where(
        and(
          isNull(newWorks.announcedAt),
          lte(newWorks.dueAt, now),
          visibleSql(PUBLIC_AUDIENCE, now),
        ),
      )
      .for("update", { of: newWorks, skipLocked: true });
    if (due.length === 0) return 0;
    const ids = due.map((row) => row.artworkId);
    const works: NewWork[] = await tx
      .select(workColumns)
      .from(artworks)
      .where(inArray(artworks.id, ids))
      .orderBy(artworks.createdAt, artworks.id);
    const audience = await tx
      .select({ email: followers.email, token: followers.token })
      .from(followers)
      .where(isNotNull(followers.confirmedAt));
    if (works.length > 0) {
      await outbox.enqueue(
        tx,
        audience.map((follower) => newWorkMail(site, follower.email, follower.token, works)),
      );
      await deps.announced?.(
        tx,
        works.map((work) => work.id),
      );
    }
    await tx.update(newWorks).set({ announcedAt: now }).where(inArray(newWorks.artworkId, ids));
    return ids.length;
  }

  return {
    /**
     * Follows with `request.email`. The signed-in shopper's own verified address follows at
     * once; any other is sent a confirmation link (or, when it follows already, a note saying
     * so), so the answer never tells whether an address follows or has an account.
     */
    async follow(request: FollowRequest, now: Date): Promise<{ following: boolean }> {
      const email = request.email.toLowerCase();
      const user = request.user;
      const own = user !== null && user.email.toLowerCase() === email;
      return db.transaction(async (tx) => {
        await tx
          .insert(followers)
          .values({ email, token: newToken(), createdAt: now })
          .onConflictDoNothing({ target: followers.email });
        const [row] = await tx
          .select()
          .from(followers)
          .where(eq(followers.email, email))
          .for("update");
        if (own) {
          await tx
            .update(followers)
            .set({ userId: user.id, confirmedAt: row.confirmedAt ?? now })
            .where(eq(followers.id, row.id));
          return { following: true };
        }
        await outbox.enqueue(
          tx,
          row.confirmedAt
            ? alreadyFollowingMail(site, email, row.token)
            : confirmFollowMail(site, email, row.token),
        );
        return { following: false };
      });
    },

    /** Confirms the follower whose link this is; false when there is none (unsubscribed). */
    async confirm(token: string, now: Date): Promise<boolean> {
      const confirmed = await db
        .update(followers)
        .set({ confirmedAt: sql`coalesce(${followers.confirmedAt}, ${now})` })
        .where(eq(followers.token, token))
        .returning({ id: followers.id });
      return confirmed.length > 0;
    },

    /** Stops following for the address whose link this is: its row is deleted. */
    async unsubscribe(token: string): Promise<boolean> {
      const deleted = await db
        .delete(followers)
        .where(eq(followers.token, token))
        .returning({ id: followers.id });
      return deleted.length > 0;
    },

    /** Stops following for a signed-in shopper's own address (their profile's button). */
    async unfollow(email: string): Promise<void> {
      await db.delete(followers).where(eq(followers.email, email.toLowerCase()));
    },

    /** Whether `email` follows, confirmed. */
    async isFollowing(email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: followers.id })
        .from(followers)
        .where(and(eq(followers.email, email.toLowerCase()), isNotNull(followers.confirmedAt)));
      return row !== undefined;
    },

    /**
     * Notes a work the owner has just added, in the transaction that added it. A draft waits
     * until it is made public (`changed`); a work with a release time ahead is announced at its
     * release; any other joins the digest window open (the first unannounced work's), or opens
     * one. With no window (0), it is announced in that same transaction.
     */
    async added(tx: Queryable, work: ReleasedWork, now: Date): Promise<void> {
      await announceWhenOut(tx, work, now);
    },

    /**
     * A work the owner has changed, in the transaction that changed it: made a draft, its
     * announcement (if still to come) is withdrawn; coming out of hiding (a draft made public,
     * or a release time moved), it is announced as a work just added is. A work the public
     * could see already is not announced again.
     */
    async changed(
      tx: Queryable,
      before: ReleasedWork,
      after: ReleasedWork,
      now: Date,
    ): Promise<void> {
      const unannounced = and(eq(newWorks.artworkId, after.id), isNull(newWorks.announcedAt));
      if (after.visibility === "draft") {
        await tx.delete(newWorks).where(unannounced);
        return;
      }
      if (releaseState(before, now) === "public") return;
      await tx.delete(newWorks).where(unannounced);
      await announceWhenOut(tx, after, now);
    },

    /** Announces every window that is due (the server's sweep, each minute). */
    announceDue: (now: Date) => db.transaction((tx) => announceDue(tx, now)),
  };
}
