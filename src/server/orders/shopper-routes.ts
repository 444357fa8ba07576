import { type Context, Hono } from "hono";
import { type AuthEnv, requireUser } from "#server/auth/guards";
import type { RequestAudience } from "#server/catalogue/visibility";
import { validate } from "#server/http/validate";
import { messages } from "#shared/messages";
import { placeOrderSchema, returnSchema } from "#shared/order";
import type { OrderDesk } from "./desk";
import { answer, idParam, refusalBody, STATUSES } from "./edge";

/**
 * `/api/orders`, the shopper's own orders: placing one, reading them, and the buyer's moves —
 * cancel, return, pay the next monthly part. Each validates, asks the orders desk (desk.ts) and
 * maps its answer to a status.
 */
export function shopperOrderRoutes(
  desk: OrderDesk,
  /** What the buyer may see of works not yet public (followers in an early look). */
  audienceFor?: (c: Context) => RequestAudience,
) {
  return (
    new Hono<AuthEnv>()
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
          items: body.items,
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
      )
  );
}
