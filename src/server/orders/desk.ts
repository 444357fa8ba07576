import { trustedVersion, versionReader } from "#server/answers/version";
import { shippingBandOf } from "#server/catalogue/service";
import { type Audience, PUBLIC_AUDIENCE, visibleTo } from "#server/catalogue/visibility";
import type { Config } from "#server/config";
import type { Db, Queryable } from "#server/db/client";
import { statementCountsOf } from "#server/db/statement-counts";
import type { Logger } from "#server/lib/logger";
import type { MailOutbox } from "#server/mail/outbox";
import { readShopRow } from "#server/shop/service";
import { quoteDelivery, UK_COUNTRY, zoneOf } from "#shared/delivery";
import { withinMoneyLimit } from "#shared/money-input";
import { canTransition, type OrderStatus, type Recipient } from "#shared/order";
import { createCardPayments } from "./card-payments";
import { claimHold, type HoldClaim, holdOrdered, reopenHold } from "./hold-claims";
import { createLateRefunds } from "./late-refunds";
import { createOrderNotices } from "./notify";
import { insertPlan, type PartRow, partsOf } from "./plans";
import { createPlanDesk } from "./plans-desk";
import type { CardCheckout, PlanRequests, Released, Taken } from "./ports";
import type {
  MoveResult,
  NotAllowed,
  PlaceResult,
  RefundResult,
  UnavailableResult,
} from "./results";
import {
  attachSession,
  cartOf,
  deliverOverdue,
  expireOverdue,
  findOrderOf,
  insertOrder,
  isUniqueViolation,
  listAllOrders,
  listOrdersOf,
  orderById,
  pricedForOrder,
  takenAmong,
  withdrawOrder,
} from "./service";
import { createTakenRecord } from "./taken";
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

/** Thrown inside the placing transaction to roll it back and answer with what went. */
class Unavailable extends Error {
  constructor(readonly artworkIds: string[]) {
    super("unavailable");
  }
}

/** Thrown inside the placing transaction to roll back a hold it claimed, and answer `result`. */
class Refused extends Error {
  constructor(readonly result: Exclude<PlaceResult, { ok: true }>) {
    super(result.reason);
  }
}

const refused = (action: string, status: OrderStatus): NotAllowed => ({
  ok: false,
  reason: "not-allowed",
  action,
  status,
});

