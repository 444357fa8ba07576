import type { Context } from "hono";
import { Hono } from "hono";
import type { AuthEnv } from "#server/auth/guards";
import { requireUser } from "#server/auth/guards";
import type { Db } from "#server/db/client";
import { clientIp, createRateLimiter, type RateLimiter } from "#server/http/rate-limit";
import { validate } from "#server/http/validate";
import { followInputSchema } from "#shared/collector-input";
import { messages } from "#shared/messages";
import type { Followers } from "./follow";

const HOUR = 60 * 60_000;

/** Shared by every process (the counters are in the database). */
export function createCollectorThrottles(db: Db) {
  return {
    byClient: createRateLimiter(db, { name: "follow-ip", limit: 20, windowMs: HOUR }),
    byAddress: createRateLimiter(db, { name: "follow-address", limit: 5, windowMs: HOUR }),
  };
}

async function overLimit(c: Context, limiter: RateLimiter, key: string) {
  const { allowed, retryAfterSeconds } = await limiter.hit(key);
  if (allowed) return undefined;
  c.header("Retry-After", String(retryAfterSeconds));
  return c.json({ error: messages.api.tooManyRequests }, 429);
}

/** Where a follower's links land: the page that says what became of them. */
export const FOLLOW_PAGE = "/follow";

/** `POST /api/follow`, `GET /api/follow` and the confirmation link. */
export function followRoutes(deps: {
  db: Db;
  followers: Followers;
  clock: () => Date;
  throttles: ReturnType<typeof createCollectorThrottles>;
}) {
  const { followers, throttles, clock } = deps;
  return new Hono<AuthEnv>()
    .post("/", validate("json", followInputSchema), async (c) => {
      const { email, website } = c.req.valid("json");
      const refused =
        (await overLimit(c, throttles.byClient, clientIp(c))) ??
        (await overLimit(c, throttles.byAddress, email.toLowerCase()));
      if (refused) return refused;
      // A robot's form (the hidden field filled in) is answered as anyone's, and ignored.
      if (website) return c.json({ following: false }, 202);
      return c.json(await followers.follow({ email, user: c.get("user") }, clock()), 202);
    })
    .get("/", requireUser, async (c) =>
      c.json({ following: await followers.isFollowing(c.get("user").email) }),
    )
    .get("/confirm/:token", async (c) => {
      const confirmed = await followers.confirm(c.req.param("token"), clock());
      return c.redirect(`${FOLLOW_PAGE}?state=${confirmed ? "confirmed" : "unknown"}`, 303);
    });
}

/**
 * A mail's unsubscribe link (RFC 8058): a POST, from a mail program with no session and from
 * no page of ours, stops that subscription at once; a GET (a person opening the link) lands on
 * the page that offers the same button.
 */
export function unsubscribeRoutes(deps: { followers: Followers }) {
  return new Hono()
    .post("/:token", async (c) => {
      await deps.followers.unsubscribe(c.req.param("token"));
      // The same answer for a link already used: the address is not subscribed either way.
      return c.json({ unsubscribed: true });
    })
    .get("/:token", (c) =>
      c.redirect(
        `${FOLLOW_PAGE}?state=unsubscribe&token=${encodeURIComponent(c.req.param("token"))}`,
        303,
      ),
    );
}
