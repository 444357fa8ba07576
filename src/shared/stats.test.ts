import { describe, expect, it } from "vitest";
import { lastTwelveMonths } from "./stats";

describe("the Overview's months", () => {
  it("are the twelve ending with this one, across a new year", () => {
    expect(lastTwelveMonths("2026-03")).toEqual([
      "2025-04",
      "2025-05",
      "2025-06",
      "2025-07",
      "2025-08",
      "2025-09",
      "2025-10",
      "2025-11",
      "2025-12",
      "2026-01",
      "2026-02",
      "2026-03",
    ]);
    expect(lastTwelveMonths("2026-12")[0]).toBe("2026-01");
    expect(lastTwelveMonths("2027-01").slice(-2)).toEqual(["2026-12", "2027-01"]);
  });
});
