import { and, desc, eq, getTableColumns, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { printsOf } from "#server/certificates/service";
import { users } from "#server/db/auth-schema";
import type { Db, Queryable } from "#server/db/client";
import { artworks, certificates, orderItems, orders } from "#server/db/schema";
import type { OrderStatus } from "#shared/order";
import { type PartRow, partsOf } from "./plans";

// Orders as they are read: each with its lines, their certificates and numbered prints, and a
// plan of monthly parts when it is paid that way.

export type OrderRow = typeof orders.$inferSelect;
/** An order's line, with the code of its certificate once the order is paid (`itemsOf`). */
export type ItemRow = typeof orderItems.$inferSelect & {
  certificateCode?: string | null;
  /** The painting's id as its certificate keeps it (the line's is null once it is deleted). */
  certificateArtworkId?: string | null;
  /** The order's plan of monthly parts, when it is paid that way (`itemsOf`). */
  planParts?: PartRow[];
  /** The painting's slug, for its address, while it is in the catalogue (`itemsOf`). */
  artworkSlug?: string | null;
  /** A numbered print line's prints, once paid: each number and its certificate's code. */
  prints?: Array<{ number: number; size: number; code: string }>;
};
/** Any database handle, inside a transaction or not. */
export type { Queryable };

/**
 * The orders matching `where`, newest first (the newest `limit`, or every one with null), each
 * with its items (two queries in all).
 */
async function findOrders(db: Queryable, where: SQL | undefined, limit: number | null = 500) {
  const query = db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.number))
    .$dynamic();
  const rows = await (limit === null ? query : query.limit(limit));
  if (rows.length === 0) return [];
  const items = await itemsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ row, items: items.filter((item) => item.orderId === row.id) }));
}

/** One order, whoever's it is (the owner's desk), or undefined. */
export async function orderById(db: Queryable, orderId: string) {
  const [found] = await db.select().from(orders).where(eq(orders.id, orderId));
  return found;
}

/** The buyer's own orders, newest first: the newest 500, or every one (`limit` null). */
export async function listOrdersOf(db: Db, userId: string, limit: number | null = 500) {
  return findOrders(db, eq(orders.userId, userId), limit);
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
            found.flatMap(({ row }) => (row.userId ? [row.userId] : [])),
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

/**
 * The items of these orders (for e-mails about orders found without them), each with its
 * order's plan of monthly parts, if any.
 */
export async function itemsOf(db: Queryable, orderIds: string[]): Promise<ItemRow[]> {
  if (orderIds.length === 0) return [];
  const lines = await linesOf(db, orderIds);
  // Numbered prints only where an order has print lines: most orders are of originals.
  const prints = lines.some((line) => line.printFormat !== null)
    ? await printsOf(db, orderIds)
    : [];
  const items = lines.map((line) => {
    const own = prints.filter(
      (print) => print.orderId === line.orderId && print.position === line.position,
    );
    if (own.length === 0) return line;
    return {
      ...line,
      prints: own.map((print) => ({
        number: print.number as number,
        size: print.size as number,
        code: print.code,
      })),
    };
  });
  const parts = await partsOf(db, orderIds);
  if (parts.length === 0) return items;
  return items.map((item) => ({
    ...item,
    planParts: parts.filter((part) => part.orderId === item.orderId),
  }));
}

async function linesOf(db: Queryable, orderIds: string[]): Promise<ItemRow[]> {
  return (
    db
      .select({
        ...getTableColumns(orderItems),
        certificateCode: certificates.code,
        certificateArtworkId: certificates.artworkId,
        artworkSlug: artworks.slug,
      })
      .from(orderItems)
      // A print's address is its painting's.
      .leftJoin(
        artworks,
        eq(artworks.id, sql`coalesce(${orderItems.artworkId}, ${orderItems.printOf})`),
      )
      .leftJoin(
        certificates,
        and(
          eq(certificates.orderId, orderItems.orderId),
          eq(certificates.position, orderItems.position),
          isNull(certificates.printNumber),
        ),
      )
      .where(inArray(orderItems.orderId, orderIds))
  );
}
