import { describe, expect, it } from "vitest";
import { DIMENSION_MAX_CM, dimensionsOf, sizeUnitOf } from "./filters";
import { lengthMax, type SizeParts, sameSize, sizeParts, sizeText } from "./size-text";
import { CM_PER_INCH } from "./units";

const sizes: Array<[SizeParts, string]> = [
  [{ width: 60, height: 80, unit: "cm" }, "60 x 80 cm"],
  [{ width: 60, height: 80, depth: 4, unit: "cm" }, "60 x 80 x 4 cm"],
  [{ width: 24, height: 36, unit: "in" }, "24 x 36 in"],
  [{ width: 100.5, height: 80, unit: "cm" }, "100.5 x 80 cm"],
  [{ width: 12.25, height: 9.75, depth: 1.5, unit: "in" }, "12.25 x 9.75 x 1.5 in"],
  [{ width: DIMENSION_MAX_CM, height: 1, unit: "cm" }, "999999.99 x 1 cm"],
];

describe("sizeText and sizeParts", () => {
  it.each(sizes)("%o is written %s and read back whole", (parts, text) => {
    expect(sizeText(parts)).toBe(text);
    expect(sizeParts(sizeText(parts))).toEqual(parts);
  });

  it.each(sizes)("%o reads in the shop as its own width, height and unit", (parts) => {
    const text = sizeText(parts);
    const cm = parts.unit === "cm" ? 1 : CM_PER_INCH;
    const hundredths = (length: number) => Math.round(length * cm * 100) / 100;
    expect(dimensionsOf(text)).toEqual({
      widthCm: hundredths(parts.width),
      heightCm: hundredths(parts.height),
    });
    expect(sizeUnitOf(text)).toBe(parts.unit);
  });

  it("writes lengths to hundredths, as the shop keeps them", () => {
    expect(sizeText({ width: 60.123, height: 80.005, unit: "cm" })).toBe("60.12 x 80.01 cm");
  });

  it.each([
    ["60x80cm", { width: 60, height: 80, unit: "cm" }],
    ["24 × 36 inches", { width: 24, height: 36, unit: "in" }],
    ['24 x 36"', { width: 24, height: 36, unit: "in" }],
    ["30 by 40 by 2 CM", { width: 30, height: 40, depth: 2, unit: "cm" }],
  ])("reads the other spellings of the same size: %s", (text, parts) => {
    expect(sizeParts(text)).toEqual(parts);
    expect(sameSize(parts as SizeParts, text)).toBe(true);
  });

  it.each([
    "Large",
    "",
    "120 cm",
    "60 x 80",
    "600 x 400 mm",
    "1,200 x 900 cm",
    "50 x 60 cm (19.7 x 23.6 in)",
    "60 x 80 x 4 x 2 cm",
  ])("reads no parts from %j, which the form keeps as written", (text) => {
    expect(sizeParts(text)).toBeUndefined();
  });

  it("says whether parts are the size a text gives", () => {
    expect(sameSize({ width: 60, height: 80, unit: "cm" }, "60 × 80 cm")).toBe(true);
    expect(sameSize({ width: 60, height: 80, unit: "in" }, "60 x 80 cm")).toBe(false);
    expect(sameSize({ width: 60, height: 80, depth: 4, unit: "cm" }, "60 x 80 cm")).toBe(false);
    expect(sameSize({ width: 60, height: 80, unit: "cm" }, "Large")).toBe(false);
  });

  it("allows in inches what stays within the shop's largest side once converted", () => {
    expect(lengthMax("cm")).toBe(DIMENSION_MAX_CM);
    const inches = lengthMax("in");
    expect(dimensionsOf(sizeText({ width: inches, height: inches, unit: "in" }))).not.toBeNull();
    expect(dimensionsOf(sizeText({ width: inches + 0.01, height: 1, unit: "in" }))).toBeNull();
  });
});
