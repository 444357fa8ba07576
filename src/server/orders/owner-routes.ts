import { Hono } from "hono";
import { z } from "zod";
import { type AuthEnv, requireOwner } from "#server/auth/guards";
import { validate } from "#server/http/validate";
import { ORDER_STATUSES, trackingSchema } from "#shared/order";
import type { OrderDesk } from "./desk";
import { answer, idParam } from "./edge";

const statusQuery = z.object({
  status: z
    .enum(ORDER_STATUSES, { error: `status must be one of: ${ORDER_STATUSES.join(", ")}` })
    .optional(),
});

/**
 * `/api/admin/orders`, the owner's desk: every order, and the owner's moves on one — paid,
 * shipped, delivered, cancelled, returned, refunded, a plan of monthly parts extended or
 * cancelled. Each asks the orders desk (desk.ts) and maps its answer to a status.
 */
export function ownerOrderRoutes(desk: OrderDesk) {
  return (
    new Hono<AuthEnv>()
      .use(requireOwner)
      .get("/", validate("query", statusQuery), async (c) =>
        c.json({ orders: await desk.allOrders(c.req.valid("query").status) }),
      )
      .post("/:id/paid", validate("param", idParam), async (c) =>
        answer(c, await desk.pay(c.req.valid("param").id)),
      )
      .post(
        "/:id/shipped",
        validate("param", idParam),
        validate("json", trackingSchema),
        async (c) =>
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
      )
  );
}
