import { type SQL, sql } from "drizzle-orm";
import type { Queryable } from "#server/db/client";
import { artworks } from "#server/db/schema";

/**
 * Who is looking, which decides which works exist for them: everyone sees a public work from
 * its release; a follower with early access also sees the works released up to `until`; the
 * owners see every work, drafts too.
 */
export type Audience = { kind: "public" } | { kind: "early"; until: Date } | { kind: "owner" };

/** What one request's asker may see at `now`, read through `q` when given (a transaction). */
export type RequestAudience = (now: Date, q?: Queryable) => Promise<Audience>;

export const PUBLIC_AUDIENCE: Audience = { kind: "public" };
export const OWNER_AUDIENCE: Audience = { kind: "owner" };

/** The works `audience` may see at `now`, as a condition (none for the owners). */
export function visibleSql(audience: Audience, now: Date): SQL | undefined {
  if (audience.kind === "owner") return undefined;
  const until = audience.kind === "early" && audience.until > now ? audience.until : now;
  return sql`(${artworks.visibility} = 'public' and (${artworks.releaseAt} is null or ${artworks.releaseAt} <= ${until}))`;
}

/** `visibleSql`'s rule for one work already read. */
export function visibleTo(
  audience: Audience,
  work: { visibility: "draft" | "public"; releaseAt: Date | null },
  now: Date,
): boolean {
  if (audience.kind === "owner") return true;
  const until = audience.kind === "early" && audience.until > now ? audience.until : now;
  return work.visibility === "public" && (work.releaseAt === null || work.releaseAt <= until);
}
