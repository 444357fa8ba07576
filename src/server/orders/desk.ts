import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import type { Logger } from "#server/lib/logger";
import type { MailOutbox } from "#server/mail/outbox";
import type { OrderStatus } from "#shared/order";
import { createCardPayments } from "./card-payments";
import { createLateRefunds } from "./late-refunds";
import { createMoveDesk } from "./moves-desk";
import { createOrderNotices } from "./notify";
import { createPlacingDesk } from "./placing-desk";
import { createPlanDesk } from "./plans-desk";
import type { CardCheckout, PlanRequests, Released, Taken } from "./ports";
import { findOrderOf, listAllOrders, listOrdersOf } from "./reads";
import { deliverOverdue, expireOverdue } from "./service";
import { createTransitions } from "./transitions";
import { toAdminOrder, toOrder } from "./view";

export type DeskDeps = {
  db: Db;
  /** Where the orders' e-mails are written, in the transactions they report (decision 013). */
  outbox: MailOutbox;
  logger: Logger;
  config: Pick<
    Config,
    | "galleryName"
    | "publicUrl"
    | "adminEmails"
    | "orderHoldHours"
    | "paymentInstructions"
    | "deliveryAssumedDays"
    | "instalmentsMax"
  >;
  clock: () => Date;
  /** Card payments, when the shop takes them (payments/checkout.ts makes one). */
  checkout?: CardCheckout;
  /** What paintings a cancelled, refunded or expired order let go set in motion. */
  released?: Released;
  /** What paintings a new order took set in motion (other offers on them closed). */
  taken?: Taken;
  /** The payment requests that take a plan's later parts, once made (services.ts). */
  requests?: () => PlanRequests | undefined;
};

/**
 * The orders desk (decision 029): the one owner of an order's workflow. Each change opens its
 * own transaction and writes there what it reports — its mails, certificates, released
 * paintings — and answers a typed result that a route maps to a status. The HTTP routes, the
 * server's sweep, the card payments' webhook and the tests all go through one desk per process.
 * It is made of its parts: placing orders (placing-desk.ts), the moves of an order that exists
 * (moves-desk.ts, over the table in transitions.ts) and plans of monthly parts (plans-desk.ts),
 * with the sweep and the orders as the buyer and the owner read them here.
 */
export function createOrderDesk(deps: DeskDeps) {
  const { db, clock, logger, checkout } = deps;
  const settings = {
    holdHours: deps.config.orderHoldHours,
    paymentInstructions: deps.config.paymentInstructions,
    deliveryAssumedDays: deps.config.deliveryAssumedDays,
  };
  const notices = createOrderNotices({ ...deps, settings });
  // A card payment that came too late is refunded by the shop itself (late-refunds.ts).
  const lateRefunds =
    checkout && createLateRefunds({ db, checkout, notices, settings, clock, logger });
  const move = createTransitions({ db, notices, settings, checkout, clock });
  const plans = createPlanDesk({
    db,
    notices,
    settings,
    move,
    clock,
    logger,
    checkout,
    requests: () => deps.requests?.(),
  });
  const placing = createPlacingDesk({
    db,
    notices,
    settings,
    instalmentsMax: deps.config.instalmentsMax,
    clock,
    logger,
    checkout,
    taken: deps.taken,
  });
  const moves = createMoveDesk({ db, move, plans, logger, checkout, lateRefunds });

  /**
   * Ended holds become expired orders, their buyers told in the same transaction, and shipped
   * orders nobody marked delivered are taken as delivered `deliveryAssumedDays` after dispatch
   * (no mail: nobody knows the day); plans of monthly parts get their due parts' payment
   * requests and their overdue notices. Any process may run it; each order changes once.
   */
  const sweep = () =>
    db.transaction(async (tx) => {
      const now = clock();
      await notices.expired(tx, await expireOverdue(tx, now));
      await deliverOverdue(tx, now, settings);
      await plans.sweepIn(tx, now);
    });

  return {
    settings,
    /** Placing an order (checkout); an attempt known to be refused, before its buyer is read. */
    place: placing.place,
    refusedUnseen: placing.refusedUnseen,
    /** The owner's and the buyer's moves on an order: paid, shipped, cancelled, refunded… */
    ...moves,
    /** Any move of the table in transitions.ts, for what has no method of its own yet. */
    move,
    /** Orders paid in monthly parts: paying ahead, a part paid, the owner's extend and cancel. */
    plans,
    sweep,
    /** The buyer's own orders, newest first, ended holds swept first. */
    async ordersOf(userId: string) {
      await sweep();
      const found = await listOrdersOf(db, userId);
      return found.map(({ row, items }) => toOrder(row, items, settings));
    },
    /** Every order of the buyer, however many, as they see them: their data's copy. */
    async everyOrderOf(userId: string) {
      await sweep();
      const found = await listOrdersOf(db, userId, null);
      return found.map(({ row, items }) => toOrder(row, items, settings));
    },
    /** One of the buyer's own orders; another's is undefined, as if it did not exist. */
    async orderOf(userId: string, orderId: string) {
      await sweep();
      const found = await findOrderOf(db, userId, orderId);
      return found && toOrder(found.row, found.items, settings);
    },
    /** Every order (the owner's desk), optionally of one status, newest first. */
    async allOrders(status?: OrderStatus) {
      await sweep();
      const found = await listAllOrders(db, status);
      return found.map((entry) => toAdminOrder(entry, settings));
    },
    /** What the card provider's news does to orders (the payments' webhook). */
    card: createCardPayments({ notices, settings, lateRefunds }),
    /** The worker that refunds late card payments, when the shop takes cards. */
    lateRefunds,
  };
}

export type OrderDesk = ReturnType<typeof createOrderDesk>;
