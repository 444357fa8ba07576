import { describe, expect, it } from "vitest";
import { isoWeek, keptBackups, parseKeep, parseSchedule } from "./backup-schedule";

describe("the backup schedule", () => {
  it("comes round at the same UK time in winter and in summer", () => {
    const daily = parseSchedule("0 3 * * *");
    if (daily === "off" || "error" in daily) throw new Error("refused");
    expect(daily.next(new Date("2026-01-10T12:00:00Z")).toISOString()).toBe(
      "2026-01-11T03:00:00.000Z",
    );
    expect(daily.next(new Date("2026-07-10T12:00:00Z")).toISOString()).toBe(
      "2026-07-11T02:00:00.000Z",
    );
    expect(daily.latest(new Date("2026-07-11T02:00:00Z"))?.toISOString()).toBe(
      "2026-07-11T02:00:00.000Z",
    );
    expect(daily.latest(new Date("2026-07-11T01:59:59Z"))?.toISOString()).toBe(
      "2026-07-10T02:00:00.000Z",
    );
    // Strictly after: a slot that has just come is not the next one.
    expect(daily.next(new Date("2026-07-11T02:00:00Z")).toISOString()).toBe(
      "2026-07-12T02:00:00.000Z",
    );
  });

  it("is off, or refused with a reason", () => {
    expect(parseSchedule("off")).toBe("off");
    expect(parseSchedule("every night")).toEqual({
      error: "must be a cron expression of five fields (minute hour day month weekday), or off",
    });
    expect(parseSchedule("0 3 31 4 *")).toEqual({
      error: "never comes round: choose a date that exists",
    });
  });
});

describe("what BACKUP_KEEP keeps", () => {
  it("reads days, weeks and months in any order", () => {
    expect(parseKeep("7d,4w,6m")).toEqual({ days: 7, weeks: 4, months: 6 });
    expect(parseKeep(" 2M , 30D ")).toEqual({ days: 30, weeks: 0, months: 2 });
    for (const bad of ["", "0d", "7", "7d,3d", "1y", "7d;4w"])
      expect(parseKeep(bad)).toBeUndefined();
  });

  it("names ISO weeks, Monday first, across a year's end", () => {
    expect(isoWeek("2026-11-28")).toBe("2026-W48"); // a Saturday
    expect(isoWeek("2026-11-30")).toBe("2026-W49"); // the Monday after
    expect(isoWeek("2027-01-01")).toBe("2026-W53");
    expect(isoWeek("2024-12-30")).toBe("2025-W01");
  });

  /** A backup at 03:00 UK time every day from `first`, for `days` days. */
  function daily(first: string, days: number) {
    return Array.from({ length: days }, (_, i) => {
      const at = new Date(`${first}T03:00:00Z`);
      at.setUTCDate(at.getUTCDate() + i);
      return { id: at.toISOString().slice(0, 10), at };
    });
  }

  it("keeps the newest of each of the last 7 days, 4 weeks and 6 months", () => {
    // 1 January to 28 November 2026, one a day.
    const kept = [
      ...keptBackups(daily("2026-01-01", 332), { days: 7, weeks: 4, months: 6 }),
    ].sort();
    expect(kept).toEqual([
      // the last of each of June to October, then November's newest (also a day)
      "2026-06-30",
      "2026-07-31",
      "2026-08-31",
      "2026-09-30",
      "2026-10-31",
      // the Sundays ending the three weeks before this one
      "2026-11-08",
      "2026-11-15",
      // 22 November is a week's last and a day's too
      "2026-11-22",
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
    ]);
  });

  it("counts days that have a backup, so a fortnight off loses nothing", () => {
    const before = daily("2026-11-01", 7); // 1–7 November, then the server was off
    const after = daily("2026-11-21", 2); // 21–22 November
    const kept = keptBackups([...before, ...after], { days: 7, weeks: 0, months: 0 });
    expect([...kept].sort()).toEqual([
      "2026-11-03",
      "2026-11-04",
      "2026-11-05",
      "2026-11-06",
      "2026-11-07",
      "2026-11-21",
      "2026-11-22",
    ]);
  });

  it("reads the day in UK time: 00:30 BST is still the day before in UTC", () => {
    const late = { id: "late", at: new Date("2026-07-01T23:30:00Z") }; // 00:30 on 2 July in BST
    const early = { id: "early", at: new Date("2026-07-01T22:30:00Z") }; // 23:30 on 1 July
    expect([...keptBackups([late, early], { days: 2, weeks: 0, months: 0 })].sort()).toEqual([
      "early",
      "late",
    ]);
    expect([...keptBackups([late, early], { days: 1, weeks: 0, months: 0 })]).toEqual(["late"]);
  });
});
