import { and, asc, eq, gt, isNotNull, lte, min, sql } from "drizzle-orm";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import type { AuthEnv } from "#server/auth/guards";
import { artworkColumns, toArtworks } from "#server/catalogue/service";
import {
  type Audience,
  OWNER_AUDIENCE,
  PUBLIC_AUDIENCE,
  type RequestAudience,
} from "#server/catalogue/visibility";
import type { Db, Queryable } from "#server/db/client";
import { artworks, earlyAccess, followers } from "#server/db/schema";
import type { MailOutbox } from "#server/mail/outbox";
import type { Artwork } from "#shared/artwork";
import { previewTokenSchema } from "#shared/release";
import { earlyAccessMail, type Site } from "./mails";
import { newToken } from "./tokens";
import { workColumns } from "./works";

export type EarlyAccess = ReturnType<typeof createEarlyAccess>;

/** The cookie a preview link leaves, so the follower's later requests keep its early look. */
export const PREVIEW_COOKIE = "atelier_preview";

/** Who is asking, as far as early access cares: the signed-in user, and a preview link's token. */
export type Asker = {
  user: { email: string; isOwner: boolean } | null;
  previewToken?: string;
};

/** Coming works: public, with a release time still ahead (up to `until`, when given). */
const coming = (now: Date, until?: Date) =>
  and(
    eq(artworks.visibility, "public"),
    gt(artworks.releaseAt, now),
    until ? lte(artworks.releaseAt, until) : undefined,
  );

/**
 * Followers' early look at a release: `hours` before it, each confirmed follower is mailed
 * once with a private link; holding that link, or signed in with a confirmed follower's
 * address, they may see, favourite and buy the coming works until they are out.
 */
