import { describe, expect, it } from "vitest";
import { averageRating, reviewerName, reviewInputSchema } from "./reviews";

describe("averageRating", () => {
  it("is null without ratings, and the mean to one decimal place", () => {
    expect(averageRating(0, 0)).toBeNull();
    expect(averageRating(5, 1)).toBe(5);
    expect(averageRating(5 + 5 + 4, 3)).toBe(4.7);
    expect(averageRating(1 + 2, 2)).toBe(1.5);
    expect(averageRating(4 + 4 + 5 + 5 + 5 + 5, 6)).toBe(4.7);
  });
});

describe("reviewerName", () => {
  it("shows a first name and an initial, or a collector", () => {
    expect(reviewerName("Ada Lovelace")).toBe("Ada L.");
    expect(reviewerName("  Grace  Brewster Hopper ")).toBe("Grace H.");
    expect(reviewerName("Cher")).toBe("Cher");
    expect(reviewerName("")).toBe("A collector");
    expect(reviewerName(null)).toBe("A collector");
  });
});

describe("reviewInputSchema", () => {
  it("takes a whole rating from 1 to 5 and the buyer's words", () => {
    expect(reviewInputSchema.parse({ rating: 5, text: " Lovely. " })).toEqual({
      rating: 5,
      text: "Lovely.",
      displayName: undefined,
    });
    for (const rating of [0, 6, 4.5, "5", null]) {
      const result = reviewInputSchema.safeParse({ rating, text: "x" });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].message).toBe("Rating must be a whole number from 1 to 5");
    }
  });

  it("refuses an empty, a too long or a control-character text, and unknown fields", () => {
    expect(reviewInputSchema.safeParse({ rating: 3, text: "  " }).success).toBe(false);
    expect(reviewInputSchema.safeParse({ rating: 3, text: "x".repeat(2001) }).success).toBe(false);
    expect(reviewInputSchema.safeParse({ rating: 3, text: "a\u0007b" }).success).toBe(false);
    expect(reviewInputSchema.safeParse({ rating: 3, text: "a\nb" }).success).toBe(true);
    expect(reviewInputSchema.safeParse({ rating: 3, text: "x", status: "published" }).success).toBe(
      false,
    );
  });
});
