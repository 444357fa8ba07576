import { isIP } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import { lt, sql } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import type { Db } from "#server/db/client";
import { rateLimits } from "#server/db/schema";

export type RateLimitResult = {
  allowed: boolean;
  /** Requests counted in the current window, this one included. */
  count: number;
  /** Seconds until the window ends and the count starts again. */
  retryAfterSeconds: number;
};

export type RateLimiter = {
  /** Counts one request for `key` and says whether it is within the limit. */
  hit(key: string): Promise<RateLimitResult>;
  /** Whether `key` is already over the limit, without counting anything. */
  isBlocked(key: string): Promise<RateLimitResult>;
  /** Gives back one request counted by `hit` (a reserved attempt that turned out fine). */
  release(key: string): Promise<void>;
  reset(key: string): Promise<void>;
};

/**
 * A fixed-window limiter whose counters live in the database, so every server process shares
 * them. One atomic upsert per hit: concurrent requests cannot both slip through.
 */
export function createRateLimiter(
  db: Db,
  options: { name: string; limit: number; windowMs: number },
): RateLimiter {
  const { name, limit, windowMs } = options;
  const rowKey = (key: string) => `${name}:${key}`;
  const result = (count: number, resetAt: Date): RateLimitResult => ({
    allowed: count <= limit,
    count,
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000)),
  });

  return {
    async hit(key) {
      const resetAt = new Date(Date.now() + windowMs);
      const [row] = await db
        .insert(rateLimits)
        .values({ key: rowKey(key), count: 1, resetAt })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
            resetAt: sql`case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end`,
          },
        })
        .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
      // Now and then, forget windows that ended long ago.
      if (Math.random() < 0.01) {
        await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now() - interval '1 day'`));
      }
      return result(row.count, row.resetAt);
    },

    async isBlocked(key) {
      const [row] = await db
        .select({ count: rateLimits.count, resetAt: rateLimits.resetAt })
        .from(rateLimits)
        .where(sql`${rateLimits.key} = ${rowKey(key)} and ${rateLimits.resetAt} > now()`);
      return row
        ? { ...result(row.count, row.resetAt), allowed: row.count < limit }
        : result(0, new Date());
    },

    async release(key) {
      await db
        .update(rateLimits)
        .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
        .where(sql`${rateLimits.key} = ${rowKey(key)} and ${rateLimits.resetAt} > now()`);
    },

    async reset(key) {
      await db.delete(rateLimits).where(sql`${rateLimits.key} = ${rowKey(key)}`);
    },
  };
}

/** The address of the peer that opened the connection: the client, or the nearest proxy. */
function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown"; // app.request() in tests has no socket
  }
}

/**
 * The client's address as TRUST_PROXY tells it. With no proxy trusted (0) it is
 * the socket's, and X-Forwarded-For is ignored: anyone can write that header. Behind N
 * proxies, each appends the address it saw, so the Nth address from the right is the one the
 * outermost proxy saw; everything left of it came from the client and is not trusted. A
 * shorter header (a request that skipped a proxy) gives its leftmost address; no header, or
 * an entry that is not an address, gives the socket's.
 */
export function forwardedClientIp(
  socket: string,
  forwardedFor: string | undefined,
  trustProxy: number,
): string {
  if (trustProxy <= 0 || !forwardedFor) return socket;
  const hops = forwardedFor
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  const hop = hops[Math.max(0, hops.length - trustProxy)];
  return hop ? (bareAddress(hop) ?? socket) : socket;
}

/** An IP address without the port or brackets some proxies add ("[::1]:80", "1.2.3.4:5"). */
function bareAddress(hop: string): string | undefined {
  if (isIP(hop)) return hop;
  const bracketed = hop.match(/^\[([^\]]+)\](?::\d+)?$/);
  if (bracketed && isIP(bracketed[1])) return bracketed[1];
  const withPort = hop.match(/^([\d.]+):\d+$/);
  if (withPort && isIP(withPort[1])) return withPort[1];
  return undefined;
}

declare module "hono" {
  interface ContextVariableMap {
    /** The client's address, as `clientAddress` worked it out (unset in apps without it). */
    clientIp?: string;
  }
}

/** Works out each request's client address once, for every throttle and log line. */
export function clientAddress(trustProxy: number): MiddlewareHandler {
  return async (c, next) => {
    const ip = forwardedClientIp(socketAddress(c), c.req.header("x-forwarded-for"), trustProxy);
    c.set("clientIp", ip);
    await next();
  };
}

/** The address the request came from: as `clientAddress` found it, else the socket's. */
export function clientIp(c: Context): string {
  return c.get("clientIp") ?? socketAddress(c);
}

/** Answers 429 with `message` and Retry-After once a client is over the limit. */
export function rateLimit(
  limiter: RateLimiter,
  message: string,
  keyOf: (c: Context) => string = clientIp,
): MiddlewareHandler {
  return async (c, next) => {
    const { allowed, retryAfterSeconds } = await limiter.hit(keyOf(c));
    if (!allowed) {
      c.header("Retry-After", String(retryAfterSeconds));
      return c.json({ error: message }, 429);
    }
    await next();
  };
}
