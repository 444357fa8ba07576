import { describe, expect, it } from "vitest";
import { holdsNul } from "./refuse-nul";

describe("holdsNul", () => {
  it("finds U+0000 in strings, keys and nested values", () => {
    expect(holdsNul("a\u0000b")).toBe(true);
    expect(holdsNul({ shipping: { name: "x\u0000" } })).toBe(true);
    expect(holdsNul({ "k\u0000": 1 })).toBe(true);
    expect(holdsNul([1, ["\u0000"]])).toBe(true);
  });

  it("passes everything else, including the six characters \\u0000 written out", () => {
    expect(holdsNul({ name: "\\u0000", price: 0, tags: ["a", null, true] })).toBe(false);
    expect(holdsNul(null)).toBe(false);
  });
});
