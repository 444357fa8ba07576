import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { placeholderReviewCount } from "./reviews";

describe("placeholderReviewCount", () => {
  const ids = Array.from({ length: 2000 }, () => randomUUID());

  it("is a whole number from 10 to 59 for any id", () => {
    for (const id of [...ids, "", "x"]) {
      const count = placeholderReviewCount(id);
      expect(Number.isInteger(count)).toBe(true);
      expect(count).toBeGreaterThanOrEqual(10);
      expect(count).toBeLessThanOrEqual(59);
    }
  });

  it("stays the same for the same artwork", () => {
    for (const id of ids.slice(0, 100)) {
      expect(placeholderReviewCount(id)).toBe(placeholderReviewCount(`${id}`));
    }
  });

  it("differs between artworks, reaching both ends of the range", () => {
    const counts = new Set(ids.map(placeholderReviewCount));
    expect(counts.size).toBe(50);
  });
});
