import { describe, expect, it } from "vitest";
import {
  cubicBezier,
  formatNumber,
  formatOpacity,
  formatPoint,
  smoothClosedPath,
  smoothOpenPath,
} from "./geometry";

describe("formatNumber", () => {
  it("rounds to one decimal place, without a negative zero", () => {
    expect(formatNumber(12.345)).toBe("12.3");
    expect(formatNumber(7)).toBe("7");
    expect(formatNumber(-0.04)).toBe("0");
    expect(formatNumber(-2.06)).toBe("-2.1");
  });
});

describe("formatOpacity", () => {
  it("clamps to 0-1 and rounds to three decimal places", () => {
    expect(formatOpacity(0.12345)).toBe("0.123");
    expect(formatOpacity(1.5)).toBe("1");
    expect(formatOpacity(-0.2)).toBe("0");
  });
});

describe("formatPoint", () => {
  it("writes x and y for path data", () => {
    expect(formatPoint(1.26, -3)).toBe("1.3 -3");
  });
});

describe("cubicBezier", () => {
  it("samples the curve from its start to its end", () => {
    const points = cubicBezier([0, 0], [0, 10], [10, 10], [10, 0], 5);
    expect(points).toHaveLength(5);
    expect(points[0]).toEqual([0, 0]);
    expect(points[4]).toEqual([10, 0]);
    expect(points[2]).toEqual([5, 7.5]);
  });
});

describe("smooth paths", () => {
  const square: Array<[number, number]> = [
    [0, 0],
    [10, 0],
    [10, 10],
    [0, 10],
  ];

  it("draws one cubic segment between each pair of points on an open path", () => {
    const path = smoothOpenPath(square);
    expect(path.startsWith("M0 0C")).toBe(true);
    expect(path.match(/C/g)).toHaveLength(3);
    expect(path.endsWith(" 0 10")).toBe(true);
  });

  it("closes the loop back to the first point", () => {
    const path = smoothClosedPath(square);
    expect(path.match(/C/g)).toHaveLength(4);
    expect(path.endsWith(" 0 0Z")).toBe(true);
  });
});
