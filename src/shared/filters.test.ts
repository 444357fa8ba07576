import { describe, expect, it } from "vitest";
import { catalogueFilterSchema } from "./catalogue-query";
import { longestSideCm, SEARCH_MAX_LENGTH, sizeClassOf } from "./filters";

// Price ranges and mediums are filtered by SQL alone: catalogue.api.test.ts tests their
// boundaries on both databases.
describe("longestSideCm and sizeClassOf", () => {
  it.each<[string, number | undefined, ReturnType<typeof sizeClassOf>]>([
    ["49.99 x 30 cm", 49.99, "small"],
    ["50 x 30 cm", 50, "medium"],
    ["30 x 50cm", 50, "medium"],
    ["100 x 80 cm", 100, "medium"],
    ["100.01 x 80 cm", 100.01, "large"],
    ["120 cm", 120, "large"],
    // Inches convert ×2.54, and a bare number takes the unit written after it.
    ["24 x 36 in", 91.44, "medium"],
    ['24" x 36"', 91.44, "medium"],
    ["24 x 36 inches", 91.44, "medium"],
    ["19.68 in", 49.9872, "small"],
    // 19.685 in is 49.9999 cm: the boundary, read as exactly 50 cm.
    ["19.685 x 10 in", 49.9999, "medium"],
    ["20 x 19.685 in", 50.8, "medium"],
    ["40 in", 101.6, "large"],
    ["39.37 in", 99.9998, "medium"],
    ["600 x 400 mm", 60, "medium"],
    ["499 x 300 mm", 49.9, "small"],
    ["1.2 m", 120, "large"],
    // Thousands separators belong to the number; feet convert ×30.48.
    ["1,200 x 900 mm", 120, "large"],
    ["3 ft", 91.44, "medium"],
    ["4 x 3 feet", 121.92, "large"],
    // The longest side wins, whatever the units.
    ["50 x 60 cm (19.7 x 23.6 in)", 60, "medium"],
    ["40 x 45", 45, "small"],
  ])("%s → %s cm, %s", (size, cm, sizeClass) => {
    if (cm === undefined) expect(longestSideCm(size)).toBeUndefined();
    else expect(longestSideCm(size)).toBeCloseTo(cm, 4);
    expect(sizeClassOf(size)).toBe(sizeClass);
  });

  it.each([
    ["Small", "small"],
    ["a medium canvas", "medium"],
    ["LARGE, unframed", "large"],
  ])("with no number, %s classes by the word: %s", (size, sizeClass) => {
    expect(longestSideCm(size)).toBeUndefined();
    expect(sizeClassOf(size)).toBe(sizeClass);
  });

  it.each(["", "unframed", "variable dimensions", "smallish"])("%j has no size class", (size) => {
    expect(sizeClassOf(size)).toBeNull();
  });

  it("reads the number before the word when a size text has both", () => {
    expect(sizeClassOf("Small: 120 x 90 cm")).toBe("large");
  });
});

describe("catalogueFilterSchema", () => {
  const parse = (input: Record<string, unknown>) => catalogueFilterSchema.safeParse(input);
  const firstMessage = (input: Record<string, unknown>) => {
    const result = parse(input);
    expect(result.success).toBe(false);
    return result.error?.issues[0].message;
  };

  it("accepts no filters at all", () => {
    expect(parse({})).toEqual({ success: true, data: {} });
  });

  it("trims the search term", () => {
    expect(parse({ q: "  harbour at dawn  " }).data?.q).toBe("harbour at dawn");
  });

  it.each(["", "   "])("treats the empty search %j as no search", (q) => {
    expect(parse({ q }).data?.q).toBeUndefined();
  });

  it(`accepts ${SEARCH_MAX_LENGTH} characters and refuses one more`, () => {
    expect(parse({ q: "a".repeat(200) }).success).toBe(true);
    expect(parse({ q: ` ${"a".repeat(200)} ` }).success).toBe(true);
    expect(firstMessage({ q: "a".repeat(201) })).toBe("Search term must be at most 200 characters");
  });

  it.each(["a\nb", "tab\there", "nul\u0000", "bell\u0007", "del\u007f"])(
    "refuses the control character in %j",
    (q) => {
      expect(firstMessage({ q })).toBe("Search term must not contain control characters");
    },
  );

  it("keeps % and _ and accented letters as typed", () => {
    expect(parse({ q: "100% _x_ Étude" }).data?.q).toBe("100% _x_ Étude");
  });

  it("accepts every option value", () => {
    for (const input of [
      { price: "under-100", medium: "oil", size: "small" },
      { price: "100-500", medium: "acrylic", size: "medium" },
      { price: "500-1000", medium: "watercolor", size: "large" },
      { price: "over-1000", medium: "mixed-media" },
    ]) {
      expect(parse(input)).toEqual({ success: true, data: input });
    }
  });

  it.each([
    [{ price: "cheap" }, "Price must be one of: under-100, 100-500, 500-1000, over-1000"],
    [{ price: "Under £100" }, "Price must be one of: under-100, 100-500, 500-1000, over-1000"],
    [{ medium: "x" }, "Medium must be one of: oil, acrylic, watercolor, mixed-media"],
    [{ medium: "Oil" }, "Medium must be one of: oil, acrylic, watercolor, mixed-media"],
    [{ size: "huge" }, "Size must be one of: small, medium, large"],
    [{ size: ["small", "large"] }, "Size must be one of: small, medium, large"],
  ])("refuses %j naming the allowed values", (input, message) => {
    expect(firstMessage(input)).toBe(message);
  });
});
