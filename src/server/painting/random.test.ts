import { describe, expect, it } from "vitest";
import { hashString, mulberry32 } from "./random";

describe("mulberry32", () => {
  it("repeats its sequence for a seed, and differs between seeds", () => {
    const take = (seed: number) => Array.from({ length: 5 }, mulberry32(seed));
    expect(take(42)).toEqual(take(42));
    expect(take(42)).not.toEqual(take(43));
  });

  it("gives numbers in [0, 1)", () => {
    const next = mulberry32(7);
    for (let i = 0; i < 1000; i++) {
      const value = next();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });
});

describe("hashString", () => {
  it("is 32-bit FNV-1a", () => {
    expect(hashString("")).toBe(0x811c9dc5);
    expect(hashString("a")).toBe(0xe40c292c);
    expect(hashString("foobar")).toBe(0xbf9cf968);
  });
});
