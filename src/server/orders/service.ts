import { and, asc, desc, eq, getTableColumns, inArray, lte, type SQL, sql } from "drizzle-orm";
import { users } from "#server/auth/schema";
import { certificateLink } from "#server/certificates/service";
import type { Db, Queryable } from "#server/db/client";
import { artworks, cartItems, certificates, orderItems, orders } from "#server/db/schema";
import { poundsFromPence } from "#shared/money";
import {
  type AdminOrder,
  CARD_PAYMENT_INSTRUCTIONS,
  type Country,
  canTransition,
  type Order,
  type OrderStatus,
  orderNumber,
  type ShippingAddress,
} from "#shared/order";
import { availabilitySql } from "./holds";

export type OrderRow = typeof orders.$inferSelect;
/** An order's line, with the code of its certificate once the order is paid (`itemsOf`). */
export type ItemRow = typeof orderItems.$inferSelect & {
  certificateCode?: string | null;
  /** The painting's id as its certificate keeps it (the line's is null once it is deleted). */
  certificateArtworkId?: string | null;
};
/** Any database handle, inside a transaction or not. */
export type { Queryable };

/**
 * What a change writes about itself before it commits — its e-mails, in the mail outbox
 * (decision 013): called inside the change's transaction with its outcome, so the two commit
 * together or not at all.
 */
export type Report<T> = (tx: Queryable, outcome: T) => Promise<void>;

/** `outcome`, once `report` has written about it through `tx`. */
async function reported<T>(report: Report<T>, tx: Queryable, outcome: T): Promise<T> {
  await report(tx, outcome);
  return outcome;
}

export type OrderSettings = { holdHours: number; paymentInstructions: string };

export function toOrder(row: OrderRow, items: ItemRow[], settings: OrderSettings): Order {
  return {
    id: row.id,
    number: orderNumber(row.number),
    status: row.status,
    items: items
      .sort((a, b) => a.position - b.position)
      .map((item) => ({
        artworkId: item.artworkId,
        title: item.title,
        artist: item.artist,
        imageUrl: item.imageUrl,
        price: poundsFromPence(item.pricePence),
        certificate: certificateLink(row.id, item.certificateArtworkId, item.certificateCode),
      })),
    subtotal: poundsFromPence(row.subtotalPence),
    shipping: poundsFromPence(row.shippingPence),
    total: poundsFromPence(row.totalPence),
    shippingAddress: {
      name: row.shipName,
      line1: row.shipLine1,
      line2: row.shipLine2 ?? undefined,
      city: row.shipCity,
      postcode: row.shipPostcode,
      country: row.shipCountry as Country,
      phone: row.shipPhone ?? undefined,
    },
    paymentMethod: row.paymentMethod,
    holdExpiresAt: row.holdExpiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    shippedAt: row.shippedAt?.toISOString() ?? null,
    trackingNumber: row.trackingNumber,
    paymentInstructions:
      row.paymentMethod === "card" ? CARD_PAYMENT_INSTRUCTIONS : settings.paymentInstructions,
    payUrl: row.status === "awaiting_payment" ? row.stripeCheckoutUrl : null,
    refund: row.refundedAt
      ? { at: row.refundedAt.toISOString(), automatic: row.refundedAutomatically }
      : null,
  };
}

/** The orders matching `where`, newest first, each with its items (two queries in all). */
async function findOrders(db: Queryable, where: SQL | undefined, limit = 500) {
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.number))
    .limit(limit);
  if (rows.length === 0) return [];
  const items = await itemsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ row, items: items.filter((item) => item.orderId === row.id) }));
}

const UNIQUE_VIOLATION = "23505";

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause ?? error;
  return (cause as { code?: string }).code === UNIQUE_VIOLATION;
}

/** Thrown inside a transaction to roll it back and answer with what was unavailable. */
class Unavailable extends Error {
  constructor(readonly artworkIds: string[]) {
    super("unavailable");
  }
}

