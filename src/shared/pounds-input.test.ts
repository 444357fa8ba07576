import { describe, expect, it } from "vitest";
import { parsePounds } from "./pounds-input";

describe("parsePounds", () => {
  it.each([
    ["450", 45_000],
    ["£1,250", 125_000],
    [" 499.99 ", 49_999],
    ["0.5", 50],
  ])("reads %j as %i pence", (typed, pence) => {
    expect(parsePounds(typed)).toBe(pence);
  });

  it.each(["", "abc", "4.999", "-5", "1e3", "£"])("refuses %j", (typed) => {
    expect(parsePounds(typed)).toBeNull();
  });
});
