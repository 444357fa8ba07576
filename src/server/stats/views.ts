import { sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import type { Logger } from "#server/lib/logger";
import { shopDay } from "#shared/dates";
import { isArtworkRef, looksLikeUuid } from "#shared/slug";

// Views of an artwork's detail, for the owner's Overview: counted per artwork and day, with no
// cookie, no address and nothing else that could tell one visitor from another. A view costs
// its request one map update; each process adds its counts to the database in one statement
// every FLUSH_MS (and when it stops), so the counting never waits on the database.

const FLUSH_MS = 30_000;
/** Robots that announce themselves are not visitors. */
const ROBOT = /bot|crawl|spider|slurp|preview|facebookexternalhit|headless/i;

/**
 * The artwork a request viewed, by its id or slug as the address named it: a successful GET of
 * `/api/artworks/<id or slug>` (the detail's data) or of the gallery page with
 * `?artwork=<id or slug>` (the detail rendered on the server); else none.
 */
export function viewedArtwork(request: {
  method: string;
  target: string;
  status: number;
  userAgent?: string;
}): string | undefined {
  if (request.method !== "GET" || request.status !== 200) return undefined;
  if (request.userAgent && ROBOT.test(request.userAgent)) return undefined;
  const query = request.target.indexOf("?");
  const path = query === -1 ? request.target : request.target.slice(0, query);
  if (path.startsWith("/api/artworks/")) {
    return artworkRef(path.slice("/api/artworks/".length));
  }
  if (path === "/" && query !== -1) {
    return artworkRef(new URLSearchParams(request.target.slice(query + 1)).get("artwork") ?? "");
  }
  return undefined;
}

/** An id or slug as one spelling (ids lower-cased), or none when it is neither. */
const artworkRef = (value: string) => (isArtworkRef(value) ? value.toLowerCase() : undefined);

export type ViewCounter = {
  /** Counts one view of an artwork (its id or slug) today, kept in memory until the next flush. */
  seen(ref: string): void;
  /** Adds the counts so far to the database; a failed flush keeps them for the next. */
  flush(): Promise<void>;
};

export function createViewCounter(deps: {
  db: Db;
  clock: () => Date;
  logger: Logger;
}): ViewCounter {
  // "<artwork id or slug> <day>" → views not yet in the database.
  let pending = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> = Promise.resolve();

  async function write(counts: Map<string, number>) {
    if (counts.size === 0) return;
    const rows = [...counts].map(([key, n]) => {
      const [ref, day] = key.split(" ");
      const id = looksLikeUuid(ref) ? ref : null;
      return sql`(${id}::uuid, ${id ? null : ref}::text, ${day}::date, ${n}::int)`;
    });
    // Joined to the artworks, so views of a work deleted meanwhile (or of a slug no work has)
    // are dropped, not an error; a work seen by id and by slug is one row.
    await deps.db.execute(sql`
      insert into artwork_views (artwork_id, day, count)
      select artworks.id, v.day, sum(v.n)::int
      from (values ${sql.join(rows, sql`, `)}) as v(artwork_id, slug, day, n)
      join artworks on artworks.id = v.artwork_id or artworks.slug = v.slug
      group by artworks.id, v.day
      on conflict (artwork_id, day) do update set count = artwork_views.count + excluded.count`);
  }

  function flush(): Promise<void> {
    flushing = flushing.then(async () => {
      const counts = pending;
      pending = new Map();
      try {
        await write(counts);
      } catch (error) {
        deps.logger.warn({ err: error }, "Could not record artwork views; trying again later");
        for (const [key, n] of counts) pending.set(key, (pending.get(key) ?? 0) + n);
      }
    });
    return flushing;
  }

  // The day, worked out once a minute (a new day starts on a minute): formatting a date is
  // most of what a view would cost otherwise.
  let minute = { from: 0, until: 0, day: "" };
  const today = () => {
    const now = deps.clock().getTime();
    if (now < minute.from || now >= minute.until) {
      const from = now - (now % 60_000);
      minute = { from, until: from + 60_000, day: shopDay(new Date(now)) };
    }
    return minute.day;
  };

  return {
    seen(ref) {
      const key = `${ref} ${today()}`;
      pending.set(key, (pending.get(key) ?? 0) + 1);
      if (!timer) {
        timer = setTimeout(() => {
          timer = undefined;
          void flush();
        }, FLUSH_MS);
        timer.unref();
      }
    },
    flush() {
      clearTimeout(timer);
      timer = undefined;
      return flush();
    },
  };
}
