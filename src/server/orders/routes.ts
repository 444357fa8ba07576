import { getSessionCookie } from "better-auth/cookies";
import { type Context, Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import { type AuthEnv, requireOwner, requireUser } from "#server/auth/guards";
import type { RequestAudience } from "#server/collectors/early-access";
import { validate } from "#server/http/validate";
import { createTurns } from "#server/lib/turns";
import { formatDay } from "#shared/dates";
import { countryName } from "#shared/delivery";
import { messages } from "#shared/messages";
import { overLimitReason } from "#shared/money-input";
import { ORDER_STATUSES, placeOrderSchema, returnSchema, trackingSchema } from "#shared/order";
import { RETURN_DAYS } from "#shared/shop";
import type { OrderDesk } from "./desk";
import type { Done, Refusal } from "./results";

const idParam = z.object({ id: z.uuid({ error: "Order id must be a valid UUID" }) });
const statusQuery = z.object({
  status: z
    .enum(ORDER_STATUSES, { error: `status must be one of: ${ORDER_STATUSES.join(", ")}` })
    .optional(),
});

/** The status of each way the desk says no; a new reason fails to compile until it has one. */
const STATUSES = {
  "not-found": 404,
  "not-allowed": 409,
  "cancel-period-ended": 409,
  "empty-cart": 400,
  unavailable: 409,
  "not-in-cart": 400,
  "over-limit": 422,
  "not-shipped": 422,
  "no-collection": 422,
  "bad-instalments": 400,
  "card-unavailable": 502,
  "refund-failed": 502,
} as const satisfies Record<Refusal["reason"], number>;

/**
 * Order attempts one process takes in hand at once: plenty for one painter's shop, and few
 * enough that a rush of buyers leaves the database's connections (one on the embedded
 * database, ten on PostgreSQL) to the pages and the catalogue (decision 049).
 */
export const PLACING_AT_ONCE = 2;

/** A body the JSON validator reads (as `validate("json", …)` tells JSON apart). */
const JSON_TYPE = /^application\/([\w.-]+\+)?json/i;

/**
 * The paintings an order attempt names, when its answer may come before its session is looked
 * up: it has a session cookie (none is the 401 as ever), a valid body naming its paintings, is
 * paid in full and claims no kept work. Else undefined, and the attempt goes the whole way.
 */
async function namedPaintings(c: Context): Promise<string[] | undefined> {
  if (!getSessionCookie(c.req.raw.headers) || !JSON_TYPE.test(c.req.header("content-type") ?? "")) {
    return undefined;
  }
  // Read once: the route's validator gets the same text.
  const parsed = placeOrderSchema.safeParse(await c.req.json().catch(() => undefined));
  if (!parsed.success) return undefined;
  const { artworkIds, instalments, offerId, reservationId } = parsed.data;
  const plain = !offerId && !reservationId && (instalments ?? 1) === 1;
  return plain ? artworkIds : undefined;
}

/**
 * `POST /api/orders` in turns, at most `limit` at once and the rest in arrival order. Mounted
 * before the session is looked up, so a waiting attempt has not yet asked the database
 * anything: in a rush the catalogue's reads are not queued behind hundreds of them. An attempt
 * for a painting the desk knows is taken is answered at once with the desk's own 409, before
 * its turn and again when its turn comes (the attempts ahead of it may have learned it), with
 * no session looked up.
 */
export function placingInTurns(desk: Pick<OrderDesk, "refusedUnseen">, limit = PLACING_AT_ONCE) {
  const turns = createTurns(limit);
  return createMiddleware(async (c, next) => {
    if (c.req.method !== "POST") return next();
    const named = await namedPaintings(c);
    const refused = async () => {
      const refusal = named && (await desk.refusedUnseen(named));
      return refusal ? c.json(refusalBody(refusal), STATUSES[refusal.reason]) : undefined;
    };
    const early = await refused();
    if (early) return early;
    const endTurn = await turns.take();
    try {
      const known = await refused();
      if (known) return known;
      await next();
    } finally {
      endTurn();
    }
  });
}

/** What the answer to each refusal says. */
function refusalBody(refusal: Refusal) {
  switch (refusal.reason) {
    case "not-found":
      return { error: messages.api.orderNotFound };
    case "not-allowed":
      return { error: messages.api.orderTransition(refusal.action, refusal.status) };
    case "cancel-period-ended":
      return {
        error: messages.api.cancelPeriodEnded(RETURN_DAYS, formatDay(refusal.lastDay)),
        cancelUntil: refusal.lastDay,
      };
    case "empty-cart":
      return { error: messages.api.emptyCart };
    case "unavailable":
      return { error: messages.api.unavailable, unavailable: refusal.artworkIds };
    case "not-in-cart":
      return { error: messages.api.notInCart, notInCart: refusal.artworkIds };
    case "over-limit":
      return { error: overLimitReason(refusal.totalPence) };
    case "not-shipped":
      return {
        error: messages.api.notShipped(countryName(refusal.country)),
        field: "country",
        notShipped: refusal.artworkIds,
      };
    case "no-collection":
      return { error: messages.api.noCollection, field: "collect" };
    case "bad-instalments":
      return {
        error:
          refusal.max > 1 ? messages.plans.api.tooMany(refusal.max) : messages.plans.api.notOffered,
        field: "instalments",
      };
    case "card-unavailable":
      return { error: messages.api.cardUnavailable };
    case "refund-failed":
      return { error: messages.api.refundFailed };
  }
}

/** The answer to a move: the order as it is now, or why not. */
const answer = <R extends Refusal>(c: Context, result: Done | R) =>
  result.ok
    ? c.json({ order: result.order }, 200)
    : c.json(refusalBody(result), STATUSES[result.reason as R["reason"]]);

/**
 * The orders' HTTP routes — the buyer's and the owner's: each validates, asks the orders desk
 * (desk.ts) and maps its answer to a status.
 */
export function orderRoutes(
  desk: OrderDesk,
  /** What the buyer may see of works not yet public (followers in an early look). */
  audienceFor?: (c: Context) => RequestAudience,
) {
  const buyerRoutes = new Hono<AuthEnv>()
    .use(requireUser)
    .get("/", async (c) => c.json({ orders: await desk.ordersOf(c.var.user.id) }))
    .post("/", validate("json", placeOrderSchema), async (c) => {
      const body = c.req.valid("json");
      if (body.offerId && body.reservationId) {
        return c.json({ error: messages.offerApi.onePath, field: "offerId" }, 400);
      }
      const result = await desk.place({
        user: c.var.user,
        recipient: body.collect
          ? { collect: { name: body.name, phone: body.phone } }
          : { address: body.shipping },
        artworkIds: body.artworkIds,
        hold: body.offerId
          ? { offerId: body.offerId }
          : body.reservationId
            ? { reservationId: body.reservationId }
            : undefined,
        instalments: body.instalments,
        requestId: c.get("requestId"),
        audience: audienceFor && ((tx, now) => audienceFor(c)(now, tx)),
      });
      if (result.ok) return c.json({ order: result.order }, 201);
      return c.json(refusalBody(result), STATUSES[result.reason]);
    })
    .get("/:id", validate("param", idParam), async (c) => {
      const order = await desk.orderOf(c.var.user.id, c.req.valid("param").id);
      if (!order) return c.json({ error: messages.api.orderNotFound }, 404);
      return c.json({ order });
    })
    .post("/:id/cancel", validate("param", idParam), async (c) =>
      answer(c, await desk.cancel(c.req.valid("param").id, { buyerId: c.var.user.id })),
    )
    // Pay the next part of a plan of monthly parts now: its payment page (its request mailed).
    .post("/:id/plan/next", validate("param", idParam), async (c) => {
      const result = await desk.plans.payNext(c.req.valid("param").id, c.var.user.id);
      if (!result.ok) return c.json(refusalBody(result), STATUSES[result.reason]);
      return c.json({ url: result.url, paymentRequestId: result.paymentRequestId }, 200);
    })
    .post("/:id/return", validate("param", idParam), validate("json", returnSchema), async (c) =>
      answer(
        c,
        await desk.requestReturn(
          c.req.valid("param").id,
          c.var.user.id,
          c.req.valid("json").reason,
        ),
      ),
    );

  const adminRoutes = new Hono<AuthEnv>()
    .use(requireOwner)
    .get("/", validate("query", statusQuery), async (c) =>
      c.json({ orders: await desk.allOrders(c.req.valid("query").status) }),
    )
    .post("/:id/paid", validate("param", idParam), async (c) =>
      answer(c, await desk.pay(c.req.valid("param").id)),
    )
    .post("/:id/shipped", validate("param", idParam), validate("json", trackingSchema), async (c) =>
      answer(c, await desk.ship(c.req.valid("param").id, c.req.valid("json").trackingNumber)),
    )
    .post("/:id/delivered", validate("param", idParam), async (c) =>
      answer(c, await desk.deliver(c.req.valid("param").id)),
    )
    .post("/:id/cancel", validate("param", idParam), async (c) =>
      answer(c, await desk.cancel(c.req.valid("param").id)),
    )
    .post("/:id/returned", validate("param", idParam), async (c) =>
      answer(c, await desk.returned(c.req.valid("param").id)),
    )
    .post("/:id/refund", validate("param", idParam), async (c) =>
      answer(c, await desk.refund(c.req.valid("param").id)),
    )
    // A plan of monthly parts: every unpaid part a month later, or the plan cancelled.
    .post("/:id/plan/extend", validate("param", idParam), async (c) =>
      answer(c, await desk.plans.extend(c.req.valid("param").id)),
    )
    .post("/:id/plan/cancel", validate("param", idParam), async (c) =>
      answer(c, await desk.plans.cancel(c.req.valid("param").id)),
    );

  return { buyerRoutes, adminRoutes };
}
