import { describe, expect, it } from "vitest";
import { chartScale, lastTwelveMonths } from "./stats";

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

describe("the revenue chart's scale", () => {
  it("tops the largest month with a round amount in four equal steps", () => {
    expect(chartScale(1350.49)).toEqual({ top: 2000, ticks: [0, 500, 1000, 1500, 2000] });
    expect(chartScale(8000)).toEqual({ top: 8000, ticks: [0, 2000, 4000, 6000, 8000] });
    expect(chartScale(9000)).toEqual({ top: 10000, ticks: [0, 2500, 5000, 7500, 10000] });
    expect(chartScale(45)).toEqual({ top: 80, ticks: [0, 20, 40, 60, 80] });
  });

  it("still draws gridlines for a year with no sales", () => {
    expect(chartScale(0)).toEqual({ top: 100, ticks: [0, 25, 50, 75, 100] });
  });
});
