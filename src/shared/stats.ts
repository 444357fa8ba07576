import type { OrderStatus } from "./order";

/** A work among the most favourited or most viewed, with what the Overview shows of it. */
/** A work among the most favourited or viewed; its slug is for its address. */
export type TopWork = {
  artworkId: string;
  artworkSlug: string;
  title: string;
  imageUrl: string;
  count: number;
};

/** The owner's Overview: how the shop is doing (`GET /api/admin/stats`). */
export type ShopStats = {
  /**
   * What sold orders took by the month they were paid (UK time), the last 12 months, oldest
   * first, in pounds: `total`, their whole totals with delivery; and of it, what the works
   * took — the originals and the prints (each print line its price times its quantity).
   */
  revenueByMonth: Array<{ month: string; total: number; originals: number; prints: number }>;
  /** The same twelve months' originals and prints sold: how many, and what they took (pounds). */
  sold: Record<"originals" | "prints", { count: number; revenue: number }>;
  ordersByStatus: Record<OrderStatus, number>;
  topFavorited: TopWork[];
  /** Views of each work's detail over the last VIEWS_WINDOW_DAYS days. */
  topViewed: TopWork[];
};

/** How far back "most viewed" looks. */
export const VIEWS_WINDOW_DAYS = 30;
/** How many works each top list holds. */
export const TOP_WORKS = 5;

/** The 12 months ending with `month` ("YYYY-MM"), oldest first. */
export function lastTwelveMonths(month: string): string[] {
  const [year, number] = month.split("-").map(Number);
  return Array.from({ length: 12 }, (_, index) => {
    const back = 11 - index;
    const total = year * 12 + (number - 1) - back;
    return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, "0")}`;
  });
}

/**
 * The revenue chart's scale: a round top at or above the largest month (1, 2, 2.5 or 5 times a
 * power of ten), divided into four equal steps, so the gridlines read as plain amounts.
 */
export function chartScale(largest: number): { top: number; ticks: number[] } {
  if (!(largest > 0)) return { top: 100, ticks: [0, 25, 50, 75, 100] };
  const step = largest / 4;
  const power = 10 ** Math.floor(Math.log10(step));
  const nice = [1, 2, 2.5, 5, 10].find((factor) => factor * power >= step) ?? 10;
  const niceStep = nice * power;
  return { top: niceStep * 4, ticks: [0, 1, 2, 3, 4].map((i) => niceStep * i) };
}
