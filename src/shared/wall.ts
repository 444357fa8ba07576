/**
 * The arithmetic of "View on your wall": a room drawn at a known scale, and the scale of a
 * visitor's own photo from a length they mark on it. Pure, so it is tested on its own; the
 * dialog draws what these return.
 */

export type Size = { widthCm: number; heightCm: number };
export type Point = { x: number; y: number };

/** Lengths a visitor can mark on a photo of their wall, and the one they type. */
export const KNOWN_LENGTHS = [
  { value: "a4", cm: 29.7 },
  // A standard British internal door, 1,981 mm high.
  { value: "door", cm: 198.1 },
] as const;
export type KnownLength = (typeof KNOWN_LENGTHS)[number]["value"] | "custom";

/** Pixels of the photo per centimetre of the wall, from a marked length; undefined if unusable. */
export function pixelsPerCm(from: Point, to: Point, lengthCm: number): number | undefined {
  const pixels = Math.hypot(to.x - from.x, to.y - from.y);
  if (!(lengthCm > 0) || !Number.isFinite(lengthCm) || pixels < 1) return undefined;
  return pixels / lengthCm;
}

/** The painting's size in pixels at a scale. */
export function drawnSize(size: Size, pxPerCm: number): { width: number; height: number } {
  return { width: size.widthCm * pxPerCm, height: size.heightCm * pxPerCm };
}

/** Keeps a box of `size` at `at` inside `bounds` (or at its top-left, if it is larger). */
export function clampInto(
  at: Point,
  size: { width: number; height: number },
  bounds: { width: number; height: number },
): Point {
  const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), Math.max(max, 0));
  return { x: clamp(at.x, bounds.width - size.width), y: clamp(at.y, bounds.height - size.height) };
}

/** A length in centimetres as the dialog writes it: one decimal at most, "61 cm", "29.7 cm". */
export const formatCm = (cm: number) =>
  `${new Intl.NumberFormat("en-GB", { maximumFractionDigits: 1 }).format(cm)} cm`;

/** The painting's size, written beside it: "60 × 90 cm". */
export const formatSize = (size: Size) =>
  `${formatCm(size.widthCm).replace(" cm", "")} × ${formatCm(size.heightCm)}`;

/** The sofa the room scene is measured by. */
export const SOFA = { widthCm: 200, heightCm: 85 };

const ROOM = { widthCm: 400, heightCm: 260 };
/** The usual height of a picture's centre, and the least gap above a sofa's back. */
const EYE_LEVEL_CM = 150;
const GAP_ABOVE_SOFA_CM = 20;
const MARGIN_CM = 30;

/**
 * A room drawn in centimetres (so its scale is exact by construction): a wall, a sofa of known
 * size standing on the floor in the middle, and the painting hung over it, centred at eye level
 * but never lower than a hand's width above the sofa. The wall grows for a painting too large
 * for it.
 */
export function roomScene(size: Size) {
  const width = Math.max(ROOM.widthCm, size.widthCm + 2 * MARGIN_CM, SOFA.widthCm + 2 * MARGIN_CM);
  const lowestBottom = SOFA.heightCm + GAP_ABOVE_SOFA_CM; // from the floor
  const bottom = Math.max(lowestBottom, EYE_LEVEL_CM - size.heightCm / 2);
  const height = Math.max(ROOM.heightCm, bottom + size.heightCm + MARGIN_CM);
  return {
    wall: { widthCm: width, heightCm: height },
    sofa: { x: (width - SOFA.widthCm) / 2, y: height - SOFA.heightCm, ...SOFA },
    painting: {
      x: (width - size.widthCm) / 2,
      y: height - bottom - size.heightCm,
      ...size,
    },
  };
}
