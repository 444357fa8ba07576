import type { Db } from "#server/db/client";
import { statementCountsOf } from "#server/db/statement-counts";
import type { Artwork, ArtworkPage } from "#shared/artwork";
import type { CatalogueFilters } from "#shared/filters";
import { FILTER_KEYS } from "#shared/filters";
import { type Answer, AnswerStore, etagOf, RenderedPage } from "./answer";
import { catalogueState, trustedVersion, versionReader } from "./version";

/**
 * Decisions 010 and 016: catalogue answers (lists with their counts, single artworks, rendered
 * pages) cached per normalized request, each kept with the catalogue version it was computed
 * at. Every transaction that changes what the catalogue shows bumps `catalogue_version` at
 * commit (a database trigger), so a cached answer is served only while the version it was made
 * at is still the current one, and only until the next hold ends or release opens (a reserved
 * painting becomes available then, or a coming one public, with no write at all). The version is read again when this process has
 * written, and otherwise at most once each VERSION_TRUSTED_MS. Decision 062: only a visitor
 * without a cookie may be given the answer from just before a change while the new one is
 * computed, for at most STALE_AFTER_CHANGE_MS, and never past the answer's own time.
 */

/** How many request targets the fast lane may know answers by (several may share one). */
const MAX_ADDRESSES = 2_000;
/** …each at most this long: a longer one (rare, and costly to keep) always goes to the app. */
const MAX_ADDRESS_LENGTH = 2_048;
/** How long an answer may be kept at most, even when nothing changes. */
export const ANSWER_TTL_MS = 5 * 60_000;
/**
 * Decision 062: how long after its version was last known current an answer may still be given
 * to a visitor without a cookie, while the answer for the newer version is computed — never
 * past the answer's own time limit (`until`), never to anyone with a cookie.
 */
export const STALE_AFTER_CHANGE_MS = 1_000;
/** How many versions the cache remembers when it last knew them current. */
const VERSIONS_REMEMBERED = 64;
/**
 * What a computation is read at: the clock's time and the catalogue version read first, and
 * when its answer stops standing for the catalogue though nothing is written (epoch ms).
 */
export type ReadAt = { now: Date; version: number; until: number };

/** A list's answer is one per distinct request: every filter, the page size and the cursor. */
export type ListQuery = {
  filters: CatalogueFilters;
  limit: number;
  cursor?: { createdAt: string; id: string };
};

/** How an answer is made when it is not cached (undefined: nothing to answer, not kept). */
type Compute<T> = (at: ReadAt) => Promise<T>;

/**
 * Who asks: the request's target as sent (`requestTarget`), remembered as one the answer
 * answers, for `answerAt`; and whether they came without a cookie (decision 062: only such a
 * visitor may be given the answer from just before the catalogue's latest change).
 */
export type Asker = { address?: string; anonymous: boolean };

/**
 * The catalogue's answers, each by what it answers: cached while the catalogue is at the
 * version it was made at and no hold has ended since, else computed afresh — except that a
 * visitor without a cookie may be given the answer of the version just before, while the new
 * one is computed, up to a second after that version was last known current (decision 062).
 */
export type CatalogueAnswers = {
  /** A page of artworks (`GET /api/artworks`). */
  list: (query: ListQuery, compute: Compute<ArtworkPage>, asker?: Asker) => Promise<Answer>;
  /** One artwork by its id or slug (`GET /api/artworks/:id`); undefined when there is none. */
  detail: (
    ref: string,
    compute: Compute<Artwork | undefined>,
    asker?: Asker,
  ) => Promise<Answer | undefined>;
  /** The gallery page rendered for this query string (`GET /?…`). */
  page: (search: string, compute: Compute<RenderedPage>, asker?: Asker) => Promise<Answer>;
  /**
   * The answer last given for this request target, if it may be sent now without asking the
   * database anything (the version is trusted, decision 016; or, to a visitor without a cookie,
   * the one before while the newer is computed, decision 062): the fast lane's only question.
   */
  answerAt: (address: string, anonymous?: boolean) => Answer | undefined;
  /** The catalogue's size at `at`, counted once per version (and again once a release opens). */
  catalogueSize: (at: ReadAt, count: () => Promise<number>) => Promise<number>;
};

/** The keys answers are kept by, one kind per kind of answer; nobody else spells them. */
const keys = {
  // Every filter there is, so a new one can never make two different lists share a key.
  list: ({ filters, limit, cursor }: ListQuery) => {
    return JSON.stringify([
      "list",
      ...FILTER_KEYS.map((key) => filters[key]),
      limit,
      cursor?.createdAt,
      cursor?.id,
    ]);
  },
  detail: (ref: string) => JSON.stringify(["artwork", ref]),
  page: (search: string) => JSON.stringify(["page", search]),
};

