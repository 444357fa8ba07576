import { Hono } from "hono";
import { z } from "zod";
import { type AuthEnv, requireOwner, requireUser } from "#server/auth/guards";
import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import { validate } from "#server/http/validate";
import type { Logger } from "#server/lib/logger";
import type { MailOutbox } from "#server/mail/outbox";
import { messages } from "#shared/messages";
import {
  canTransition,
  ORDER_STATUSES,
  type Order,
  placeOrderSchema,
  trackingSchema,
} from "#shared/order";
import { createLateRefunds } from "./late-refunds";
import { createOrderNotices, type Released } from "./notify";
import {
  attachSession,
  expireOverdue,
  findOrderOf,
  type ItemRow,
  itemsOf,
  listAllOrders,
  listOrdersOf,
  type Move,
  type OrderRow,
  orderById,
  placeOrder,
  type Queryable,
  type TransitionResult,
  toAdminOrder,
  toOrder,
  transitionOrder,
  withdrawOrder,
} from "./service";

export type OrderDeps = {
  db: Db;
  /** Where the orders' e-mails are written, in the transactions they report (decision 013). */
  outbox: MailOutbox;
  logger: Logger;
  config: Pick<
    Config,
    "galleryName" | "publicUrl" | "adminEmails" | "orderHoldHours" | "paymentInstructions"
  >;
  clock: () => Date;
  /** Card payments, when the shop takes them (payments/checkout.ts makes one). */
  checkout?: CardCheckout;
  /** What paintings a cancelled or expired order let go set in motion. */
  released?: Released;
};

/**
 * What orders need of a card payment service: how long a card order holds its paintings, a
 * page where the buyer pays a placed order, and that page closed when the order is cancelled.
 * Orders know nothing of the provider behind it.
 */
export type CardCheckout = {
  holdHours: number;
  open(order: OrderRow, items: ItemRow[]): Promise<{ id: string; url: string }>;
  /** Never throws: a page that could not be closed is logged, and a late payment refunded. */
  close(sessionId: string): Promise<void>;
  /**
   * Refunds a card payment in full, under an idempotency key made from the order, so asking
   * twice (a retry, two owners at once) refunds once. Throws when Stripe cannot do it.
   */
  refund(paymentId: string, orderId: string): Promise<{ id: string }>;
};

const idParam = z.object({ id: z.uuid({ error: "Order id must be a valid UUID" }) });
const statusQuery = z.object({
  status: z
    .enum(ORDER_STATUSES, { error: `status must be one of: ${ORDER_STATUSES.join(", ")}` })
    .optional(),
});

