import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";
import type { AuthEnv } from "#server/auth/guards";
import { requireOwner, requireUser } from "#server/auth/guards";
import { clientIp, type RateLimiter } from "#server/http/rate-limit";
import { validate } from "#server/http/validate";
import { alertInputSchema, enquiryInputSchema, followInputSchema } from "#shared/collector-input";
import { messages } from "#shared/messages";
import { routes } from "#shared/routes";
import type { Alerts } from "./alerts";
import type { Enquiries } from "./enquiries";
import type { Followers } from "./follow";
import type { CollectorThrottles as Throttles } from "./throttles";

async function overLimit(c: Context, limiter: RateLimiter, key: string) {
  const { allowed, retryAfterSeconds } = await limiter.hit(key);
  if (allowed) return undefined;
  c.header("Retry-After", String(retryAfterSeconds));
  return c.json({ error: messages.api.tooManyRequests }, 429);
}

/** The 429 when this client, or this address, has sent too many of a form this hour. */
const throttled = async (c: Context, throttles: Throttles, email: string) =>
  (await overLimit(c, throttles.byClient, clientIp(c))) ??
  (await overLimit(c, throttles.byAddress, email.toLowerCase()));

/** Where a follower's links land: the page that says what became of them. */
const FOLLOW_PAGE = routes.follow.path;

/** `POST /api/follow`, `GET /api/follow` and the confirmation link. */
export function followRoutes(deps: {
  followers: Followers;
  clock: () => Date;
  throttles: Throttles;
}) {
  const { followers, throttles, clock } = deps;
  return new Hono<AuthEnv>()
    .post("/", validate("json", followInputSchema), async (c) => {
      const { email, website } = c.req.valid("json");
      const refused = await throttled(c, throttles, email);
      if (refused) return refused;
      // A robot's form (the hidden field filled in) is answered as anyone's, and ignored.
      if (website) return c.json({ following: false }, 202);
      return c.json(await followers.follow({ email, user: c.get("user") }, clock()), 202);
    })
    .get("/", requireUser, async (c) =>
      c.json({ following: await followers.isFollowing(c.get("user").email) }),
    )
    .delete("/", requireUser, async (c) => {
      await followers.unfollow(c.get("user").email);
      return c.json({ following: false });
    })
    .get("/confirm/:token", async (c) => {
      const confirmed = await followers.confirm(c.req.param("token"), clock());
      return c.redirect(`${FOLLOW_PAGE}?state=${confirmed ? "confirmed" : "unknown"}`, 303);
    });
}

const idParam = z.object({ id: z.uuid({ error: "The id must be a valid UUID" }) });

/**
 * `POST /api/alerts` (anyone; throttled), a signed-in shopper's own alerts (`GET`, and
 * `DELETE /:id`), and the confirmation link.
 */
export function alertRoutes(deps: { alerts: Alerts; clock: () => Date; throttles: Throttles }) {
  const { alerts, throttles, clock } = deps;
  return new Hono<AuthEnv>()
    .post("/", validate("json", alertInputSchema), async (c) => {
      const { artworkId, website } = c.req.valid("json");
      const user = c.get("user");
      const email = c.req.valid("json").email ?? user?.email;
      if (!email) {
        return c.json(
          {
            error: `email: ${messages.api.alertEmailRequired}`,
            fields: { email: messages.api.alertEmailRequired },
          },
          400,
        );
      }
      const refused = await throttled(c, throttles, email);
      if (refused) return refused;
      if (website) return c.json({ active: false }, 201);
      const answer = await alerts.ask({ artworkId, email, user }, clock());
      if (!answer) return c.json({ error: messages.api.artworkNotFound }, 404);
      return c.json(answer, 201);
    })
    .get("/", requireUser, async (c) => c.json({ alerts: await alerts.listFor(c.get("user")) }))
    .delete("/:id", requireUser, validate("param", idParam), async (c) => {
      const removed = await alerts.remove(c.get("user"), c.req.valid("param").id);
      if (!removed) return c.json({ error: messages.api.alertNotFound }, 404);
      return c.json({ removed: true });
    })
    .get("/confirm/:token", async (c) => {
      const confirmed = await alerts.confirm(c.req.param("token"), clock());
      return c.redirect(`${FOLLOW_PAGE}?state=${confirmed ? "alert" : "unknown"}`, 303);
    });
}

/** `POST /api/enquiries`: anyone may ask (throttled); the owners are told by e-mail. */
export function enquiryRoutes(deps: {
  enquiries: Enquiries;
  clock: () => Date;
  throttles: Throttles;
}) {
  const { enquiries, throttles, clock } = deps;
  return new Hono<AuthEnv>().post("/", validate("json", enquiryInputSchema), async (c) => {
    const { website, ...input } = c.req.valid("json");
    const refused = await throttled(c, throttles, input.email);
    if (refused) return refused;
    // The same answer for a robot's form (the hidden field filled in), with nothing kept.
    if (website) return c.json({ received: true }, 201);
    const enquiry = await enquiries.create(
      { ...input, userId: c.get("user")?.id ?? null },
      clock(),
    );
    if (!enquiry) return c.json({ error: messages.api.artworkNotFound }, 404);
    return c.json({ received: true }, 201);
  });
}

/** The admin's Enquiries tab: every enquiry, newest first, and "Mark as done". Owners only. */
export function adminEnquiryRoutes(deps: { enquiries: Enquiries; clock: () => Date }) {
  return new Hono<AuthEnv>()
    .use(requireOwner)
    .get("/", async (c) => c.json({ enquiries: await deps.enquiries.list() }))
    .post("/:id/done", validate("param", idParam), async (c) => {
      const enquiry = await deps.enquiries.markDone(c.req.valid("param").id, deps.clock());
      if (!enquiry) return c.json({ error: messages.api.enquiryNotFound }, 404);
      return c.json({ enquiry });
    });
}

/**
 * A mail's unsubscribe link (RFC 8058): a POST, from a mail program with no session and from
 * no page of ours, stops that subscription at once; a GET (a person opening the link) lands on
 * the page that offers the same button.
 */
export function unsubscribeRoutes(deps: { followers: Followers; alerts: Alerts }) {
  return new Hono()
    .post("/:token", async (c) => {
      const token = c.req.param("token");
      // A token is a follower's or an alert's; the other finds nothing to end.
      await deps.followers.unsubscribe(token);
      await deps.alerts.unsubscribe(token);
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
