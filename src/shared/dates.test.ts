import { describe, expect, it } from "vitest";
import { formatDay, formatMoment, formatShortDay, formatTime, shopDay } from "./dates";

describe("the shop's dates, in London time whatever the reader's clock", () => {
  it("writes a moment in GMT in winter and BST in summer", () => {
    expect(formatMoment("2026-11-25T14:05:00Z")).toBe("Wednesday 25 November 2026 at 14:05");
    expect(formatMoment("2027-07-01T13:05:00Z")).toBe("Thursday 1 July 2027 at 14:05");
    expect(formatMoment("2027-01-03T09:00:00Z")).toBe("Sunday 3 January 2027 at 09:00");
  });

  it("puts a moment just after midnight in London on London's day", () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in London.
    expect(formatDay("2027-06-30T23:30:00Z")).toBe("1 July 2027");
    expect(formatShortDay("2027-06-30T23:30:00Z")).toBe("1 Jul 2027");
    expect(formatTime("2027-06-30T23:30:00Z")).toBe("00:30");
  });

  it("writes a day without the time", () => {
    expect(formatDay("2026-11-22T23:59:00Z")).toBe("22 November 2026");
    expect(formatShortDay("2026-11-22T23:59:00Z")).toBe("22 Nov 2026");
  });
});

describe("the shop's day", () => {
  it("is the day in London, summer or winter, as YYYY-MM-DD", () => {
    expect(shopDay(new Date("2026-06-30T23:30:00Z"))).toBe("2026-07-01");
    expect(shopDay(new Date("2026-12-31T23:30:00Z"))).toBe("2026-12-31");
    expect(shopDay(new Date("2027-01-01T00:00:00Z"))).toBe("2027-01-01");
  });
});
