import { Hono } from "hono";
import type Stripe from "stripe";
import { z } from "zod";
import { type AuthEnv, requireOwner, requireUser } from "#server/auth/guards";
import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import { validate } from "#server/http/validate";
import type { Mailer } from "#server/mail/mailer";
import { attachSession, createCheckoutSession, withdrawOrder } from "#server/payments/service";
import { CARD_HOLD_HOURS } from "#server/payments/stripe";
import { messages } from "#shared/messages";
import { ORDER_STATUSES, placeOrderSchema, trackingSchema } from "#shared/order";
import { createOrderNotifier } from "./notify";
import {
  expireOverdue,
  findOrderOf,
  listAllOrders,
  listOrdersOf,
  placeOrder,
  type TransitionResult,
  toAdminOrder,
  toOrder,
  transitionOrder,
} from "./service";

export type OrderDeps = {
  db: Db;
  mailer: Mailer;
  config: Pick<
    Config,
    "galleryName" | "publicUrl" | "adminEmails" | "orderHoldHours" | "paymentInstructions"
  >;
  clock: () => Date;
  /** DESIGN §9: card payments through Stripe Checkout, when configured. */
  stripe?: { client: Stripe; webhookSecret: string };
};

const idParam = z.object({ id: z.uuid({ error: "Order id must be a valid UUID" }) });
const statusQuery = z.object({
  status: z
    .enum(ORDER_STATUSES, { error: `status must be one of: ${ORDER_STATUSES.join(", ")}` })
    .optional(),
});

/** The orders feature: the buyer's routes, the owner's routes, and the expiry sweep. */
export function createOrders(deps: OrderDeps) {
  const { db, clock } = deps;
  const settings = {
    holdHours: deps.config.orderHoldHours,
    paymentInstructions: deps.config.paymentInstructions,
  };
  const notify = createOrderNotifier({ ...deps, settings });

  /** DESIGN §8: ended holds become expired orders, their buyers told; any process may run it. */
  const sweep = async () => notify.expired(await expireOverdue(db, clock()));

  /**
   * A cancelled card order's Checkout Session is expired at Stripe, so it cannot be paid
   * later. If Stripe cannot be reached, a late payment is still caught: the order is flagged
   * for a refund, never sold twice (payments/service.ts).
   */
  const closeCardSession = async (result: TransitionResult) => {
    const sessionId = result.kind === "done" ? result.order.stripeSessionId : null;
    if (!deps.stripe || !sessionId) return;
    await deps.stripe.client.checkout.sessions.expire(sessionId).catch((error: Error) => {
      console.warn(`Could not expire Stripe session ${sessionId}: ${error.message}`);
    });
  };

  /** The answer to a transition, with the e-mail its new status calls for. */
  const answer = async (
    result: TransitionResult,
    onDone: (order: ReturnType<typeof toOrder>, buyerEmail: string) => Promise<void>,
  ) => {
    if (result.kind !== "missing") await notify.expired(result.expired);
    if (result.kind === "missing")
      return { status: 404 as const, body: { error: messages.api.orderNotFound } };
    if (result.kind === "refused") return { status: 409 as const, body: { error: result.reason } };
    const order = toOrder(result.order, result.items, settings);
    await onDone(order, result.order.buyerEmail);
    return { status: 200 as const, body: { order } };
  };

  const buyerRoutes = new Hono<AuthEnv>()
    .use(requireUser)
    .get("/", async (c) => {
      await sweep();
      const found = await listOrdersOf(db, c.var.user.id);
      return c.json({ orders: found.map(({ row, items }) => toOrder(row, items, settings)) });
    })
    .post("/", validate("json", placeOrderSchema), async (c) => {
      const { shipping, artworkIds } = c.req.valid("json");
      const card = deps.stripe;
      const result = await placeOrder(db, {
        user: c.var.user,
        shipping,
        artworkIds,
        paymentMethod: card ? "card" : "manual",
        now: clock(),
        holdHours: card ? CARD_HOLD_HOURS : settings.holdHours,
      });
      if (result.kind === "empty") return c.json({ error: messages.api.emptyCart }, 400);
      await notify.expired(result.expired);
      if (result.kind === "unavailable") {
        return c.json({ error: messages.api.unavailable, unavailable: result.artworkIds }, 409);
      }
      let row = result.order;
      if (card) {
        // DESIGN §9: the buyer goes on to Stripe's page; without a session there is no order.
        try {
          const session = await createCheckoutSession(
            card.client,
            row,
            result.items,
            deps.config.publicUrl,
          );
          await attachSession(db, row.id, session);
          row = { ...row, stripeSessionId: session.id, stripeCheckoutUrl: session.url };
        } catch (error) {
          console.error(`Could not start card payment for order ${row.id}:`, error);
          await withdrawOrder(db, row, result.items);
          return c.json({ error: messages.api.cardUnavailable }, 502);
        }
      }
      const order = toOrder(row, result.items, settings);
      await notify.placed(order, row.buyerEmail);
      return c.json({ order }, 201);
    })
    .get("/:id", validate("param", idParam), async (c) => {
      await sweep();
      const found = await findOrderOf(db, c.var.user.id, c.req.valid("param").id);
      if (!found) return c.json({ error: messages.api.orderNotFound }, 404);
      return c.json({ order: toOrder(found.row, found.items, settings) });
    })
    .post("/:id/cancel", validate("param", idParam), async (c) => {
      const result = await transitionOrder(
        db,
        { orderId: c.req.valid("param").id, to: "cancelled", now: clock(), ownerId: c.var.user.id },
        messages.api.orderTransition,
      );
      const { status, body } = await answer(result, async (order, buyer) => {
        await closeCardSession(result);
        await notify.cancelled(order, buyer, true);
      });
      return c.json(body, status);
    });

  const adminRoutes = new Hono<AuthEnv>()
    .use(requireOwner)
    .get("/", validate("query", statusQuery), async (c) => {
      await sweep();
      const found = await listAllOrders(db, c.req.valid("query").status);
      return c.json({ orders: found.map((entry) => toAdminOrder(entry, settings)) });
    })
    .post("/:id/paid", validate("param", idParam), async (c) => {
      const result = await transitionOrder(
        db,
        { orderId: c.req.valid("param").id, to: "paid", now: clock() },
        messages.api.orderTransition,
      );
      const { status, body } = await answer(result, notify.paid);
      return c.json(body, status);
    })
    .post(
      "/:id/shipped",
      validate("param", idParam),
      validate("json", trackingSchema),
      async (c) => {
        const result = await transitionOrder(
          db,
          {
            orderId: c.req.valid("param").id,
            to: "shipped",
            now: clock(),
            trackingNumber: c.req.valid("json").trackingNumber,
          },
          messages.api.orderTransition,
        );
        const { status, body } = await answer(result, notify.shipped);
        return c.json(body, status);
      },
    )
    .post("/:id/cancel", validate("param", idParam), async (c) => {
      const result = await transitionOrder(
        db,
        { orderId: c.req.valid("param").id, to: "cancelled", now: clock() },
        messages.api.orderTransition,
      );
      const { status, body } = await answer(result, async (order, buyer) => {
        await closeCardSession(result);
        await notify.cancelled(order, buyer, false);
      });
      return c.json(body, status);
    });

  return { buyerRoutes, adminRoutes, sweep, notify, settings };
}
