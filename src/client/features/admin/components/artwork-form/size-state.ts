import type { SizeUnit } from "#shared/filters";
import { messages } from "#shared/messages";
import { lengthMax, type SizeParts, sameSize, sizeParts, sizeText } from "#shared/size-text";

const text = messages.artworkForm.size;

/** The size's fields as the form holds them: the lengths as typed, the unit, the saved text. */
type SizeFields = {
  width: string;
  height: string;
  depth: string;
  unit: SizeUnit;
  size: string;
};
type Length = "width" | "height" | "depth";
type SizeErrors = Partial<Record<Length, string>>;

/** The lengths a size's fields hold, which clear the size's own error when changed. */
export const SIZE_PARTS = ["width", "height", "depth", "unit"] as const;

/**
 * The lengths and unit of a saved size text, or empty lengths (and the unit the text is
 * written in) when the fields cannot hold it, so its text stays as it is.
 */
export function sizeFieldsOf(size: string): Omit<SizeFields, "size"> {
  const parts = sizeParts(size);
  if (!parts) return { width: "", height: "", depth: "", unit: "cm" };
  return {
    width: String(parts.width),
    height: String(parts.height),
    depth: parts.depth === undefined ? "" : String(parts.depth),
    unit: parts.unit,
  };
}

/** A typed length in `unit`, or why it cannot be one. */
function lengthOf(typed: string, label: string, unit: SizeUnit): number | { error: string } {
  const value = Number(typed);
  // Below a hundredth it would be written, and stored, as 0.
  if (!Number.isFinite(value) || Math.round(value * 100) <= 0) {
    return { error: text.notANumber(label) };
  }
  if (value > lengthMax(unit)) return { error: text.tooLarge(label, lengthMax(unit), unit) };
  return value;
}

/**
 * The size text to send and the lengths' errors. With every length empty it is the saved text,
 * as it was (a new work has none: then width and height are required). Otherwise width and
 * height are both required, and the text is written from the lengths — unless they say the
 * size the saved text already says, which then stays as she wrote it.
 */
export function composeSize(fields: SizeFields): {
  text: string;
  valid: boolean;
  errors: SizeErrors;
} {
  const typed = {
    width: fields.width.trim(),
    height: fields.height.trim(),
    depth: fields.depth.trim(),
  };
  if (!typed.width && !typed.height && !typed.depth && fields.size.trim()) {
    return { text: fields.size, valid: true, errors: {} };
  }
  const errors: SizeErrors = {};
  const lengths: Partial<Record<Length, number>> = {};
  for (const name of ["width", "height", "depth"] as const) {
    const label = text[name];
    if (!typed[name]) {
      if (name !== "depth") errors[name] = text.required(label);
      continue;
    }
    const length = lengthOf(typed[name], label, fields.unit);
    if (typeof length === "number") lengths[name] = length;
    else errors[name] = length.error;
  }
  const { width, height, depth } = lengths;
  if (width === undefined || height === undefined || errors.depth) {
    return { text: fields.size, valid: false, errors };
  }
  const parts: SizeParts = { width, height, depth, unit: fields.unit };
  return {
    text: sameSize(parts, fields.size) ? fields.size : sizeText(parts),
    valid: true,
    errors,
  };
}
