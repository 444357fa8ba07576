import { and, eq, gt, min, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { catalogueVersion, orderItems } from "#server/db/schema";
import { type StatementCounts, statementCountsOf } from "#server/db/statement-counts";
import { type Answer, AnswerStore, etagOf, RenderedPage } from "#server/http/answers";

/**
 * Decisions 010 and 016: catalogue answers (lists with their counts, single artworks, rendered
 * pages) cached per normalized request, each kept with the catalogue version it was computed
 * at. Every transaction that changes what the catalogue shows bumps `catalogue_version` at
 * commit (a database trigger), so a cached answer is served only while the version it was made
 * at is still the current one, and only until the next hold ends (a reserved painting becomes
 * available then, with no write at all). The version is read again when this process has
 * written, and otherwise at most once each VERSION_TRUSTED_MS.
 */

/** How many request targets the fast lane may know answers by (several may share one). */
const MAX_ADDRESSES = 2_000;
/** …each at most this long: a longer one (rare, and costly to keep) always goes to the app. */
const MAX_ADDRESS_LENGTH = 2_048;
/** How long an answer may be kept at most, even when nothing changes. */
export const ANSWER_TTL_MS = 5 * 60_000;
/**
 * How long a version read stands for the current version, while this process has written
 * nothing since: a write of another process shows here within this (plus one read).
 */
export const VERSION_TRUSTED_MS = 500;
/** The catalogue's version and when the next hold ends, read in one statement (one snapshot). */
export async function catalogueState(
  db: Db,
  now: Date,
): Promise<{ version: number; nextHoldEnd: Date | null }> {
  const nextHoldEnd = db
    .select({ at: min(orderItems.holdExpiresAt) })
    .from(orderItems)
    .where(and(eq(orderItems.hold, "reserved"), gt(orderItems.holdExpiresAt, now)));
  const [row] = await db
    .select({
      version: catalogueVersion.version,
      nextHoldEnd: sql<Date | null>`(${nextHoldEnd})`.mapWith(orderItems.holdExpiresAt),
    })
    .from(catalogueVersion)
    .where(eq(catalogueVersion.id, 1));
  return { version: Number(row.version), nextHoldEnd: row.nextHoldEnd };
}

/** The catalogue's version now: one prepared statement. */
function versionReader(db: Db): () => Promise<number> {
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

/** What a computation is read at: the clock's time and the catalogue version read first. */
export type ReadAt = { now: Date; version: number };

export type CatalogueCache = {
  /**
   * The answer for `key`: cached while the catalogue is at the version it was made at and no
   * hold has ended since, else `compute(now)`d afresh (undefined: nothing to answer, not kept).
   * `address`, the request's target as sent (`requestTarget`), is remembered as one that
   * `key` answers, for `answerAt`.
   */
  answer: (
    key: string,
    compute: (at: ReadAt) => Promise<unknown>,
    address?: string,
  ) => Promise<Answer | undefined>;
  /**
   * The answer last given for this request target, if it may be sent now without asking the
   * database anything (the version is trusted, decision 016): the fast lane's only question.
   */
  answerAt: (address: string) => Answer | undefined;
  /** A number that depends on nothing but the catalogue version (the catalogue's size). */
  perVersion: (key: string, version: number, compute: () => Promise<number>) => Promise<number>;
};

/** One cache per app (each process, and each test app, has its own). */
export function createCatalogueCache(db: Db, clock: () => Date): CatalogueCache {
  const entries = new AnswerStore();
  const computing = new Map<string, Promise<Answer | undefined>>();
  const readVersion = trustedVersion(versionReader(db), statementCountsOf(db));
  const numbers = new Map<string, { version: number; value: number }>();
  // Request targets (as sent) → the key that answers them, the oldest forgotten first.
  const addresses = new Map<string, string>();
  const remember = (address: string | undefined, key: string) => {
    if (address === undefined || address.length > MAX_ADDRESS_LENGTH) return;
    if (addresses.get(address) === key) return;
    addresses.delete(address);
    addresses.set(address, key);
    if (addresses.size > MAX_ADDRESSES) addresses.delete(addresses.keys().next().value as string);
  };

  // Made at the version this request read or later (a computation that began after it asked),
  // so it holds every write committed before the request; and no hold has ended since.
  const servable = (answer: Answer, version: number, now: number) =>
    answer.version >= version && answer.from <= now && now < answer.until;

  const compute = (key: string, work: (at: ReadAt) => Promise<unknown>) => {
    const started = (async () => {
      const now = clock();
      // The version first, the data after: the data is then at least as new as the version,
      // and an answer is only ever served while the version is still current — so never stale.
      const state = await catalogueState(db, now);
      const value = await work({ now, version: state.version });
      if (value === undefined) return undefined;
      const page = value instanceof RenderedPage ? value : undefined;
      const body = Buffer.from(page ? page.html : JSON.stringify(value));
      const until = Math.min(
        now.getTime() + ANSWER_TTL_MS,
        state.nextHoldEnd?.getTime() ?? Number.POSITIVE_INFINITY,
      );
      const answer: Answer = {
        version: state.version,
        contentType: page ? "text/html; charset=UTF-8" : "application/json",
        status: page?.status ?? 200,
        from: now.getTime(),
        until,
        body,
        etag: etagOf(body),
        encoded: {},
      };
      entries.set(key, answer);
      return answer;
    })().finally(() => {
      if (computing.get(key) === started) computing.delete(key);
    });
    computing.set(key, started);
    return started;
  };

  const answer = async (
    key: string,
    work: (at: ReadAt) => Promise<unknown>,
  ): Promise<Answer | undefined> => {
    const now = clock().getTime();
    const cached = entries.get(key);
    const inFlight = computing.get(key);
    // Nothing to reuse (the common cold case): compute straight away.
    if ((!cached || now < cached.from || now >= cached.until) && !inFlight) {
      return compute(key, work);
    }
    const version = await readVersion();
    const hit = entries.get(key);
    if (hit && servable(hit, version, clock().getTime())) {
      entries.set(key, hit); // now the most recently used
      return hit;
    }
    // A computation under way serves this request too, if it read a version at least as new.
    const joined = await computing.get(key);
    if (joined && servable(joined, version, clock().getTime())) return joined;
    return compute(key, work);
  };

  return {
    async answer(key, work, address) {
      const found = await answer(key, work);
      if (found) remember(address, key);
      return found;
    },
    answerAt(address) {
      const key = addresses.get(address);
      const hit = key === undefined ? undefined : entries.get(key);
      const version = readVersion.trusted();
      if (!hit || version === undefined || !servable(hit, version, clock().getTime())) {
        return undefined;
      }
      entries.set(key as string, hit); // now the most recently used
      return hit;
    },
    async perVersion(key, version, work) {
      const known = numbers.get(key);
      if (known?.version === version) return known.value;
      const value = await work();
      const latest = numbers.get(key);
      if (!latest || latest.version < version) numbers.set(key, { version, value });
      return value;
    },
  };
}
