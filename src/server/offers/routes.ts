import { type Context, Hono } from "hono";
import { z } from "zod";
import { type AuthEnv, requireOwner, requireUser } from "#server/auth/guards";
import type { CollectorThrottles } from "#server/collectors/throttles";
import { clientIp, type RateLimiter } from "#server/http/rate-limit";
import { validate } from "#server/http/validate";
import { messages } from "#shared/messages";
import { penceOf } from "#shared/money-input";
import { counterInputSchema, offerInputSchema, reservationInputSchema } from "#shared/offer-input";
import type { Offers } from "./service";
import type { OfferRefusal } from "./works";

const idParam = z.object({ id: z.uuid({ error: "The id must be a valid UUID" }) });
const text = messages.offerApi;

/** The answer to each way the offers' desk says no. */
function refused(c: Context, refusal: OfferRefusal, notFound: string = text.offerNotFound) {
  switch (refusal.reason) {
    case "not-found":
      return c.json({ error: notFound }, 404);
    case "not-available":
      return c.json({ error: text.notAvailable }, 409);
    case "already-offered":
      return c.json({ error: text.alreadyOffered }, 409);
    case "offers-off":
      return c.json({ error: text.offersOff }, 409);
    case "bad-amount":
      return c.json({ error: refusal.error, field: "amount" }, 400);
    case "not-open":
      return c.json({ error: text.notOpen }, 409);
  }
}

async function overLimit(c: Context, limiter: RateLimiter, key: string) {
  const { allowed, retryAfterSeconds } = await limiter.hit(key);
  if (allowed) return undefined;
  c.header("Retry-After", String(retryAfterSeconds));
  return c.json({ error: messages.api.tooManyRequests }, 429);
}

/**
 * A shopper's offers (`POST`/`GET /api/offers`, accepting a counter) and the works kept for
 * them (`GET /api/holds`). Signed in only; an offer is throttled by client and by account.
 */
export function offerRoutes(deps: { offers: Offers; throttles: CollectorThrottles }) {
  const { offers, throttles } = deps;
  const mine = new Hono<AuthEnv>()
    .use(requireUser)
    .post("/", validate("json", offerInputSchema), async (c) => {
      const user = c.var.user;
      const limited =
        (await overLimit(c, throttles.byClient, clientIp(c))) ??
        (await overLimit(c, throttles.byAddress, user.email.toLowerCase()));
      if (limited) return limited;
      const { artworkId, amount, message } = c.req.valid("json");
      const result = await offers.make(user, { artworkId, amountPence: penceOf(amount), message });
      if (!result.ok) return refused(c, result, messages.api.artworkNotFound);
      return c.json(result.offer, 201);
    })
    .get("/", async (c) => c.json({ offers: await offers.mine(c.var.user.id) }))
    .post("/:id/accept", validate("param", idParam), async (c) => {
      const result = await offers.acceptCounter(c.var.user, c.req.valid("param").id);
      if (!result.ok) return refused(c, result);
      return c.json(result.offer);
    });
  const holds = new Hono<AuthEnv>()
    .use(requireUser)
    .get("/", async (c) => c.json({ holds: await offers.holdsOf(c.var.user) }));
  return { mine, holds };
}

/** The owner's Offers tab and reservations. Owners only. */
export function adminOfferRoutes(offers: Offers) {
  const answers = new Hono<AuthEnv>()
    .use(requireOwner)
    .get("/", async (c) => c.json({ offers: await offers.all() }))
    .post("/:id/accept", validate("param", idParam), async (c) => {
      const result = await offers.ownerAccept(c.req.valid("param").id);
      return result.ok ? c.json(result.offer) : refused(c, result);
    })
    .post("/:id/decline", validate("param", idParam), async (c) => {
      const result = await offers.decline(c.req.valid("param").id);
      return result.ok ? c.json(result.offer) : refused(c, result);
    })
    .post(
      "/:id/counter",
      validate("param", idParam),
      validate("json", counterInputSchema),
      async (c) => {
        const amount = penceOf(c.req.valid("json").amount);
        const result = await offers.counter(c.req.valid("param").id, amount);
        return result.ok ? c.json(result.offer) : refused(c, result);
      },
    );
  const reservations = new Hono<AuthEnv>()
    .use(requireOwner)
    .get("/", async (c) => c.json({ reservations: await offers.reservations() }))
    .post("/", validate("json", reservationInputSchema), async (c) => {
      const { artworkId, email, days, price } = c.req.valid("json");
      const result = await offers.reserve({
        artworkId,
        email,
        days,
        pricePence: price === undefined ? null : penceOf(price),
      });
      if (!result.ok) return refused(c, result, messages.api.artworkNotFound);
      return c.json(result.reservation, 201);
    })
    .delete("/:id", validate("param", idParam), async (c) => {
      const result = await offers.endHold(c.req.valid("param").id);
      return result.ok ? c.json(result.reservation) : refused(c, result, text.reservationNotFound);
    });
  return { answers, reservations };
}
