import { and, asc, eq, inArray, lte, or, sql } from "drizzle-orm";
import { availabilitySql } from "#server/catalogue/holds";
import { pricePenceSql } from "#server/db/artwork-price";
import type { Queryable } from "#server/db/client";
import { artworks, cartItems, cartPrints, orderItems, orders } from "#server/db/schema";
import { UK_COUNTRY } from "#shared/delivery";
import type { Recipient } from "#shared/order";
import { type PrintLine, printLineTotal } from "./print-lines";
import type { ItemRow, OrderRow } from "./reads";

export type { ItemRow, OrderRow, Queryable };

/** Where an order goes, as its columns: the address, or who collects it from the studio. */
function recipientColumns(recipient: Recipient) {
  if ("collect" in recipient) {
    const { name, phone } = recipient.collect;
    return { collect: true, shipName: name, shipPhone: phone, shipCountry: UK_COUNTRY };
  }
  const { address } = recipient;
  return {
    shipName: address.name,
    shipLine1: address.line1,
    shipLine2: address.line2 ?? null,
    shipCity: address.city,
    shipPostcode: address.postcode,
    shipCountry: address.country,
    shipPhone: address.phone ?? null,
  };
}

/**
 * Orders awaiting payment whose hold has ended at `now` become `expired` and let
 * go of their paintings and prints — all of them, or only those holding `artworkIds` or prints
 * of `editionIds`. Each order is
 * changed by exactly one caller (the update re-checks its status under the row lock), so with
 * several processes each expired order is reported, and its buyer told, once.
 */
export async function expireOverdue(
  db: Queryable,
  now: Date,
  artworkIds?: string[],
  editionIds: string[] = [],
): Promise<OrderRow[]> {
  const held = [
    ...(artworkIds?.length ? [inArray(orderItems.artworkId, artworkIds)] : []),
    ...(editionIds.length ? [inArray(orderItems.editionId, editionIds)] : []),
  ];
  const holding =
    held.length > 0
      ? inArray(
          orders.id,
          db
            .select({ id: orderItems.orderId })
            .from(orderItems)
            .where(and(or(...held), eq(orderItems.hold, "reserved"))),
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

/**
 * Shipped orders the owner has not marked delivered become `delivered` once
 * `deliveryAssumedDays` have passed since dispatch, delivered as of that day (so the right to
 * cancel runs from then, whenever this runs). One conditional update: with several processes,
 * each order is taken as delivered once.
 */
export async function deliverOverdue(
  db: Queryable,
  now: Date,
  settings: { deliveryAssumedDays: number },
) {
  const days = settings.deliveryAssumedDays;
  return db
    .update(orders)
    .set({
      status: "delivered",
      // Whole hours, as deliveredAtOf counts them: a day in a clock change is still 24 hours.
      deliveredAt: sql`${orders.shippedAt} + ${days * 24}::integer * interval '1 hour'`,
      updatedAt: now,
    })
    .where(
      and(
        eq(orders.status, "shipped"),
        lte(orders.shippedAt, new Date(now.getTime() - days * 24 * 3_600_000)),
      ),
    )
    .returning({ id: orders.id });
}

// The steps of a change, each over the handle of a transaction the orders desk opened
// (placing-desk.ts, transitions.ts, card-payments.ts): they read and write, and decide nothing.

const UNIQUE_VIOLATION = "23505";

/** Whether `error` is a unique index's refusal: here, a second holder of a painting. */
export function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause ?? error;
  return (cause as { code?: string }).code === UNIQUE_VIOLATION;
}

/** The paintings in a shopper's cart, oldest first. */
export async function cartOf(tx: Queryable, userId: string): Promise<string[]> {
  const cart = await tx
    .select({ artworkId: cartItems.artworkId })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.artworkId));
  return cart.map((item) => item.artworkId);
}

/**
 * The paintings `ids` as an order would take them, locked for it: their snapshot, their price
 * in pence from the database and their availability at `now`.
 */
export async function pricedForOrder(tx: Queryable, ids: string[], now: Date) {
  return tx
    .select({
      id: artworks.id,
      slug: artworks.slug,
      title: artworks.title,
      artist: artworks.artist,
      imageUrl: artworks.imageUrl,
      pricePence: pricePenceSql(),
      availability: availabilitySql(now),
      // What its delivery band is read from (shippingBandOf).
      widthCm: artworks.widthCm,
      heightCm: artworks.heightCm,
      shippingBand: artworks.shippingBand,
      // Who may buy it yet (a draft nobody; a work still to come, followers with early access).
      visibility: artworks.visibility,
      releaseAt: artworks.releaseAt,
    })
    .from(artworks)
    .where(inArray(artworks.id, ids))
    .for("update", { of: artworks });
}

export type OrderLine = Awaited<ReturnType<typeof pricedForOrder>>[number];

/** Which of `ids` are not available at `now` (asked again after another order took one). */
export async function takenAmong(db: Queryable, ids: string[], now: Date): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: artworks.id, availability: availabilitySql(now) })
    .from(artworks)
    .where(inArray(artworks.id, ids));
  return rows.filter((row) => row.availability !== "available").map((row) => row.id);
}

/**
 * A new order of `lines`, each reserved until `holdExpiresAt`, at their prices; they leave
 * the buyer's cart. The partial unique index on held lines fails the insert of a painting
 * another order holds (decision 009).
 */
