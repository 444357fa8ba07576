import { and, count, desc, eq, gte, inArray, sql, sum } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { artworks, artworkViews, orders, userFavorites } from "#server/db/schema";
import { shopDay } from "#shared/dates";
import { poundsFromPence } from "#shared/money";
import { ORDER_STATUSES, type OrderStatus, SOLD_STATUSES } from "#shared/order";
import { lastTwelveMonths, type ShopStats, TOP_WORKS, VIEWS_WINDOW_DAYS } from "#shared/stats";

const DAY_MS = 24 * 60 * 60_000;

/**
 * The Overview's figures. Revenue is what sold orders (paid, shipped, delivered, or being
 * returned) took, by the month (UK time) they were paid — a refunded order, or one owed a
 * refund, took nothing; months with no sale are 0. The top lists break ties by title, so they
 * read the same every time.
 */
export async function shopStats(db: Db, now: Date): Promise<ShopStats> {
  const months = lastTwelveMonths(shopDay(now).slice(0, 7));
  // A little more than a year back; each sale is then placed in its UK month.
  const since = new Date(now.getTime() - 400 * DAY_MS);
  const viewsSince = shopDay(new Date(now.getTime() - (VIEWS_WINDOW_DAYS - 1) * DAY_MS));
  const [sales, statuses, favorited, viewed] = await Promise.all([
    db
      .select({ paidAt: orders.paidAt, totalPence: orders.totalPence })
      .from(orders)
      .where(and(inArray(orders.status, SOLD_STATUSES), gte(orders.paidAt, since))),
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

  const pence = new Map(months.map((month) => [month, 0]));
  for (const sale of sales) {
    const month = sale.paidAt ? shopDay(sale.paidAt).slice(0, 7) : undefined;
    if (month && pence.has(month)) pence.set(month, (pence.get(month) ?? 0) + sale.totalPence);
  }
  const ordersByStatus = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<
    OrderStatus,
    number
  >;
  for (const row of statuses) ordersByStatus[row.status] = row.n;
  return {
    revenueByMonth: months.map((month) => ({
      month,
      total: poundsFromPence(pence.get(month) ?? 0),
    })),
    ordersByStatus,
    topFavorited: favorited,
    topViewed: viewed.map((row) => ({ ...row, count: Number(row.count) })),
  };
}
