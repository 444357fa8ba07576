import { describe, expect, it } from "vitest";
import { addMonths, planParts, splitIntoParts } from "./instalments";

describe("splitIntoParts", () => {
  it("splits evenly when it can", () => {
    expect(splitIntoParts(300_000, 3)).toEqual([100_000, 100_000, 100_000]);
  });

  it("adds the pennies left over to the first part, and always adds up exactly", () => {
    expect(splitIntoParts(100_001, 3)).toEqual([33_335, 33_333, 33_333]);
    expect(splitIntoParts(2, 3)).toEqual([2, 0, 0]);
    for (const total of [1, 99, 100_000, 123_457, 9_999_999_999]) {
      for (const parts of [1, 2, 3, 12]) {
        const split = splitIntoParts(total, parts);
        expect(split).toHaveLength(parts);
        expect(split.reduce((sum, amount) => sum + amount, 0)).toBe(total);
        expect(Math.max(...split)).toBe(split[0]);
      }
    }
  });

  it("refuses a total that is not whole pence, or no parts", () => {
    expect(() => splitIntoParts(10.5, 2)).toThrow(RangeError);
    expect(() => splitIntoParts(1000, 0)).toThrow(RangeError);
  });
});

describe("addMonths", () => {
  it("moves by calendar months, to the month's last day when it is shorter", () => {
    expect(addMonths("2026-11-27", 1)).toBe("2026-12-27");
    expect(addMonths("2026-11-27", 2)).toBe("2027-01-27");
    expect(addMonths("2027-01-31", 1)).toBe("2027-02-28");
    expect(addMonths("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonths("2026-08-31", 1)).toBe("2026-09-30");
    expect(addMonths("2026-05-15", 0)).toBe("2026-05-15");
  });
});

describe("planParts", () => {
  it("is due the day of the order, then monthly, adding up to the total", () => {
    expect(planParts(250_001, 3, "2027-01-31")).toEqual([
      { part: 1, amountPence: 83_335, dueDay: "2027-01-31" },
      { part: 2, amountPence: 83_333, dueDay: "2027-02-28" },
      { part: 3, amountPence: 83_333, dueDay: "2027-03-31" },
    ]);
  });
});
