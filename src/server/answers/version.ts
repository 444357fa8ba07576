import { and, eq, gt, isNull, min, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { artworks, catalogueVersion, collectorHolds, orderItems } from "#server/db/schema";
import type { StatementCounts } from "#server/db/statement-counts";

// The catalogue's version as its cached answers rely on it (decisions 010 and 016).

/**
 * How long a version read stands for the current version, while this process has written
 * nothing since: a write of another process shows here within this (plus one read).
 */
export const VERSION_TRUSTED_MS = 500;
/**
 * The catalogue's version and the next moment what it shows changes with no write at all —
 * when the next hold ends (an order's, or one kept for a collector) or the next release opens
 * — read in one statement (one snapshot).
 */
export async function catalogueState(
  db: Db,
  now: Date,
): Promise<{ version: number; nextChange: Date | null }> {
  const nextOrderHoldEnd = db
    .select({ at: min(orderItems.holdExpiresAt) })
    .from(orderItems)
    .where(and(eq(orderItems.hold, "reserved"), gt(orderItems.holdExpiresAt, now)));
  const nextCollectorHoldEnd = db
    .select({ at: min(collectorHolds.expiresAt) })
    .from(collectorHolds)
    .where(and(isNull(collectorHolds.endedAt), gt(collectorHolds.expiresAt, now)));
  // A draft's time counts too: an answer ending early is only a recomputation.
  const nextRelease = db
    .select({ at: min(artworks.releaseAt) })
    .from(artworks)
    .where(gt(artworks.releaseAt, now));
  const [row] = await db
    .select({
      version: catalogueVersion.version,
      // least() skips nulls: the earliest of the three, or null when nothing is due to change.
      nextChange:
        sql<Date | null>`least((${nextOrderHoldEnd}), (${nextCollectorHoldEnd}), (${nextRelease}))`.mapWith(
          orderItems.holdExpiresAt,
        ),
    })
    .from(catalogueVersion)
    .where(eq(catalogueVersion.id, 1));
  return { version: Number(row.version), nextChange: row.nextChange };
}

/** The catalogue's version now: one prepared statement. */
export function versionReader(db: Db): () => Promise<number> {
  const query = db
    .select({ version: catalogueVersion.version })
    .from(catalogueVersion)
    .where(eq(catalogueVersion.id, 1))
    .prepare("atelier_catalogue_version");
  return async () => Number((await query.execute())[0].version);
}

/**
 * The catalogue's version as a request may rely on it, mostly without asking the database: a
 * version read stands for VERSION_TRUSTED_MS (by the monotonic clock) unless this process has
 * written since the read began (`counts`), so this process's own writes show at once and other
 * processes' within the window. Without counts (a handle not on a pool) every call reads.
 */
export function trustedVersion(
  read: () => Promise<number>,
  counts: StatementCounts | undefined,
  trustedMs = VERSION_TRUSTED_MS,
  monotonic: () => number = () => performance.now(),
): (() => Promise<number>) & { trusted: () => number | undefined } {
  const readShared = coalesced(read);
  let known: { version: number; at: number; writes: number } | undefined;
  /** The version known without a read, while it may be relied on; else undefined. */
  const trusted = () =>
    counts && known?.writes === counts.writes && monotonic() - known.at < trustedMs
      ? known.version
      : undefined;
  const current = async () => {
    const version = trusted();
    if (version !== undefined) return version;
    // Taken before the read (which begins at or after this): conservative on both counts.
    const at = monotonic();
    const writes = counts?.writes ?? 0;
    const read = await readShared();
    if (!known || at >= known.at) known = { version: read, at, writes };
    return read;
  };
  return Object.assign(current, { trusted });
}

/**
 * `read`, shared by every caller that asks while no read is under way — but a caller never
 * joins a read that started before it asked (that read might miss a write the caller has just
 * seen commit): it waits for the next one. So under any load at most one read is in flight, and
 * each caller gets a value read after it asked.
 */
export function coalesced<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let queued: Promise<T> | undefined;
  const run = () => {
    const current = read().finally(() => {
      if (running === current) running = undefined;
    });
    running = current;
    return current;
  };
  return () => {
    if (!running) return run();
    queued ??= running
      .then(
        () => {},
        () => {},
      )
      .then(() => {
        queued = undefined;
        return run();
      });
    return queued;
  };
}