/**
 * Orders awaiting payment whose hold has ended at `now` become `expired` and let
 * go of their paintings — all of them, or only those holding `artworkIds`. Each order is
 * changed by exactly one caller (the update re-checks its status under the row lock), so with
 * several processes each expired order is reported, and its buyer told, once.
 */
export async function expireOverdue(
  db: Queryable,
  now: Date,
  artworkIds?: string[],
): Promise<OrderRow[]> {
  const holding =
    artworkIds && artworkIds.length > 0
      ? inArray(
          orders.id,
          db
            .select({ id: orderItems.orderId })
            .from(orderItems)
            .where(and(inArray(orderItems.artworkId, artworkIds), eq(orderItems.hold, "reserved"))),
        )
      : undefined;
  const expired = await db
    .update(orders)
    .set({ status: "expired", closedAt: now, updatedAt: now })
    .where(and(eq(orders.status, "awaiting_payment"), lte(orders.holdExpiresAt, now), holding))
    .returning();
  if (expired.length > 0) {
    await db
      .update(orderItems)
      .set({ hold: null, holdExpiresAt: null })
      .where(
        inArray(
          orderItems.orderId,
          expired.map((order) => order.id),
        ),
      );
  }
  return expired;
}

export type PlaceOrderResult =
  | { kind: "placed"; order: OrderRow; items: ItemRow[]; expired: OrderRow[] }
  | { kind: "empty" }
  | { kind: "unavailable"; artworkIds: string[]; expired: OrderRow[] };

/**
 * `POST /api/orders`: in one transaction, the shopper's available cart items (or
 * exactly `artworkIds`) are reserved for a new order at the prices in the database, and leave
 * the cart. The partial unique index on held order lines is the guarantee: of shoppers racing
 * for one painting, one insert wins and every other fails, rolls back and is told which
 * paintings went. A failure anywhere leaves no order, no hold, no mail and the cart as it
 * was.
 */