/**
 * One cache per app (each process, and each test app, has its own). `staleMs` is how long an
 * answer may outlive its version for a visitor without a cookie (0: never).
 */
export function createCatalogueAnswers(
  db: Db,
  clock: () => Date,
  staleMs = STALE_AFTER_CHANGE_MS,
): CatalogueAnswers {
  const entries = new AnswerStore();
  const computing = new Map<string, Promise<Answer | undefined>>();
  const readVersion = trustedVersion(versionReader(db), statementCountsOf(db));
  let size: { version: number; until: number; value: number } | undefined;
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

  // Decision 062: when each recent version was last known current (clock ms, taken before the
  // read that showed it, so never later than it truly was). A change after it came later
  // still, so an answer of that version is at most `now - known` behind the catalogue.
  const lastKnown = new Map<number, number>();
  const known = (version: number, at: number) => {
    if ((lastKnown.get(version) ?? Number.NEGATIVE_INFINITY) >= at) return;
    lastKnown.delete(version);
    lastKnown.set(version, at);
    if (lastKnown.size > VERSIONS_REMEMBERED) {
      lastKnown.delete(lastKnown.keys().next().value as number);
    }
  };
  // Behind the catalogue by at most `staleMs`, and within its own time: never past a release
  // moment or a hold's end, which no write announces.
  const recent = (answer: Answer, now: number) =>
    staleMs > 0 &&
    answer.from <= now &&
    now < answer.until &&
    now - Math.max(answer.from, lastKnown.get(answer.version) ?? answer.from) <= staleMs;

  const compute = (key: string, work: Compute<unknown>) => {
    const started = (async () => {
      const now = clock();
      // The version first, the data after: the data is then at least as new as the version,
      // and an answer is only ever served while the version is still current — so never stale.
      const state = await catalogueState(db, now);
      known(state.version, now.getTime());
      const until = Math.min(
        now.getTime() + ANSWER_TTL_MS,
        state.nextChange?.getTime() ?? Number.POSITIVE_INFINITY,
      );
      const value = await work({ now, version: state.version, until });
      if (value === undefined) return undefined;
      const page = value instanceof RenderedPage ? value : undefined;
      const body = Buffer.from(page ? page.html : JSON.stringify(value));
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
    work: Compute<unknown>,
    anonymous: boolean,
  ): Promise<Answer | undefined> => {
    const now = clock().getTime();
    const cached = entries.get(key);
    const inFlight = computing.get(key);
    // Nothing to reuse (the common cold case): compute straight away.
    if ((!cached || now < cached.from || now >= cached.until) && !inFlight) {
      return compute(key, work);
    }
    const version = await readVersion();
    known(version, now);
    const hit = entries.get(key);
    const at = clock().getTime();
    if (hit && servable(hit, version, at)) {
      entries.set(key, hit); // now the most recently used
      return hit;
    }
    // The catalogue moved on a moment ago: a visitor without a cookie is given the answer from
    // just before, while the new one is computed (its failure is the next request's to meet).
    if (anonymous && hit && recent(hit, at)) {
      if (!computing.has(key)) compute(key, work).catch(() => {});
      return hit;
    }
    // A computation under way serves this request too, if it read a version at least as new.
    const joined = await computing.get(key);
    if (joined && servable(joined, version, clock().getTime())) return joined;
    return compute(key, work);
  };

  const answerBy = async (key: string, work: Compute<unknown>, asker: Asker | undefined) => {
    const found = await answer(key, work, asker?.anonymous ?? false);
    if (found) remember(asker?.address, key);
    return found;
  };

  return {
    // A list and a page always have an answer: never "nothing".
    list: async (query, work, asker) => (await answerBy(keys.list(query), work, asker)) as Answer,
    detail: (ref, work, asker) => answerBy(keys.detail(ref), work, asker),
    page: async (search, work, asker) => (await answerBy(keys.page(search), work, asker)) as Answer,
    answerAt(address, anonymous = false) {
      const key = addresses.get(address);
      const hit = key === undefined ? undefined : entries.get(key);
      if (!hit) return undefined;
      const version = readVersion.trusted();
      const now = clock().getTime();
      if (version !== undefined && servable(hit, version, now)) {
        known(version, now);
        entries.set(key as string, hit); // now the most recently used
        return hit;
      }
      // The app is computing the newer answer already: a visitor without a cookie need not
      // wait for it, within the bound (decision 062). Else the app reads the version.
      return anonymous && computing.has(key as string) && recent(hit, now) ? hit : undefined;
    },
    async catalogueSize({ version, now, until }, count) {
      const at = now.getTime();
      if (size?.version === version && at < size.until) return size.value;
      const value = await count();
      if (!size || size.version < version || (size.version === version && size.until <= at)) {
        size = { version, until, value };
      }
      return value;
    },
  };
}
