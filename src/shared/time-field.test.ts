import { describe, expect, it } from "vitest";
import { momentOfShopTime, shopTimeField } from "./time-field";

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