export async function placeOrder(
  db: Db,
  input: {
    user: { id: string; email: string };
    shipping: ShippingAddress;
    artworkIds?: string[];
    paymentMethod: "manual" | "card";
    now: Date;
    holdHours: number;
  },
  report: Report<PlaceOrderResult>,
): Promise<PlaceOrderResult> {
  const { user, shipping, now } = input;
  const holdExpiresAt = new Date(now.getTime() + input.holdHours * 3_600_000);
  let attempted: string[] = [];
  try {
    return await db.transaction(async (tx) => {
      const cart = await tx
        .select({ artworkId: cartItems.artworkId })
        .from(cartItems)
        .where(eq(cartItems.userId, user.id))
        .orderBy(asc(cartItems.createdAt), asc(cartItems.artworkId));
      if (cart.length === 0) return { kind: "empty" } as const;
      const inCart = cart.map((item) => item.artworkId);
      const wanted = input.artworkIds ?? inCart;
      // Asked for something the cart does not hold: the page was out of date.
      const strangers = wanted.filter((id) => !inCart.includes(id));
      if (strangers.length > 0) throw new Unavailable(strangers);

      const expired = await expireOverdue(tx, now, wanted);
      const rows = await tx
        .select({
          id: artworks.id,
          title: artworks.title,
          artist: artworks.artist,
          imageUrl: artworks.imageUrl,
          // numeric(10,2) pounds to integer pence, exactly, in the database.
          pricePence: sql<number>`(${artworks.price} * 100)::integer`,
          availability: availabilitySql(now),
        })
        .from(artworks)
        .where(inArray(artworks.id, wanted))
        .for("update", { of: artworks });
      const available = wanted
        .map((id) => rows.find((row) => row.id === id))
        .filter((row) => row?.availability === "available")
        .map((row) => row as NonNullable<typeof row>);
      const unavailable = wanted.filter((id) => !available.some((row) => row.id === id));
      if ((input.artworkIds && unavailable.length > 0) || available.length === 0) {
        return reported(report, tx, { kind: "unavailable", artworkIds: unavailable, expired });
      }
      attempted = available.map((row) => row.id);

      const subtotalPence = available.reduce((sum, row) => sum + row.pricePence, 0);
      const [order] = await tx
        .insert(orders)
        .values({
          userId: user.id,
          buyerEmail: user.email,
          subtotalPence,
          shippingPence: 0, // shipping is always free
          totalPence: subtotalPence,
          shipName: shipping.name,
          shipLine1: shipping.line1,
          shipLine2: shipping.line2 ?? null,
          shipCity: shipping.city,
          shipPostcode: shipping.postcode,
          shipCountry: shipping.country,
          shipPhone: shipping.phone ?? null,
          paymentMethod: input.paymentMethod,
          holdExpiresAt,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const items = await tx
        .insert(orderItems)
        .values(
          available.map((row, position) => ({
            orderId: order.id,
            position,
            artworkId: row.id,
            title: row.title,
            artist: row.artist,
            imageUrl: row.imageUrl,
            pricePence: row.pricePence,
            hold: "reserved" as const,
            holdExpiresAt,
          })),
        )
        .returning();
      await tx
        .delete(cartItems)
        .where(and(eq(cartItems.userId, user.id), inArray(cartItems.artworkId, attempted)));
      return reported(report, tx, { kind: "placed", order, items, expired });
    });
  } catch (error) {
    if (error instanceof Unavailable) {
      return { kind: "unavailable", artworkIds: error.artworkIds, expired: [] };
    }
    if (!isUniqueViolation(error)) throw error;
    // Another order took a painting between our read and our insert, and has committed: ask
    // again which of ours are taken now.
    const taken = await db
      .select({ id: artworks.id, availability: availabilitySql(now) })
      .from(artworks)
      .where(inArray(artworks.id, attempted));
    return {
      kind: "unavailable",
      artworkIds: taken.filter((row) => row.availability !== "available").map((row) => row.id),
      expired: [],
    };
  }
}

/** What each move does: paid and shipped sell the works; the others release them. */
const MOVES = {
  paid: { hold: "sold", label: "marked as paid" },
  shipped: { hold: "sold", label: "marked as shipped" },
  cancelled: { hold: null, label: "cancelled" },
  refunded: { hold: null, label: "refunded" },
} as const;

export type Move = keyof typeof MOVES;

export type TransitionResult =
  | { kind: "done"; order: OrderRow; items: ItemRow[]; expired: OrderRow[] }
  | { kind: "missing" }
  | { kind: "refused"; reason: string; expired: OrderRow[] };

/**
 * Moves one order to `to`, if its status allows that move — an order whose hold has
 * ended is expired first, so it can no longer be paid or cancelled. `ownerId` limits the
 * order to one buyer's (another's is "missing", as if it did not exist).
 */
export async function transitionOrder(
  db: Db,
  input: {
    orderId: string;
    to: Move;
    now: Date;
    ownerId?: string;
    trackingNumber?: string;
    /** Stripe's refund, when a card payment was refunded for this move. */
    stripeRefundId?: string;
  },
  refusal: (action: string, status: OrderStatus) => string,
  report: Report<TransitionResult>,
): Promise<TransitionResult> {
  const { orderId, to, now } = input;
  return db.transaction(async (tx) => {
    const mine = input.ownerId ? eq(orders.userId, input.ownerId) : undefined;
    const [found] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), mine))
      .for("update");
    if (!found) return { kind: "missing" } as const;
    let current = found;
    let expired: OrderRow[] = [];
    if (current.status === "awaiting_payment" && current.holdExpiresAt <= now) {
      expired = await expireOverdue(tx, now);
      current = expired.find((order) => order.id === orderId) ?? current;
    }
    if (!canTransition(current.status, to)) {
      const reason = refusal(MOVES[to].label, current.status);
      return reported(report, tx, { kind: "refused", reason, expired });
    }
    const [order] = await tx
      .update(orders)
      .set({
        status: to,
        updatedAt: now,
        ...(to === "paid" ? { paidAt: now } : {}),
        ...(to === "shipped"
          ? { shippedAt: now, trackingNumber: input.trackingNumber ?? null }
          : {}),
        ...(to === "cancelled" ? { closedAt: now } : {}),
        ...(to === "refunded"
          ? { closedAt: now, refundedAt: now, stripeRefundId: input.stripeRefundId ?? null }
          : {}),
      })
      .where(eq(orders.id, orderId))
      .returning();
    const items = await tx
      .update(orderItems)
      .set({ hold: MOVES[to].hold, holdExpiresAt: null })
      .where(eq(orderItems.orderId, orderId))
      .returning();
    return reported(report, tx, { kind: "done", order, items, expired });
  });
}

