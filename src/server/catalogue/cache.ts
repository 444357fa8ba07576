import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { and, eq, gt, min, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { Db } from "#server/db/client";
import { catalogueVersion, orderItems } from "#server/db/schema";
import { type StatementCounts, statementCountsOf } from "#server/db/statement-counts";

/**
 * Decisions 010 and 016: catalogue answers (lists with their counts, single artworks, rendered
 * pages) cached per normalized request, each kept with the catalogue version it was computed
 * at. Every transaction that changes what the catalogue shows bumps `catalogue_version` at
 * commit (a database trigger), so a cached answer is served only while the version it was made
 * at is still the current one, and only until the next hold ends (a reserved painting becomes
 * available then, with no write at all). The version is read again when this process has
 * written, and otherwise at most once each VERSION_TRUSTED_MS.
 */

/** How long an answer may be kept at most, even when nothing changes. */
export const ANSWER_TTL_MS = 5 * 60_000;
/**
 * How long a version read stands for the current version, while this process has written
 * nothing since: a write of another process shows here within this (plus one read).
 */
export const VERSION_TRUSTED_MS = 500;
/** The cache holds at most this many answers… */
const MAX_ENTRIES = 500;
/** …and at most this many bytes of JSON (a 100-artwork page is about 40 KB). */
const MAX_BYTES = 32 * 1024 * 1024;

export type Encoding = "br" | "gzip";

/**
 * A computed answer that is not JSON: a page rendered from the catalogue, kept and
 * sent as it is, with its status — the gallery's pages are the same for every visitor.
 */
export class RenderedPage {
  constructor(
    readonly html: string,
    readonly status: 200 | 404,
  ) {}
}

export type Answer = {
  /** The catalogue version it was computed at. */
  version: number;
  /** `application/json`, or `text/html` for a RenderedPage; and the status to send. */
  contentType: string;
  status: 200 | 404;
  /** The clock times (ms) between which it is right: from its computation to the next hold end. */
  from: number;
  until: number;
  /** The JSON body, its weak ETag, and its compressed forms, made the first time one is asked. */
  body: string;
  etag: string;
  encoded: Partial<Record<Encoding, Buffer>>;
};

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
): () => Promise<number> {
  const readShared = coalesced(read);
  let known: { version: number; at: number; writes: number } | undefined;
  return async () => {
    if (counts && known?.writes === counts.writes && monotonic() - known.at < trustedMs) {
      return known.version;
    }
    // Taken before the read (which begins at or after this): conservative on both counts.
    const at = monotonic();
    const writes = counts?.writes ?? 0;
    const version = await readShared();
    if (!known || at >= known.at) known = { version, at, writes };
    return version;
  };
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

/** A weak validator: the same JSON in any content coding. */
function etagOf(body: string): string {
  return `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`;
}

/** The compressed form the client accepts best (brotli, then gzip), if any. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const q: Record<string, number> = {};
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const value = weight ? Number(weight.slice(2)) : 1;
    q[name] = Number.isFinite(value) ? value : 0;
  }
  const weightOf = (name: Encoding) => q[name] ?? q["*"] ?? 0;
  if (weightOf("br") > 0 && weightOf("br") >= weightOf("gzip")) return "br";
  if (weightOf("gzip") > 0) return "gzip";
  return undefined;
}

export function encodedBody(answer: Answer, encoding: Encoding): Buffer {
  answer.encoded[encoding] ??=
    encoding === "br"
      ? brotliCompressSync(answer.body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: 1 },
        })
      : gzipSync(answer.body, { level: 6 });
  return answer.encoded[encoding];
}

/**
 * A cached answer with its ETag: 304 when the client already has it (If-None-Match), else the
 * body, compressed once per answer for clients that accept it. `no-cache`: a browser may keep
 * it but asks again each time, and the ETag makes asking cheap.
 */
export function sendAnswer(c: Context, answer: Answer): Response {
  const headers: Record<string, string> = {
    ETag: answer.etag,
    "Cache-Control": "no-cache",
    Vary: "Accept-Encoding",
  };
  if (matchesEtag(c.req.header("If-None-Match"), answer.etag)) {
    return c.body(null, 304, headers);
  }
  headers["Content-Type"] = answer.contentType;
  const encoding = preferredEncoding(c.req.header("Accept-Encoding"));
  // Small answers are not worth compressing (the compress middleware's own threshold).
  if (encoding && answer.body.length >= 1024) {
    return c.body(new Uint8Array(encodedBody(answer, encoding)), answer.status, {
      ...headers,
      "Content-Encoding": encoding,
    });
  }
  return c.body(answer.body, answer.status, headers);
}

/** Whether an If-None-Match header names this weak ETag (weak comparison, or `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}

/** What a computation is read at: the clock's time and the catalogue version read first. */
export type ReadAt = { now: Date; version: number };

export type CatalogueCache = {
  /**
   * The answer for `key`: cached while the catalogue is at the version it was made at and no
   * hold has ended since, else `compute(now)`d afresh (undefined: nothing to answer, not kept).
   */
  answer: (key: string, compute: (at: ReadAt) => Promise<unknown>) => Promise<Answer | undefined>;
  /** A number that depends on nothing but the catalogue version (the catalogue's size). */
  perVersion: (key: string, version: number, compute: () => Promise<number>) => Promise<number>;
};

/**
 * Answers by key, least recently used first out, within `maxEntries` answers and `maxBytes`
 * bytes of JSON. An answer never replaces one computed at a newer version.
 */
export class AnswerStore {
  // A Map keeps insertion order: re-inserting on use makes its first key the least recent.
  private readonly entries = new Map<string, Answer>();
  private bytes = 0;

  constructor(
    private readonly maxEntries = MAX_ENTRIES,
    private readonly maxBytes = MAX_BYTES,
  ) {}

  get(key: string): Answer | undefined {
    return this.entries.get(key);
  }

  /** Keeps `answer` (as the most recently used) unless it is too big or a newer one is kept. */
  set(key: string, answer: Answer) {
    const kept = this.entries.get(key);
    if (kept && kept !== answer && kept.version > answer.version) return;
    if (answer.body.length > this.maxBytes / 8) return;
    this.delete(key);
    this.entries.set(key, answer);
    this.bytes += answer.body.length;
    for (const [oldest] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  delete(key: string) {
    const kept = this.entries.get(key);
    if (kept) {
      this.bytes -= kept.body.length;
      this.entries.delete(key);
    }
  }

  get size() {
    return { entries: this.entries.size, bytes: this.bytes };
  }
}

/** One cache per app (each process, and each test app, has its own). */
export function createCatalogueCache(db: Db, clock: () => Date): CatalogueCache {
  const entries = new AnswerStore();
  const computing = new Map<string, Promise<Answer | undefined>>();
  const readVersion = trustedVersion(versionReader(db), statementCountsOf(db));
  const numbers = new Map<string, { version: number; value: number }>();

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
      const body = page ? page.html : JSON.stringify(value);
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

  return {
    async answer(key, work) {
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
