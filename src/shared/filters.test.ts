import { describe, expect, it } from "vitest";
import { catalogueFilterSchema } from "./catalogue-query";
import {
  dimensionsOf,
  filterCount,
  filtersToQuery,
  longestSideCm,
  readFilters,
  SEARCH_MAX_LENGTH,
  sizeClassOf,
  sizeUnitOf,
  withFilters,
  withoutFilters,
} from "./filters";
import { seriesTexts } from "./texts/series";

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

describe("dimensionsOf: W x H in centimetres, read as longestSideCm reads lengths", () => {
  // Every size in the demo collection (src/server/catalogue/demo-collection.ts).
  it.each<[string, number, number]>([
    ["60 x 50 cm", 60, 50],
    ["120 x 150 cm", 120, 150],
    ["21 x 30 cm", 21, 30],
    ["100 x 80 cm", 100, 80],
    ["30 x 30 cm", 30, 30],
    ["40 x 50 cm", 40, 50],
    ["101 x 76 cm", 101, 76],
    ["35 x 49 cm", 35, 49],
    ["30 x 40 cm", 30, 40],
    ["150 x 120 cm", 150, 120],
    ["24 x 36 in", 60.96, 91.44],
    ["12 x 16 in", 30.48, 40.64],
    ["38 x 28 cm", 38, 28],
    ["70 x 90 cm", 70, 90],
    ["48 x 60 in", 121.92, 152.4],
    ["50 x 50 cm", 50, 50],
    ["20 x 25 cm", 20, 25],
    ["42 x 59.4 cm", 42, 59.4],
    ["120 x 80 cm", 120, 80],
    ["24 x 32 cm", 24, 32],
    ["80 x 100 cm", 80, 100],
    ["56 x 76 cm", 56, 76],
    ["100 x 100 cm", 100, 100],
    ["25 x 35 cm", 25, 35],
    ["16 x 20 in", 40.64, 50.8],
    ["80 x 120 cm", 80, 120],
    ["60 x 60 cm", 60, 60],
    ["90 x 120 cm", 90, 120],
    ["60 x 90 cm", 60, 90],
    ["30 x 20 cm", 30, 20],
    ["40 x 40 cm", 40, 40],
    ["140 x 180 cm", 140, 180],
    ["15 x 15 cm", 15, 15],
    ["50 x 70 cm", 50, 70],
    ["36 x 48 in", 91.44, 121.92],
    // Units written after each number, or once ("24 x 36 in" above); inches convert ×2.54.
    ["24in x 36in", 60.96, 91.44],
    ['24" x 36"', 60.96, 91.44],
    ["50×70 cm", 50, 70],
    ["30 X 40 cm", 30, 40],
    ["30 by 40 cm", 30, 40],
    // A depth is left out; thousands separators belong to the number; no unit is centimetres.
    ["120 x 90 x 4 cm", 120, 90],
    ["1,200 x 800 mm", 120, 80],
    ["40 x 45", 40, 45],
    ["1.2 x 0.8 m", 120, 80],
    // Rounded to hundredths of a centimetre.
    ["19.685 x 10 in", 50, 25.4],
    ["10.004 x 10.006 cm", 10, 10.01],
  ])("%s is %s × %s cm", (size, widthCm, heightCm) => {
    expect(dimensionsOf(size)).toEqual({ widthCm, heightCm });
  });

  it.each(["Large", "120 cm", "", "unframed", "0 x 40 cm", "0.001 x 40 cm", "10000000 x 40 cm"])(
    "%j has no dimensions",
    (size) => {
      expect(dimensionsOf(size)).toBeNull();
    },
  );
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

describe("withFilters and withoutFilters: each change lands on the address as it is now", () => {
  it("two changes in a row, each on the query the last one left, keep both", () => {
    const first = withFilters("", { price: "100-500" });
    const second = withFilters(first, { medium: "oil" });
    expect(second.toString()).toBe("price=100-500&medium=oil");
  });

  it("a change replaces its own key and leaves the others, the search included", () => {
    const next = withFilters("q=sea&price=under-100&size=large", { price: "over-1000" });
    expect(Object.fromEntries(next)).toEqual({ q: "sea", price: "over-1000", size: "large" });
  });

  it("an empty value removes its key, and any change closes an open artwork", () => {
    const next = withFilters("medium=oil&size=small&artwork=abc", { size: undefined, q: "" });
    expect(next.toString()).toBe("medium=oil");
  });

  it("leaves the query it was given as it was", () => {
    const query = new URLSearchParams("price=under-100");
    withFilters(query, { medium: "acrylic" });
    withoutFilters(query);
    expect(query.toString()).toBe("price=under-100");
  });

  it("clearing removes the search, every filter and the open artwork, and nothing else", () => {
    const query =
      "q=sea&price=under-100&medium=oil&size=large&availability=available&artwork=x&utm_source=mail";
    expect(withoutFilters(query).toString()).toBe("utm_source=mail");
  });
});

describe("filterCount", () => {
  it("counts the filter bar's choices, not the search", () => {
    expect(filterCount({})).toBe(0);
    expect(filterCount({ q: "sea" })).toBe(0);
    expect(filterCount({ q: "sea", price: "100-500", availability: "available" })).toBe(2);
    expect(
      filterCount({ price: "100-500", medium: "oil", size: "large", availability: "available" }),
    ).toBe(4);
  });
});

describe("sizeUnitOf: the unit a size is written in", () => {
  it.each([
    ["60 x 80 cm", "cm"],
    ["1,200 x 800 mm", "cm"],
    ["1.2 x 0.8 m", "cm"],
    ["40 x 45", "cm"],
    ["24 x 36 in", "in"],
    ['24" x 36"', "in"],
    ["24 inches by 36 inches", "in"],
    ["2 x 3 ft", "in"],
    ["Large", undefined],
  ])("%j is written in %s", (size, unit) => {
    expect(sizeUnitOf(size)).toBe(unit);
  });
});

describe("the series filter: in the address like every filter", () => {
  it("reads a series' slug from the address, leaving out one no series could have", () => {
    expect(readFilters(new URLSearchParams("series=harbour-lights&price=under-100"))).toEqual({
      series: "harbour-lights",
      price: "under-100",
    });
    expect(readFilters(new URLSearchParams("series=Harbour%20Lights"))).toEqual({});
    expect(readFilters(new URLSearchParams(`series=${"a".repeat(81)}`))).toEqual({});
  });

  it("writes it, changes it and clears it with the others", () => {
    expect(filtersToQuery({ series: "harbour", q: "dawn" })).toEqual({
      q: "dawn",
      series: "harbour",
    });
    const set = withFilters("q=dawn&artwork=x", { series: "harbour" });
    expect(set.toString()).toBe("q=dawn&series=harbour");
    expect(withFilters(set, { series: undefined }).toString()).toBe("q=dawn");
    expect(withoutFilters("series=harbour&utm_source=mail").toString()).toBe("utm_source=mail");
    expect(filterCount({ series: "harbour", q: "dawn" })).toBe(1);
  });

  it("is validated by the API: a well-formed slug passes (matching nothing if no series has it)", () => {
    expect(catalogueFilterSchema.safeParse({ series: "no-such-series" }).data).toEqual({
      series: "no-such-series",
    });
    expect(catalogueFilterSchema.safeParse({ series: "" }).data).toEqual({});
    const refused = catalogueFilterSchema.safeParse({ series: "Not A Slug" });
    expect(refused.error?.issues[0].message).toBe(seriesTexts.series.slugFormat);
  });
});
