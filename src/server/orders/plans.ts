import { and, asc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Queryable } from "#server/db/client";
import { orderPlanParts, orders } from "#server/db/schema";
import { addDays, shopDay } from "#shared/dates";
import { planParts } from "#shared/instalments";
import { poundsFromPence } from "#shared/money";
import type { OrderPlan } from "#shared/order";

// An order paid in monthly parts (docs/decisions/048-instalment-plans.md): its parts as the
// database keeps them, and the plan as the API shows it. The steps here read and write inside
// the caller's transaction, and decide nothing.

export type PartRow = typeof orderPlanParts.$inferSelect;

/** Days after its due day a part unpaid is overdue: the buyer and the owners are told once. */
export const OVERDUE_DAYS = 14;
/** Days after its due day a later part's payment link stays open. */
export const PART_PAYABLE_DAYS = 30;
/** The fewest days a new payment link for a part stays open, however late it is made. */
const PART_PAYABLE_MIN_DAYS = 7;

/** The start of a day (YYYY-MM-DD) as a moment: midnight UTC, the day an ISO reader sees. */
export const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);

/**
 * Until when a part's payment link may be paid: `PART_PAYABLE_DAYS` after its due day, and at
 * least `PART_PAYABLE_MIN_DAYS` from `now`.
 */
export function partPayableUntil(dueDay: string, now: Date): Date {
  const byDue = dayStart(addDays(dueDay, PART_PAYABLE_DAYS + 1));
  const least = new Date(now.getTime() + PART_PAYABLE_MIN_DAYS * 86_400_000);
  return byDue > least ? byDue : least;
}

/** The plan of a new order, in its transaction: `parts` monthly parts of its total from today. */
export async function insertPlan(
  tx: Queryable,
  order: { id: string; totalPence: number; createdAt: Date },
  parts: number,
): Promise<PartRow[]> {
  return tx
    .insert(orderPlanParts)
    .values(
      planParts(order.totalPence, parts, shopDay(order.createdAt)).map((part) => ({
        orderId: order.id,
        part: part.part,
        amountPence: part.amountPence,
        dueDay: part.dueDay,
      })),
    )
    .returning();
}

/** The parts of these orders' plans, in order (none for an order paid in full). */
export async function partsOf(db: Queryable, orderIds: string[]): Promise<PartRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderPlanParts)
    .where(inArray(orderPlanParts.orderId, orderIds))
    .orderBy(asc(orderPlanParts.orderId), asc(orderPlanParts.part));
}

/** One order's parts, locked for a change. */
export async function lockParts(tx: Queryable, orderId: string): Promise<PartRow[]> {
  return tx
    .select()
    .from(orderPlanParts)
    .where(eq(orderPlanParts.orderId, orderId))
    .orderBy(asc(orderPlanParts.part))
    .for("update");
}

/** Records one part paid, once: a part paid already is left as it was (a replay). */
export async function markPartPaid(
  tx: Queryable,
  where: { orderId: string; part: number } | { paymentRequestId: string },
  now: Date,
): Promise<PartRow | undefined> {
  const which =
    "paymentRequestId" in where
      ? eq(orderPlanParts.paymentRequestId, where.paymentRequestId)
      : and(eq(orderPlanParts.orderId, where.orderId), eq(orderPlanParts.part, where.part));
  const [paid] = await tx
    .update(orderPlanParts)
    .set({ paidAt: now })
    .where(and(which, isNull(orderPlanParts.paidAt)))
    .returning();
  return paid;
}

/**
 * Later parts due by `now` with no payment link yet, of orders still paying in parts, locked
 * for the caller: re-read under the lock, so of processes racing only one finds each part.
 */
export async function partsDueForLink(tx: Queryable, now: Date) {
  return tx
    .select({ part: orderPlanParts, order: orders })
    .from(orderPlanParts)
    .innerJoin(orders, eq(orders.id, orderPlanParts.orderId))
    .where(
      and(
        isNull(orderPlanParts.paidAt),
        isNull(orderPlanParts.paymentRequestId),
        sql`${orderPlanParts.part} > 1`,
        lte(orderPlanParts.dueDay, shopDay(now)),
        eq(orders.status, "paying_in_parts"),
      ),
    )
    .for("update", { of: orderPlanParts, skipLocked: true });
}

/**
 * Parts unpaid `OVERDUE_DAYS` after their due day, of orders still paying in parts, not yet
 * told: marked told in this one statement, so each is told once whichever process runs it.
 */
export async function claimOverdue(tx: Queryable, now: Date): Promise<PartRow[]> {
  return tx
    .update(orderPlanParts)
    .set({ overdueNoticedAt: now })
    .where(
      and(
        isNull(orderPlanParts.paidAt),
        isNull(orderPlanParts.overdueNoticedAt),
        lte(orderPlanParts.dueDay, addDays(shopDay(now), -OVERDUE_DAYS)),
        inArray(
          orderPlanParts.orderId,
          tx.select({ id: orders.id }).from(orders).where(eq(orders.status, "paying_in_parts")),
        ),
      ),
    )
    .returning();
}

/** The plan as the API shows it (money in pounds), or null for an order paid in full. */
export function planView(parts: PartRow[] | undefined): OrderPlan | null {
  if (!parts || parts.length === 0) return null;
  const sorted = [...parts].sort((a, b) => a.part - b.part);
  const next = sorted.find((part) => part.paidAt === null);
  return {
    parts: sorted.length,
    paid: sorted.filter((part) => part.paidAt !== null).length,
    nextDueAt: next ? dayStart(next.dueDay).toISOString() : null,
    schedule: sorted.map((part) => ({
      part: part.part,
      amount: poundsFromPence(part.amountPence),
      dueDay: part.dueDay,
      paidAt: part.paidAt?.toISOString() ?? null,
    })),
  };
}
