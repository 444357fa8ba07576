import { describe, expect, it } from "vitest";
import {
  formatDay,
  formatMoment,
  formatShortDay,
  formatTime,
  momentOfShopTime,
  shopDay,
  shopTimeField,
} from "./dates";

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

describe("a date-and-time field in the shop's time", () => {
  it("shows a moment as London's clock reads it, GMT or BST", () => {
    expect(shopTimeField("2027-01-15T09:30:00.000Z")).toBe("2027-01-15T09:30");
    expect(shopTimeField("2027-07-15T09:30:59.999Z")).toBe("2027-07-15T10:30");
    expect(shopTimeField("2026-12-31T23:59:00.000Z")).toBe("2026-12-31T23:59");
  });

  it("reads what was typed as London's time, back to the same moment", () => {
    expect(momentOfShopTime("2027-01-15T09:30")).toBe("2027-01-15T09:30:00.000Z");
    expect(momentOfShopTime("2027-07-15T10:30")).toBe("2027-07-15T09:30:00.000Z");
    for (const iso of ["2027-03-28T00:59:00.000Z", "2027-03-28T01:00:00.000Z"]) {
      expect(momentOfShopTime(shopTimeField(iso))).toBe(iso);
    }
  });

  it("reads a time the clocks skip as an hour later, and one they pass twice as the second", () => {
    // 28 March 2027: 01:00 GMT becomes 02:00 BST; 01:30 never happens in London.
    expect(momentOfShopTime("2027-03-28T01:30")).toBe("2027-03-28T01:30:00.000Z");
    // 31 October 2027: 02:00 BST becomes 01:00 GMT; 01:30 happens twice.
    expect(momentOfShopTime("2027-10-31T01:30")).toBe("2027-10-31T01:30:00.000Z");
  });

  it("names no moment for what is no date and time", () => {
    for (const typed of [
      "",
      "2027-04-31T10:00",
      "2027-13-01T10:00",
      "2027-01-01T24:00",
      "2027-01-01 10:00",
      "tomorrow",
    ]) {
      expect(momentOfShopTime(typed)).toBeUndefined();
    }
  });
});