/**
 * The orders desk (decision 029): the one owner of an order's workflow. Each change opens its
 * own transaction and writes there what it reports — its mails, certificates, released
 * paintings — and answers a typed result that a route maps to a status. The HTTP routes, the
 * server's sweep, the card payments' webhook and the tests all go through one desk per process.
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
  // Decision 049: paintings lately found taken, refused without a transaction while the
  // catalogue's version (as the cached answers trust it, decision 016) says nothing changed.
  const taken = createTakenRecord();
  const catalogueVersion = trustedVersion(versionReader(db), statementCountsOf(db));

  /**
   * The refusal of an order attempt for paintings this process already knows are taken at
   * `version` — of `artworkIds`, any; of the cart, all of them (else the order takes what is
   * left) — made without a transaction; undefined when nothing known stands in its way. A work
   * kept for the buyer is never refused here: its hold makes it look reserved to everyone else.
   */
  async function refusedAsTaken(
    input: { user: { id: string }; artworkIds?: string[]; hold?: HoldClaim },
    version: number,
    now: Date,
  ): Promise<PlaceResult | undefined> {
    if (input.hold || taken.empty) return undefined;
    let known = input.artworkIds && taken.among(input.artworkIds, version, now);
    if (!input.artworkIds) {
      const inCart = await cartOf(db, input.user.id);
      known = taken.among(inCart, version, now);
      if (known.length < inCart.length) known = [];
    }
    return known?.length ? { ok: false, reason: "unavailable", artworkIds: known } : undefined;
  }

  /**
   * The refusal of an attempt for `artworkIds` before its buyer is looked up, when one of them
   * is known taken: whoever asks, the desk would refuse it (a work the asker may not see is not
   * there to buy). In a rush this is nearly every attempt, and while the catalogue's version is
   * trusted it costs no statement at all (decision 049).
   */
  async function refusedUnseen(artworkIds: string[]): Promise<UnavailableResult | undefined> {
    if (taken.empty) return undefined;
    const now = clock();
    const known = taken.among(artworkIds, await catalogueVersion(), now);
    return known.length > 0 ? { ok: false, reason: "unavailable", artworkIds: known } : undefined;
  }

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

  /**
   * After a move that closed a card order by the right to cancel (`refund_due`, its refund
   * flagged and claimed in the move's transaction): the payment is refunded now, through the
   * provider under the order's idempotency key, and the order becomes `refunded`. If the
   * provider cannot, the refund worker tries again (late-refunds.ts): the request is kept.
   */
  async function refundAtOnce(result: MoveResult): Promise<MoveResult> {
    if (!result.ok || result.order.status !== "refund_due" || !lateRefunds) return result;
    const row = await orderById(db, result.order.id);
    if (!row?.refundDue) return result;
    return { ok: true, order: await lateRefunds.refundClaimed(row) };
  }

  /**
   * The buyer's Cancel: an order awaiting payment is cancelled (the owners told); a paid one,
   * not yet sent, is closed by the right to cancel — its paintings back in the gallery, its
   * payment owed back (a card's refunded at once). Anything else is refused.
   */
  async function cancelByBuyer(orderId: string, buyerId: string): Promise<MoveResult> {
    const found = await orderById(db, orderId);
    if (found?.userId === buyerId && found.status === "paid") {
      const moved = await move(orderId, "withdrawn", { buyerId });
      // Paid in monthly parts: the later parts' card payments go back first, each once; the
      // order's own (its first part) as any order's.
      if (moved.ok && moved.order.plan && found.paymentMethod === "card") {
        await plans.refundLaterParts(found).catch((error: Error) => {
          logger.warn({ err: error, orderId }, `Could not refund the parts of order ${orderId}`);
        });
      }
      return refundAtOnce(moved);
    }
    return move(orderId, "cancelled", { buyerId });
  }

  /**
   * `POST /api/orders`: in one transaction, the shopper's available cart items (or exactly
   * `artworkIds`) are reserved for a new order at the prices in the database, and leave the
   * cart; a manual order is announced (its mails written) in that transaction. The partial
   * unique index on held lines is the guarantee: of shoppers racing for one painting, one
   * insert wins and every other fails, rolls back and is told which paintings went (decision
   * 009). A card order then opens its payment page and is announced in the transaction that
   * records it; without a page the order is withdrawn, never announced (decision 013).
   */
  async function place(input: {
    user: { id: string; email: string };
    recipient: Recipient;
    artworkIds?: string[];
    /** The one work kept for the buyer to order instead of the cart, at the price agreed. */
    hold?: HoldClaim;
    /** Monthly parts to pay in (1 or none: in full), from 1 to `instalmentsMax`. */
    instalments?: number;
    /** Logged with a card checkout that could not start. */
    requestId?: string;
    /**
     * What the buyer may see of works not yet public (read in the order's transaction, and
     * only when the order asks for such a work): without it, only public works are sold.
     */
    audience?: (tx: Queryable, now: Date) => Promise<Audience>;
  }): Promise<PlaceResult> {
    const parts = input.instalments ?? 1;
    const max = deps.config.instalmentsMax;
    if (!Number.isInteger(parts) || parts < 1 || (parts > 1 && parts > max)) {
      return { ok: false, reason: "bad-instalments", max };
    }
    const now = clock();
    const holdHours = checkout ? checkout.holdHours : settings.holdHours;
    const holdExpiresAt = new Date(now.getTime() + holdHours * 3_600_000);
    // Read before anything the attempt reads, so whatever it learns holds at this version.
    const version = await catalogueVersion();
    // In a rush, nearly every attempt ends here, without a transaction.
    const refusal = await refusedAsTaken(input, version, now);
    if (refusal) return refusal;
    let attempted: string[] = [];
    /** Paintings the database showed this attempt as not available (a kept work's aside). */
    let learned: string[] = [];
    let claimed: { holdId: string } | undefined;
    let placed: Awaited<ReturnType<typeof insertOrder>>;
    let planned: PartRow[] = [];
    try {
      const outcome = await db.transaction(async (tx) => {
        // A work kept for the buyer: its hold ends for this order (rolled back with it if the
        // order is refused); else the cart.
        let wanted: string[];
        let agreedPence: number | null = null;
        if (input.hold) {
          const claim = await claimHold(tx, input.hold, input.user, now);
          if (!claim.ok) throw new Unavailable(claim.artworkId ? [claim.artworkId] : []);
          claimed = claim;
          agreedPence = claim.pricePence;
          wanted = [claim.artworkId];
        } else {
          const inCart = await cartOf(tx, input.user.id);
          if (inCart.length === 0) return { ok: false, reason: "empty-cart" } as const;
          wanted = input.artworkIds ?? inCart;
          // Asked for something the cart does not hold: said so, not taken for a sold painting.
          const strangers = wanted.filter((id) => !inCart.includes(id));
          if (strangers.length > 0) {
            return { ok: false, reason: "not-in-cart", artworkIds: strangers } as const;
          }
        }

        // Holds that ended on these paintings end now; their buyers are told once the new order
        // is in, so nobody hears a painting is free that this order takes in the same moment.
        const expired = await expireOverdue(tx, now, wanted);
        /** A refusal: told with the holds that ended, or rolled back when a hold was claimed. */
        const refuse = async (result: Exclude<PlaceResult, { ok: true }>) => {
          if (claimed) throw new Refused(result);
          await notices.expired(tx, expired);
          return result;
        };
        const priced = await pricedForOrder(tx, wanted, now);
        // A draft, or a work still to come, is sold only to a buyer who may see it (a follower
        // in its early look); to anyone else it is not there to buy.
        const audience = priced.some((row) => !visibleTo(PUBLIC_AUDIENCE, row, now))
          ? ((await input.audience?.(tx, now)) ?? PUBLIC_AUDIENCE)
          : PUBLIC_AUDIENCE;
        const rows = priced.filter((row) => visibleTo(audience, row, now));
        const lines = wanted
          .map((id) => rows.find((row) => row.id === id))
          .filter((row) => row?.availability === "available")
          .map((row) => row as NonNullable<typeof row>)
          // A kept work is ordered at the price agreed, when one was.
          .map((line) => (agreedPence === null ? line : { ...line, pricePence: agreedPence }));
        const unavailable = wanted.filter((id) => !lines.some((line) => line.id === id));
        // Only works the buyer may see and another holds are taken: one not yet out may be
        // open to the next buyer (a follower in its early look), and is not remembered.
        if (!claimed) learned = unavailable.filter((id) => rows.some((row) => row.id === id));
        if ((input.artworkIds && unavailable.length > 0) || lines.length === 0) {
          return refuse({ ok: false, reason: "unavailable", artworkIds: unavailable });
        }
        // Delivery from the shop's own table, by each painting's band and the country's zone;
        // collected from the studio, nothing.
        const shop = await readShopRow(tx);
        const { recipient } = input;
        if ("collect" in recipient && !shop.collection) {
          return refuse({ ok: false, reason: "no-collection" });
        }
        const country = "address" in recipient ? recipient.address.country : UK_COUNTRY;
        const delivery =
          "address" in recipient
            ? quoteDelivery(lines.map(shippingBandOf), zoneOf(country), shop.rates)
            : { shippingPence: 0, blocked: [] };
        if (delivery.blocked.length > 0) {
          const artworkIds = delivery.blocked.map((index) => lines[index].id);
          return refuse({ ok: false, reason: "not-shipped", country, artworkIds });
        }
        // No more than one payment takes (decision 053), checked before anything is written.
        const totalPence =
          lines.reduce((sum, line) => sum + line.pricePence, 0) + delivery.shippingPence;
        if (!withinMoneyLimit(totalPence)) {
          return refuse({ ok: false, reason: "over-limit", totalPence });
        }
        attempted = lines.map((line) => line.id);
        const placing = await insertOrder(tx, {
          user: input.user,
          recipient,
          paymentMethod: checkout ? "card" : "manual",
          lines,
          shippingPence: delivery.shippingPence,
          now,
          holdExpiresAt,
        });
        if (parts > 1) {
          planned = await insertPlan(tx, placing.order, parts);
        }
        if (claimed) await holdOrdered(tx, claimed.holdId, placing.order.id);
        await deps.taken?.(tx, attempted, input.user.email, now);
        await notices.expired(tx, expired);
        // A card order is announced once its payment page is recorded, below.
        if (!checkout) {
          const lines = placing.items.map((item) => ({ ...item, planParts: planned }));
          const order = toOrder(placing.order, lines, settings);
          await notices.placed(tx, order, placing.order.buyerEmail);
        }
        return { ok: true, placing } as const;
      });
      taken.note(learned, version, now);
      if (!outcome.ok) return outcome;
      placed = outcome.placing;
    } catch (error) {
      if (error instanceof Unavailable) {
        return { ok: false, reason: "unavailable", artworkIds: error.artworkIds };
      }
      if (error instanceof Refused) return error.result;
      if (!isUniqueViolation(error)) throw error;
      // Another order took a painting between our read and our insert, and has committed: ask
      // again which of ours are taken now.
      const nowTaken = await takenAmong(db, attempted, now);
      taken.note(nowTaken, version, now);
      return { ok: false, reason: "unavailable", artworkIds: nowTaken };
    }
    const { order: row } = placed;
    const items = placed.items.map((item) =>
      planned.length > 0 ? { ...item, planParts: planned } : item,
    );
    if (!checkout) return { ok: true, order: toOrder(row, items, settings) };
    // The buyer goes on to the card provider's page; without a page there is no order.
    try {
      const first = planned[0];
      const session = await checkout.open(
        row,
        items,
        first && { amountPence: first.amountPence, parts },
      );
      const opened = { ...row, stripeSessionId: session.id, stripeCheckoutUrl: session.url };
      const order = toOrder(opened, items, settings);
      await db.transaction(async (tx) => {
        await attachSession(tx, row.id, session);
        await notices.placed(tx, order, row.buyerEmail);
      });
      return { ok: true, order };
    } catch (error) {
      logger.error(
        { err: error, orderId: row.id, requestId: input.requestId },
        `Could not start card payment for order ${row.id}`,
      );
      const kept = claimed;
      await db.transaction(async (tx) => {
        await withdrawOrder(tx, row, items);
        // The work stays kept for its collector, who may try again.
        if (kept) await reopenHold(tx, kept.holdId);
      });
      return { ok: false, reason: "card-unavailable" };
    }
  }

  /**
   * The owner's Refund. A late card payment, or a cancelled order's, that the shop has not
   * managed to refund on its own is refunded now; the refund of a manual payment owed since a
   * cancellation is recorded; a sold order's card payment goes back through the provider first
   * — if it cannot, nothing changes — under the order's idempotency key, so a retry (or two
   * owners at once) refunds once (decision 025). Then the order moves to `refunded`.
   */
  async function refund(orderId: string): Promise<RefundResult> {
    const found = await orderById(db, orderId);
    if (!found) return { ok: false, reason: "not-found" };
    // A cancelled plan of monthly parts: its card parts refunded (again, for a retry), each once.
    if (found.status === "refund_due" && (await partsOf(db, [orderId])).length > 0) {
      const refunded = await plans.refundPaid(found);
      if (!refunded.ok) return { ok: false, reason: "refund-failed" };
      if (refunded.order.status === "refunded") return refunded;
      // What was paid another way, the owner has paid back by hand: recorded.
      return move(orderId, "refundRecorded");
    }
    // A cancelled or returned order the owner paid back by hand (a card's is refunded below).
    if (found.status === "refund_due" && !found.refundDue) return move(orderId, "refundRecorded");
    const failed = (error: unknown): RefundResult => {
      logger.warn({ err: error, orderId }, `Could not refund order ${orderId}`);
      return { ok: false, reason: "refund-failed" };
    };
    if (found.refundDue && lateRefunds) {
      let order: Awaited<ReturnType<typeof lateRefunds.refundNow>>;
      try {
        order = await lateRefunds.refundNow(found);
      } catch (error) {
        return failed(error);
      }
      if (order) return { ok: true, order };
      // Refunded meanwhile, by the worker or another owner.
      const now = await orderById(db, orderId);
      return refused("refunded", now?.status ?? found.status);
    }
    if (!canTransition(found.status, "refunded")) return refused("refunded", found.status);
    let stripeRefundId: string | undefined;
    if (found.paymentMethod === "card" && found.stripePaymentId) {
      try {
        if (!checkout) throw new Error("card payments are not configured");
        stripeRefundId = (await checkout.refund(found.stripePaymentId, orderId)).id;
      } catch (error) {
        return failed(error);
      }
    }
    return move(orderId, "refunded", { stripeRefundId });
  }

  return {
    settings,
    place,
    refusedUnseen,
    /**
     * The owner's Mark as Paid: certificates issued, the buyer told. Of an order paid in
     * monthly parts, it records the first part (the later ones are their payment requests').
     */
    async pay(orderId: string) {
      const planned = (await partsOf(db, [orderId])).length > 0;
      return move(orderId, planned ? "planStarted" : "paid");
    },
    /** The owner's Mark as Shipped, with the parcel's tracking number if any. */
    ship: (orderId: string, trackingNumber?: string) =>
      move(orderId, "shipped", { trackingNumber }),
    /** The owner's Mark Delivered: the buyer's right to cancel runs from now. */
    deliver: (orderId: string) => move(orderId, "delivered"),
    /**
     * Cancelled by the owner (awaiting payment), or by `buyerId` (then only their own, the
     * owners told; a paid order too, refunded — the right to cancel).
     */
    cancel: (orderId: string, by?: { buyerId: string }) =>
      by ? cancelByBuyer(orderId, by.buyerId) : move(orderId, "cancelled"),
    /**
     * The buyer asks to return a dispatched order, within the right to cancel; after it, the
     * refusal names the day it ended.
     */
    requestReturn: (orderId: string, buyerId: string, reason?: string) =>
      move(orderId, "returnRequested", { buyerId, returnReason: reason }),
    /**
     * The owner has a returned order's paintings back: they are for sale again, and the payment
     * is owed back — a card's refunded at once, a manual one recorded by the owner later.
     */
    returned: async (orderId: string) => refundAtOnce(await move(orderId, "returned")),
    refund,
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
