import { Cron } from "croner";
import { SHOP_TIME_ZONE, shopDay } from "#shared/dates";

/**
 * When backups are made (BACKUP_SCHEDULE): a five-field cron expression read in the shop's time
 * (UK: 03:00 is 03:00 in winter and in summer), or `off`. Every process computes the same
 * moments ("slots"), so several processes agree on which backup is due.
 */
export const DEFAULT_SCHEDULE = "0 3 * * *";

export type BackupSchedule = {
  /** The expression as configured, for messages. */
  pattern: string;
  /** The first slot after `after` (strictly). */
  next: (after: Date) => Date;
  /** The last slot at or before `at`, if one came in the past year. */
  latest: (at: Date) => Date | undefined;
};

/** `text` as a schedule, `"off"`, or why it is neither. */
export function parseSchedule(text: string): BackupSchedule | "off" | { error: string } {
  const pattern = text.trim().replace(/\s+/g, " ");
  if (pattern.toLowerCase() === "off") return "off";
  if (pattern.split(" ").length !== 5) {
    return {
      error: "must be a cron expression of five fields (minute hour day month weekday), or off",
    };
  }
  let cron: Cron;
  try {
    cron = new Cron(pattern, { timezone: SHOP_TIME_ZONE, paused: true });
  } catch (error) {
    return { error: `must be a cron expression, or off (${(error as Error).message})` };
  }
  // A pattern that never comes round (30 February) would never back up: refuse it now.
  if (!cron.nextRun(new Date())) return { error: "never comes round: choose a date that exists" };
  return {
    pattern,
    next: (after) => cron.nextRun(after) ?? new Date(8.64e15),
    latest: (at) => cron.previousRuns(1, new Date(at.getTime() + 1))[0],
  };
}

/**
 * Which backups are kept (BACKUP_KEEP, default `7d,4w,6m`): the newest backup of each of the
 * last 7 days that have one, of each of the last 4 weeks and of each of the last 6 months, in
 * the shop's time (UK). As restic's `--keep-daily/weekly/monthly` count them, a day without a
 * backup (the server was off) does not use up a place, so a shop that was off for a fortnight
 * still keeps seven days' worth. A backup kept by one rule is kept, whatever the others say.
 */
export type KeepRule = { days: number; weeks: number; months: number };

export const DEFAULT_KEEP = "7d,4w,6m";

const PART = /^(\d{1,3})([dwm])$/;

/** `7d,4w,6m` (any order, any subset, each at most once) as a rule; undefined if it is not one. */
export function parseKeep(text: string): KeepRule | undefined {
  const rule: KeepRule = { days: 0, weeks: 0, months: 0 };
  const seen = new Set<string>();
  for (const part of text.split(",").map((p) => p.trim().toLowerCase())) {
    const match = PART.exec(part);
    if (!match || seen.has(match[2])) return undefined;
    seen.add(match[2]);
    const field = ({ d: "days", w: "weeks", m: "months" } as const)[match[2] as "d" | "w" | "m"];
    rule[field] = Number(match[1]);
  }
  return rule.days + rule.weeks + rule.months > 0 ? rule : undefined;
}

/** The ISO week (Monday first) that a YYYY-MM-DD day falls in, as `YYYY-Www`. */
export function isoWeek(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  const weekday = (date.getUTCDay() + 6) % 7; // Monday 0
  date.setUTCDate(date.getUTCDate() - weekday + 3); // the week's Thursday names its year
  const year = date.getUTCFullYear();
  const firstThursday = new Date(Date.UTC(year, 0, 4));
  firstThursday.setUTCDate(firstThursday.getUTCDate() - ((firstThursday.getUTCDay() + 6) % 7) + 3);
  const week = 1 + Math.round((date.getTime() - firstThursday.getTime()) / (7 * 86_400_000));
  return `${year}-W${String(week).padStart(2, "0")}`;
}

/** The ids of `backups` that `rule` keeps. */
export function keptBackups(backups: { id: string; at: Date }[], rule: KeepRule): Set<string> {
  const newestFirst = [...backups].sort((a, b) => b.at.getTime() - a.at.getTime());
  const kept = new Set<string>();
  const periods: [number, (day: string) => string][] = [
    [rule.days, (day) => day],
    [rule.weeks, isoWeek],
    [rule.months, (day) => day.slice(0, 7)],
  ];
  for (const [count, periodOf] of periods) {
    const seen = new Set<string>();
    for (const backup of newestFirst) {
      if (seen.size >= count) break;
      const period = periodOf(shopDay(backup.at));
      if (seen.has(period)) continue;
      seen.add(period);
      kept.add(backup.id);
    }
  }
  return kept;
}