/** The orders feature: the buyer's routes, the owner's routes, and the expiry sweep. */
export function createOrders(deps: OrderDeps) {
  const { db, clock, logger } = deps;
  const settings = {
    holdHours: deps.config.orderHoldHours,
    paymentInstructions: deps.config.paymentInstructions,
  };
  const notices = createOrderNotices({ ...deps, settings });
  // A card payment that came too late is refunded by the shop itself (late-refunds.ts).
  const lateRefunds =
    deps.checkout &&
    createLateRefunds({ db, checkout: deps.checkout, notices, settings, clock, logger });

  /**
   * Ended holds become expired orders, their buyers told in the same transaction; any process
   * may run it, and each order expires once.
   */
  const sweep = () =>
    db.transaction(async (tx) => notices.expired(tx, await expireOverdue(tx, clock())));

  /** A cancelled card order's payment page is closed, so it cannot be paid later. */
  const closeCardSession = async (result: TransitionResult) => {
    const sessionId = result.kind === "done" ? result.order.stripeSessionId : null;
    if (deps.checkout && sessionId) await deps.checkout.close(sessionId);
  };

  /**
   * Moves an order, writing in the move's transaction the mail its new status calls for, and
   * the expiry mails of the orders it found overdue.
   */
  const move = (
    input: {
      orderId: string;
      to: Move;
      ownerId?: string;
      trackingNumber?: string;
      stripeRefundId?: string;
    },
    announce: (tx: Queryable, order: Order, buyerEmail: string) => Promise<void>,
  ) =>
    transitionOrder(
      db,
      { ...input, now: clock() },
      messages.api.orderTransition,
      async (tx, result) => {
        if (result.kind === "missing") return;
        await notices.expired(tx, result.expired);
        if (result.kind !== "done") return;
        await announce(tx, toOrder(result.order, result.items, settings), result.order.buyerEmail);
      },
    );

  /** The answer to a transition: the order as it is now (with its certificates, once paid). */
  const answer = async (result: TransitionResult) => {
    if (result.kind === "missing")
      return { status: 404 as const, body: { error: messages.api.orderNotFound } };
    if (result.kind === "refused") return { status: 409 as const, body: { error: result.reason } };
    const items = await itemsOf(db, [result.order.id]);
    return { status: 200 as const, body: { order: toOrder(result.order, items, settings) } };
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
      const card = deps.checkout;
      const input = {
        user: c.var.user,
        shipping,
        artworkIds,
        paymentMethod: card ? ("card" as const) : ("manual" as const),
        now: clock(),
        holdHours: card ? card.holdHours : settings.holdHours,
      };
      const result = await placeOrder(db, input, async (tx, outcome) => {
        if (outcome.kind === "empty") return;
        await notices.expired(tx, outcome.expired);
        // A card order is announced once its Stripe session is attached, below.
        if (outcome.kind !== "placed" || card) return;
        const order = toOrder(outcome.order, outcome.items, settings);
        await notices.placed(tx, order, outcome.order.buyerEmail);
      });
      if (result.kind === "empty") return c.json({ error: messages.api.emptyCart }, 400);
      if (result.kind === "unavailable") {
        return c.json({ error: messages.api.unavailable, unavailable: result.artworkIds }, 409);
      }
      let row = result.order;
      if (card) {
        // The buyer goes on to Stripe's page; without a session there is no order.
        try {
          const session = await card.open(row, result.items);
          row = { ...row, stripeSessionId: session.id, stripeCheckoutUrl: session.url };
          const order = toOrder(row, result.items, settings);
          await attachSession(db, row.id, session, (tx) =>
            notices.placed(tx, order, row.buyerEmail),
          );
        } catch (error) {
          logger.error(
            { err: error, orderId: row.id, requestId: c.get("requestId") },
            `Could not start card payment for order ${row.id}`,
          );
          await withdrawOrder(db, row, result.items);
          return c.json({ error: messages.api.cardUnavailable }, 502);
        }
      }
      return c.json({ order: toOrder(row, result.items, settings) }, 201);
    })
    .get("/:id", validate("param", idParam), async (c) => {
      await sweep();
      const found = await findOrderOf(db, c.var.user.id, c.req.valid("param").id);
      if (!found) return c.json({ error: messages.api.orderNotFound }, 404);
      return c.json({ order: toOrder(found.row, found.items, settings) });
    })
    .post("/:id/cancel", validate("param", idParam), async (c) => {
      const result = await move(
        { orderId: c.req.valid("param").id, to: "cancelled", ownerId: c.var.user.id },
        (tx, order, buyer) => notices.cancelled(tx, order, buyer, true),
      );
      await closeCardSession(result);
      const { status, body } = await answer(result);
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
      const result = await move({ orderId: c.req.valid("param").id, to: "paid" }, notices.paid);
      const { status, body } = await answer(result);
      return c.json(body, status);
    })
    .post(
      "/:id/shipped",
      validate("param", idParam),
      validate("json", trackingSchema),
      async (c) => {
        const result = await move(
          {
            orderId: c.req.valid("param").id,
            to: "shipped",
            trackingNumber: c.req.valid("json").trackingNumber,
          },
          notices.shipped,
        );
        const { status, body } = await answer(result);
        return c.json(body, status);
      },
    )
    .post("/:id/cancel", validate("param", idParam), async (c) => {
      const result = await move(
        { orderId: c.req.valid("param").id, to: "cancelled" },
        (tx, order, buyer) => notices.cancelled(tx, order, buyer, false),
      );
      await closeCardSession(result);
      const { status, body } = await answer(result);
      return c.json(body, status);
    })
    .post("/:id/refund", validate("param", idParam), async (c) => {
      const orderId = c.req.valid("param").id;
      const found = await orderById(db, orderId);
      if (!found) return c.json({ error: messages.api.orderNotFound }, 404);
      if (found.refundDue && lateRefunds) {
        // A late payment the shop has not managed to refund on its own: the owner's try.
        try {
          const order = await lateRefunds.refundNow(found);
          if (order) return c.json({ order });
        } catch (error) {
          deps.logger.warn({ err: error, orderId }, `Could not refund order ${orderId}`);
          return c.json({ error: messages.api.refundFailed }, 502);
        }
        const now = await orderById(db, orderId);
        return c.json(
          { error: messages.api.orderTransition("refunded", now?.status ?? found.status) },
          409,
        );
      }
      if (!canTransition(found.status, "refunded")) {
        return c.json({ error: messages.api.orderTransition("refunded", found.status) }, 409);
      }
      // A card payment goes back through Stripe first: if Stripe cannot, nothing changes. Its
      // idempotency key is the order's, so a retry (or two owners at once) refunds once.
      let stripeRefundId: string | undefined;
      if (found.paymentMethod === "card" && found.stripePaymentId) {
        try {
          if (!deps.checkout) throw new Error("card payments are not configured");
          stripeRefundId = (await deps.checkout.refund(found.stripePaymentId, orderId)).id;
        } catch (error) {
          deps.logger.warn({ err: error, orderId }, `Could not refund order ${orderId}`);
          return c.json({ error: messages.api.refundFailed }, 502);
        }
      }
      const result = await move({ orderId, to: "refunded", stripeRefundId }, notices.refunded);
      const { status, body } = await answer(result);
      return c.json(body, status);
    });

  return { buyerRoutes, adminRoutes, sweep, notices, settings, lateRefunds };
}
