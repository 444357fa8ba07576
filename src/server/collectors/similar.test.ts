import { describe, expect, it } from "vitest";
import { priceRangesOf } from "#shared/filters";
import { isLike, likenessOf } from "./similar";

describe("priceRangesOf", () => {
  it.each([
    [0, ["under-100"]],
    [99.99, ["under-100"]],
    [100, ["100-500"]],
    [499.99, ["100-500"]],
    [500, ["100-500", "500-1000"]],
    [500.01, ["500-1000"]],
    [1000, ["500-1000"]],
    [1000.01, ["over-1000"]],
  ])("£%s is in %j", (price, ranges) => {
    expect(priceRangesOf(price)).toEqual(ranges);
  });
});

const oilMedium500 = { medium: "Oil on canvas", size: "60 x 80 cm", price: 450 };

describe("isLike", () => {
  const alert = likenessOf(oilMedium500);

  it("matches a work sharing the medium family, size class and price range", () => {
    expect(
      isLike(alert, likenessOf({ medium: "OIL on linen", size: "100 x 90 cm", price: 100 })),
    ).toBe(true);
  });

  it.each([
    ["another medium", { medium: "Acrylic on canvas", size: "60 x 80 cm", price: 450 }],
    ["another size class", { medium: "Oil on canvas", size: "100.5 x 80 cm", price: 450 }],
    ["a size just under the class", { medium: "Oil on canvas", size: "49.9 x 40 cm", price: 450 }],
    ["a price just under the range", { medium: "Oil on canvas", size: "60 x 80 cm", price: 99.99 }],
    ["a price just over the range", { medium: "Oil on canvas", size: "60 x 80 cm", price: 500.01 }],
  ])("refuses %s", (_, work) => {
    expect(isLike(alert, likenessOf(work))).toBe(false);
  });

  it("takes a boundary price as in both ranges it bounds", () => {
    const at500 = likenessOf({ ...oilMedium500, price: 500 });
    expect(isLike(at500, likenessOf({ ...oilMedium500, price: 100 }))).toBe(true);
    expect(isLike(at500, likenessOf({ ...oilMedium500, price: 1000 }))).toBe(true);
    expect(isLike(at500, likenessOf({ ...oilMedium500, price: 1000.01 }))).toBe(false);
    expect(isLike(alert, likenessOf({ ...oilMedium500, price: 500 }))).toBe(true);
  });

  it("keeps a medium no filter names as its own text, in any case", () => {
    const gouache = likenessOf({ ...oilMedium500, medium: "Gouache" });
    expect(isLike(gouache, likenessOf({ ...oilMedium500, medium: " gouache " }))).toBe(true);
    expect(isLike(gouache, likenessOf({ ...oilMedium500, medium: "Gouache on paper" }))).toBe(
      false,
    );
    // A raw medium never passes for a filter's name.
    expect(likenessOf({ ...oilMedium500, medium: "mixed-media" }).mediums).toEqual([
      "text:mixed-media",
    ]);
  });

  it("asks nothing of the size when the alert's painting had no size class", () => {
    const unsized = likenessOf({ ...oilMedium500, size: "Unframed" });
    expect(unsized.sizeClass).toBeNull();
    expect(isLike(unsized, likenessOf({ ...oilMedium500, size: "200 x 150 cm" }))).toBe(true);
  });
});