export function createEarlyAccess(deps: {
  db: Db;
  outbox: MailOutbox;
  site: Site;
  /** EARLY_ACCESS_HOURS: how long before a release its early look opens; 0, never. */
  hours: number;
}) {
  const { db, outbox, site } = deps;
  const windowMs = deps.hours * 3_600_000;

  /** The audience a preview link's token opens: its release's works, until they are out. */
  async function tokenAudience(
    token: string,
    now: Date,
    q: Queryable = db,
  ): Promise<Audience | undefined> {
    const [row] = await q
      .select({ releaseAt: earlyAccess.releaseAt })
      .from(earlyAccess)
      .where(and(eq(earlyAccess.token, token), gt(earlyAccess.releaseAt, now)));
    return row ? { kind: "early", until: row.releaseAt } : undefined;
  }

  /** A confirmed follower signed in sees every release whose early look is open. */
  async function followerAudience(
    email: string,
    now: Date,
    q: Queryable = db,
  ): Promise<Audience | undefined> {
    if (windowMs === 0) return undefined;
    const [row] = await q
      .select({ id: followers.id })
      .from(followers)
      .where(and(eq(followers.email, email.toLowerCase()), isNotNull(followers.confirmedAt)));
    return row ? { kind: "early", until: new Date(now.getTime() + windowMs) } : undefined;
  }

  return {
    /**
     * What the asker may see of the catalogue: everything for an owner; the coming works of an
     * open early look for a follower or a preview link's holder (the later of the two); else
     * what everyone sees. Read through `q` when given (inside a transaction).
     */
    async audienceOf(asker: Asker, now: Date, q: Queryable = db): Promise<Audience> {
      if (asker.user?.isOwner) return OWNER_AUDIENCE;
      const found = [
        asker.previewToken ? await tokenAudience(asker.previewToken, now, q) : undefined,
        asker.user ? await followerAudience(asker.user.email, now, q) : undefined,
      ];
      let until: Date | undefined;
      for (const audience of found) {
        if (audience?.kind === "early" && (!until || audience.until > until)) {
          until = audience.until;
        }
      }
      return until ? { kind: "early", until } : PUBLIC_AUDIENCE;
    },

    /** A request's audience, read only when asked for (most requests never need it). */
    audienceFor(c: Context): RequestAudience {
      // Every API route after the session's middleware has `user` (null when signed out).
      const user: AuthEnv["Variables"]["user"] = c.var.user ?? null;
      // A cookie that is not a token's shape is none: it never reaches a query.
      const cookie = getCookie(c, PREVIEW_COOKIE);
      const previewToken = previewTokenSchema.safeParse(cookie).success ? cookie : undefined;
      const asker: Asker = { user, previewToken };
      return (now, q) => this.audienceOf(asker, now, q);
    },

    /** The works an early audience may see before release, the soonest release first. */
    async comingWorks(audience: Audience, now: Date): Promise<Artwork[]> {
      if (audience.kind === "public") return [];
      // The owners see every coming work, however far off its release: no bound (the last
      // moment JavaScript knows is a year PGlite refuses, and that was a 500).
      const until = audience.kind === "early" ? audience.until : undefined;
      const rows = await db
        .select(artworkColumns(now))
        .from(artworks)
        .where(coming(now, until))
        .orderBy(asc(artworks.releaseAt), asc(artworks.createdAt), asc(artworks.id));
      return toArtworks(db, rows, now);
    },

    /** The release a preview link's token is for, while it is still to come. */
    async tokenRelease(token: string, now: Date): Promise<Date | undefined> {
      const audience = await tokenAudience(token, now);
      return audience?.kind === "early" ? audience.until : undefined;
    },

    /** The next release within `ms` of `now`, if any: announced at its moment (serve.ts). */
    async nextReleaseWithin(now: Date, ms: number): Promise<Date | undefined> {
      const [row] = await db
        .select({ at: min(artworks.releaseAt) })
        .from(artworks)
        .where(coming(now, new Date(now.getTime() + ms)));
      return row?.at ? new Date(row.at) : undefined;
    },

    /**
     * Mails every confirmed follower not yet told about each release whose early look has
     * opened (`hours` before it, the release still ahead), one mail per follower and release
     * moment: the unique pair in `early_access` makes it one whichever process's sweep runs,
     * and the mail is written to the outbox in the transaction that records it. Returns how
     * many mails it wrote.
     */
    async sendDue(now: Date): Promise<number> {
      if (windowMs === 0) return 0;
      const until = new Date(now.getTime() + windowMs);
      const releases = await db
        .selectDistinct({ releaseAt: artworks.releaseAt })
        .from(artworks)
        .where(coming(now, until))
        .orderBy(asc(artworks.releaseAt));
      let sent = 0;
      for (const { releaseAt } of releases) {
        if (!releaseAt) continue;
        sent += await db.transaction(async (tx) => {
          const audience = await tx
            .select({ id: followers.id, email: followers.email, token: followers.token })
            .from(followers)
            .where(
              and(
                isNotNull(followers.confirmedAt),
                sql`not exists (select 1 from ${earlyAccess} where ${earlyAccess.followerId} = ${followers.id} and ${earlyAccess.releaseAt} = ${releaseAt})`,
              ),
            );
          if (audience.length === 0) return 0;
          const works = await tx
            .select(workColumns)
            .from(artworks)
            .where(and(eq(artworks.visibility, "public"), eq(artworks.releaseAt, releaseAt)))
            .orderBy(asc(artworks.createdAt), asc(artworks.id));
          if (works.length === 0) return 0;
          // Recorded first: a row another process wrote meanwhile wins, and its mail is theirs.
          const recorded = await tx
            .insert(earlyAccess)
            .values(
              audience.map((follower) => ({
                followerId: follower.id,
                releaseAt,
                token: newToken(),
                sentAt: now,
              })),
            )
            .onConflictDoNothing()
            .returning({ followerId: earlyAccess.followerId, token: earlyAccess.token });
          const byId = new Map(audience.map((follower) => [follower.id, follower]));
          await outbox.enqueue(
            tx,
            recorded.map((row) => {
              const follower = byId.get(row.followerId) as (typeof audience)[number];
              return earlyAccessMail(site, follower.email, follower.token, {
                previewToken: row.token,
                releaseAt,
                works,
              });
            }),
          );
          return recorded.length;
        });
      }
      return sent;
    },
  };
}
