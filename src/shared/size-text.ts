import { DIMENSION_MAX_CM, type SizeUnit } from "./filters";
import { CM_PER_INCH } from "./units";

/**
 * A painting's size as the artwork form takes it: width, height, an optional depth, and the
 * unit they are written in. The shop stores and reads the size as text (dimensionsOf and
 * sizeUnitOf in filters.ts), so the form writes the parts as that text and reads them back.
 */
export type SizeParts = { width: number; height: number; depth?: number; unit: SizeUnit };

export const SIZE_UNITS = ["cm", "in"] as const satisfies readonly SizeUnit[];

/**
 * The longest side a size may give in `unit`: the database's largest in centimetres, or the
 * most inches that stay within it once converted.
 */
export function lengthMax(unit: SizeUnit): number {
  return unit === "cm"
    ? DIMENSION_MAX_CM
    : Math.floor((DIMENSION_MAX_CM / CM_PER_INCH) * 100) / 100;
}

/** A length to hundredths, written plainly: 60, 100.5, 12.25. */
const written = (length: number) => String(Math.round(length * 100) / 100);

/**
 * The size text of `parts` as the shop's own sizes are written: "60 x 80 cm",
 * "60 x 80 x 4 cm", "24 x 36 in". Lengths are rounded to hundredths, as the shop stores them.
 */
export function sizeText({ width, height, depth, unit }: SizeParts): string {
  const lengths = depth === undefined ? [width, height] : [width, height, depth];
  return `${lengths.map(written).join(" x ")} ${unit}`;
}

const NUMBER = String.raw`(\d+(?:\.\d+)?)`;
const BY = String.raw`\s*(?:x|×|\*|by)\s*`;
const UNIT = String.raw`\s*(cm|in|inch|inches|"|″)`;
const PARTS = new RegExp(`^\\s*${NUMBER}${BY}${NUMBER}(?:${BY}${NUMBER})?${UNIT}\\s*$`, "i");

/**
 * The parts of a size text written as the form writes it — two or three lengths and one unit
 * at the end, in centimetres or inches ("60 x 80 cm", "24×36 inches", '24 x 36"') — or
 * undefined for any other ("Large", "600 x 400 mm", "50 x 60 cm (19.7 x 23.6 in)"), which the
 * form keeps as it is.
 */
export function sizeParts(text: string): SizeParts | undefined {
  const match = PARTS.exec(text);
  if (!match) return undefined;
  const [, width, height, depth, unit] = match;
  return {
    width: Number(width),
    height: Number(height),
    ...(depth !== undefined && { depth: Number(depth) }),
    unit: unit.toLowerCase() === "cm" ? "cm" : "in",
  };
}

/** Whether `parts` say the same size as `text` does: what the owner left as it was. */
export function sameSize(parts: SizeParts, text: string): boolean {
  const read = sizeParts(text);
  return read !== undefined && sizeText(read) === sizeText(parts);
}
