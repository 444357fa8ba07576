import { and, count, desc, eq, gte, inArray, sql, sum } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { artworks, artworkViews, orderItems, orders, userFavorites } from "#server/db/schema";
import { shopDay } from "#shared/dates";
import { poundsFromPence } from "#shared/money";
import { ORDER_STATUSES, type OrderStatus, SOLD_STATUSES } from "#shared/order";
import { lastTwelveMonths, type ShopStats, TOP_WORKS, VIEWS_WINDOW_DAYS } from "#shared/stats";

const DAY_MS = 24 * 60 * 60_000;

/**
 * The Overview's figures. Revenue is what the works of sold orders (paid, shipped, delivered,
 * or being returned) took, originals apart from prints (each print line its price times its
 * quantity), by the month (UK time) they were paid — a refunded order, or one owed a refund,
 * took nothing; delivery is not a sale of her work; months with no sale are 0. The top lists
 * break ties by title, so they read the same every time.
 */
export async function shopStats(db: Db, now: Date): Promise<ShopStats> {
  const months = lastTwelveMonths(shopDay(now).slice(0, 7));
  // A little more than a year back; each sale is then placed in its UK month.
  const since = new Date(now.getTime() - 400 * DAY_MS);
  const viewsSince = shopDay(new Date(now.getTime() - (VIEWS_WINDOW_DAYS - 1) * DAY_MS));
  const [sales, statuses, favorited, viewed] = await Promise.all([
    db
      .select({
        orderId: orders.id,
        orderPence: orders.totalPence,
        paidAt: orders.paidAt,
        print: sql<boolean>`${orderItems.printFormat} is not null`,
        pricePence: orderItems.pricePence,
        quantity: orderItems.quantity,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(
        and(
          inArray(orders.status, SOLD_STATUSES),
          eq(orderItems.hold, "sold"),
          gte(orders.paidAt, since),
        ),
      ),
    db.select({ status: orders.status, n: count() }).from(orders).groupBy(orders.status),
    db
      .select({
        artworkId: artworks.id,
        artworkSlug: artworks.slug,
        title: artworks.title,
        imageUrl: artworks.imageUrl,
        count: count(),
      })
      .from(userFavorites)
      .innerJoin(artworks, eq(artworks.id, userFavorites.artworkId))
      .groupBy(artworks.id)
      .orderBy(desc(count()), artworks.title)
      .limit(TOP_WORKS),
    db
      .select({
        artworkId: artworks.id,
        artworkSlug: artworks.slug,
        title: artworks.title,
        imageUrl: artworks.imageUrl,
        count: sql<number>`${sum(artworkViews.count)}::int`,
      })
      .from(artworkViews)
      .innerJoin(artworks, eq(artworks.id, artworkViews.artworkId))
      .where(gte(artworkViews.day, viewsSince))
      .groupBy(artworks.id)
      .orderBy(desc(sum(artworkViews.count)), artworks.title)
      .limit(TOP_WORKS),
  ]);

  const tally = salesByMonth(months, sales);
  const ordersByStatus = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<
    OrderStatus,
    number
  >;
  for (const row of statuses) ordersByStatus[row.status] = row.n;
  return {
    revenueByMonth: months.map((month) => {
      const { taken, originals, prints } = tally.get(month) as MonthSales;
      return {
        month,
        total: poundsFromPence(taken.pence),
        originals: poundsFromPence(originals.pence),
        prints: poundsFromPence(prints.pence),
      };
    }),
    sold: {
      originals: totalOf(tally, "originals"),
      prints: totalOf(tally, "prints"),
    },
    ordersByStatus,
    topFavorited: favorited,
    topViewed: viewed.map((row) => ({ ...row, count: Number(row.count) })),
  };
}

type Sold = { count: number; pence: number };
/** A month's orders' totals with their delivery (`taken`), and its works sold, by kind. */
type MonthSales = { taken: { orders: Set<string>; pence: number }; originals: Sold; prints: Sold };
type SaleLine = {
  orderId: string;
  orderPence: number;
  paidAt: Date | null;
  print: boolean;
  pricePence: number;
  quantity: number;
};

/** Each of `months`' originals and prints sold: how many, and what they took in pence. */
function salesByMonth(months: string[], lines: SaleLine[]): Map<string, MonthSales> {
  const tally = new Map<string, MonthSales>(
    months.map((month) => [
      month,
      {
        taken: { orders: new Set<string>(), pence: 0 },
        originals: { count: 0, pence: 0 },
        prints: { count: 0, pence: 0 },
      },
    ]),
  );
  for (const line of lines) {
    const sold = line.paidAt && tally.get(shopDay(line.paidAt).slice(0, 7));
    if (!sold) continue;
    // Each order's whole total once, however many lines it has.
    if (!sold.taken.orders.has(line.orderId)) {
      sold.taken.orders.add(line.orderId);
      sold.taken.pence += line.orderPence;
    }
    const kind = line.print ? sold.prints : sold.originals;
    kind.count += line.quantity;
    kind.pence += line.pricePence * line.quantity;
  }
  return tally;
}

/** The twelve months' count and revenue (pounds) of one kind of sale. */
function totalOf(tally: Map<string, MonthSales>, kind: "originals" | "prints") {
  let count = 0;
  let pence = 0;
  for (const month of tally.values()) {
    count += month[kind].count;
    pence += month[kind].pence;
  }
  return { count, revenue: poundsFromPence(pence) };
}