/** One order, whoever's it is (the owner's desk), or undefined. */
export async function orderById(db: Queryable, orderId: string) {
  const [found] = await db.select().from(orders).where(eq(orders.id, orderId));
  return found;
}

/** The buyer's own orders, newest first. */
export async function listOrdersOf(db: Db, userId: string) {
  return findOrders(db, eq(orders.userId, userId));
}

/** One of the buyer's own orders; another's is not found (404). */
export async function findOrderOf(db: Db, userId: string, orderId: string) {
  const [found] = await findOrders(db, and(eq(orders.id, orderId), eq(orders.userId, userId)), 1);
  return found;
}

/** Every order (the owner's table), optionally of one status, newest first, with its buyer. */
export async function listAllOrders(db: Db, status?: OrderStatus) {
  const found = await findOrders(db, status ? eq(orders.status, status) : undefined);
  const buyers = found.length
    ? await db
        .select({ id: users.id, email: users.email, name: users.name })
        .from(users)
        .where(
          inArray(
            users.id,
            found.map(({ row }) => row.userId),
          ),
        )
    : [];
  return found.map((entry) => ({
    ...entry,
    buyer: buyers.find((buyer) => buyer.id === entry.row.userId) ?? {
      id: entry.row.userId,
      email: entry.row.buyerEmail,
      name: "",
    },
  }));
}

export function toAdminOrder(
  entry: { row: OrderRow; items: ItemRow[]; buyer: { email: string; name: string } },
  settings: OrderSettings,
): AdminOrder {
  return {
    ...toOrder(entry.row, entry.items, settings),
    buyer: { email: entry.buyer.email, name: entry.buyer.name },
    stripePaymentId: entry.row.stripePaymentId,
    refundDue: entry.row.refundDue,
    refundProblem:
      entry.row.refundDue && entry.row.refundRetryAt === null ? entry.row.refundError : null,
  };
}

/** The items of these orders (for e-mails about orders found without them). */
export async function itemsOf(db: Queryable, orderIds: string[]): Promise<ItemRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select({
      ...getTableColumns(orderItems),
      certificateCode: certificates.code,
      certificateArtworkId: certificates.artworkId,
    })
    .from(orderItems)
    .leftJoin(
      certificates,
      and(
        eq(certificates.orderId, orderItems.orderId),
        eq(certificates.position, orderItems.position),
      ),
    )
    .where(inArray(orderItems.orderId, orderIds));
}

/**
 * Records the session on its order, and `announce`s the order in the same transaction: a card
 * order is real, and its e-mails written, once it can be paid (decision 013).
 */
export async function attachSession(
  db: Db,
  orderId: string,
  session: { id: string; url: string },
  announce: (tx: Queryable) => Promise<void>,
) {
  await db.transaction(async (tx) => {
    await tx
      .update(orders)
      .set({ stripeSessionId: session.id, stripeCheckoutUrl: session.url })
      .where(eq(orders.id, orderId));
    await announce(tx);
  });
}

/**
 * When no session could be made, the order never was: it is removed (its lines with it, so
 * its holds end) and its paintings go back into the buyer's cart, in one transaction.
 */
export async function withdrawOrder(db: Db, order: OrderRow, items: ItemRow[]) {
  await db.transaction(async (tx) => {
    await tx.delete(orders).where(eq(orders.id, order.id));
    const ids = items.flatMap((item) => (item.artworkId ? [item.artworkId] : []));
    if (ids.length > 0) {
      await tx
        .insert(cartItems)
        .values(ids.map((artworkId) => ({ userId: order.userId, artworkId })))
        .onConflictDoNothing();
    }
  });
}
