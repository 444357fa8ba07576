// Paying for a work in monthly parts: how a total is split, and when each part is due. Pure
// rules, shared by the checkout (which shows the plan) and the server (which keeps it).

/** One part of a plan: its number (from 1), its amount in pence and its due day (YYYY-MM-DD). */
export type PlanPart = { part: number; amountPence: number; dueDay: string };

/**
 * `totalPence` split into `parts` amounts in whole pence that add up to it exactly: equal, the
 * pennies left over paid with the first part (so later parts are never more than the first).
 */
export function splitIntoParts(totalPence: number, parts: number): number[] {
  if (!Number.isInteger(totalPence) || totalPence < 0)
    throw new RangeError("total must be whole pence");
  if (!Number.isInteger(parts) || parts < 1)
    throw new RangeError("parts must be a whole number from 1");
  const each = Math.floor(totalPence / parts);
  return Array.from({ length: parts }, (_, i) =>
    i === 0 ? totalPence - each * (parts - 1) : each,
  );
}

/**
 * The day `months` calendar months after `day` (YYYY-MM-DD); a day the month lacks becomes its
 * last (31 January + 1 month is 28 or 29 February).
 */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split("-").map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return target.toISOString().slice(0, 10);
}

/**
 * The plan for `totalPence` in `parts` monthly parts from `firstDay` (the day of the order):
 * the first due that day, the next ones on the same day of each following month (or that
 * month's last day, when it has no such day).
 */
export function planParts(totalPence: number, parts: number, firstDay: string): PlanPart[] {
  return splitIntoParts(totalPence, parts).map((amountPence, i) => ({
    part: i + 1,
    amountPence,
    dueDay: addMonths(firstDay, i),
  }));
}