export async function insertOrder(
  tx: Queryable,
  input: {
    user: { id: string; email: string };
    recipient: Recipient;
    paymentMethod: "manual" | "card";
    /** How to pay, for a manual order: the shop's instructions now. */
    paymentInstructions: string | null;
    lines: OrderLine[];
    /** Prints, each line an edition and how many, after the originals. */
    prints: PrintLine[];
    /** The delivery charge, from the shop's rate table (never from the request). */
    shippingPence: number;
    now: Date;
    holdExpiresAt: Date;
  },
) {
  const { user, recipient, lines, prints, shippingPence, now, holdExpiresAt } = input;
  const subtotalPence =
    lines.reduce((sum, line) => sum + line.pricePence, 0) +
    prints.reduce((sum, line) => sum + printLineTotal(line), 0);
  const [order] = await tx
    .insert(orders)
    .values({
      userId: user.id,
      buyerEmail: user.email,
      subtotalPence,
      shippingPence,
      totalPence: subtotalPence + shippingPence,
      ...recipientColumns(recipient),
      paymentMethod: input.paymentMethod,
      paymentInstructions: input.paymentInstructions,
      holdExpiresAt,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const held = { hold: "reserved" as const, holdExpiresAt, orderId: order.id };
  // A limited edition's trigger refuses the print line that would take one print too many.
  const items = await tx
    .insert(orderItems)
    .values([
      ...lines.map((line, position) => ({
        ...held,
        position,
        artworkId: line.id,
        title: line.title,
        artist: line.artist,
        imageUrl: line.imageUrl,
        pricePence: line.pricePence,
      })),
      ...prints.map((line, index) => ({
        ...held,
        position: lines.length + index,
        ...printLineColumns(line),
      })),
    ])
    .returning();
  // Each line's address, for the answer and the mails made from it.
  const placed = items.map((item) => ({
    ...item,
    artworkSlug:
      lines.find((line) => line.id === item.artworkId)?.slug ??
      prints.find((line) => line.edition.id === item.editionId)?.artwork.slug ??
      null,
  }));
  await leaveCart(tx, user.id, lines, prints);
  return { order, items: placed };
}

/** A print line's columns: its work's snapshot, the edition as it is now, how many. */
const printLineColumns = (line: PrintLine) => ({
  editionId: line.edition.id,
  quantity: line.quantity,
  title: line.artwork.title,
  artist: line.artwork.artist,
  imageUrl: line.artwork.imageUrl,
  pricePence: line.pricePence,
  printFormat: line.edition.format,
  printWidth: line.edition.width,
  printHeight: line.edition.height,
  printUnit: line.edition.unit,
  editionSize: line.edition.size,
  printOf: line.artwork.id,
});

/** What an order took leaves the buyer's cart: its originals, and its editions' prints. */
async function leaveCart(tx: Queryable, userId: string, lines: OrderLine[], prints: PrintLine[]) {
  if (lines.length > 0) {
    await tx.delete(cartItems).where(
      and(
        eq(cartItems.userId, userId),
        inArray(
          cartItems.artworkId,
          lines.map((line) => line.id),
        ),
      ),
    );
  }
  if (prints.length > 0) {
    await tx.delete(cartPrints).where(
      and(
        eq(cartPrints.userId, userId),
        inArray(
          cartPrints.editionId,
          prints.map((line) => line.edition.id),
        ),
      ),
    );
  }
}

/** One order, locked for a change; with `buyerId`, only if it is that buyer's. */
export async function lockOrder(
  tx: Queryable,
  orderId: string,
  buyerId?: string,
): Promise<OrderRow | undefined> {
  const mine = buyerId ? eq(orders.userId, buyerId) : undefined;
  const [found] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), mine))
    .for("update");
  return found;
}

/**
 * Sets an order's columns and its lines' hold (sold, kept for a plan of monthly parts, or let
 * go with null), in one step.
 */
export async function setOrderState(
  tx: Queryable,
  orderId: string,
  set: Partial<typeof orders.$inferInsert>,
  hold: "sold" | "plan" | null,
): Promise<{ order: OrderRow; items: ItemRow[] }> {
  const [order] = await tx.update(orders).set(set).where(eq(orders.id, orderId)).returning();
  const items = await tx
    .update(orderItems)
    .set({ hold, holdExpiresAt: null })
    .where(eq(orderItems.orderId, orderId))
    .returning();
  return { order, items };
}

/** Records the card payment page of an order, so the buyer can come back to it. */
export async function attachSession(
  tx: Queryable,
  orderId: string,
  session: { id: string; url: string },
) {
  await tx
    .update(orders)
    .set({ stripeSessionId: session.id, stripeCheckoutUrl: session.url })
    .where(eq(orders.id, orderId));
}

/**
 * An order that never was: it is removed (its lines with it, so its holds end) and its
 * paintings and prints go back into the buyer's cart.
 */
export async function withdrawOrder(tx: Queryable, order: OrderRow, items: ItemRow[]) {
  await tx.delete(orders).where(eq(orders.id, order.id));
  const ids = items.flatMap((item) => (item.artworkId ? [item.artworkId] : []));
  const prints = items.flatMap((item) =>
    item.editionId ? [{ editionId: item.editionId, quantity: item.quantity }] : [],
  );
  const { userId } = order;
  if (ids.length > 0 && userId) {
    await tx
      .insert(cartItems)
      .values(ids.map((artworkId) => ({ userId, artworkId })))
      .onConflictDoNothing();
  }
  if (prints.length > 0 && userId) {
    await tx
      .insert(cartPrints)
      .values(prints.map((print) => ({ userId, ...print })))
      .onConflictDoNothing();
  }
}
