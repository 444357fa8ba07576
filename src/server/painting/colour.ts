/**
 * Colours for the painter and the generator: 0-255 channels, left fractional while colours are
 * mixed and rounded only when written out as hex.
 */
export type Rgb = { r: number; g: number; b: number };

export const WHITE: Rgb = { r: 255, g: 255, b: 255 };
export const BLACK: Rgb = { r: 0, g: 0, b: 0 };
/** Raw, unprimed canvas. */
export const LINEN: Rgb = { r: 236, g: 229, b: 214 };

/** A "#rgb" or "#rrggbb" colour (the "#" optional); throws on anything else. */
export function parseHex(hex: string): Rgb {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) throw new Error(`Invalid palette colour: ${JSON.stringify(hex)}`);
  let digits = match[1];
  if (digits.length === 3) digits = [...digits].map((digit) => digit + digit).join("");
  const value = Number.parseInt(digits, 16);
  return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255 };
}

/** "#rrggbb", each channel rounded and clamped to 0-255. */
export function toHex(colour: Rgb): string {
  const part = (channel: number) =>
    Math.max(0, Math.min(255, Math.round(channel)))
      .toString(16)
      .padStart(2, "0");
  return `#${part(colour.r)}${part(colour.g)}${part(colour.b)}`;
}

/** The colour `amount` of the way from `from` to `to`: 0 gives `from`, 1 gives `to`. */
export function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  return {
    r: from.r + (to.r - from.r) * amount,
    g: from.g + (to.g - from.g) * amount,
    b: from.b + (to.b - from.b) * amount,
  };
}

/** Perceived lightness, 0 (black) to 1 (white), weighting the channels as the eye does. */
export function luminance(colour: Rgb): number {
  return (0.2126 * colour.r + 0.7152 * colour.g + 0.0722 * colour.b) / 255;
}

/** The colour pushed away from the grey of the same luminance (or towards it, for amount < 0). */
export function saturate(colour: Rgb, amount: number): Rgb {
  const grey = luminance(colour) * 255;
  return {
    r: grey + (colour.r - grey) * (1 + amount),
    g: grey + (colour.g - grey) * (1 + amount),
    b: grey + (colour.b - grey) * (1 + amount),
  };
}

/** Straight-line distance between two colours in RGB space, 0 to about 441. */
export function distance(one: Rgb, other: Rgb): number {
  return Math.hypot(one.r - other.r, one.g - other.g, one.b - other.b);
}

/** A colour from its hue in degrees and its saturation and lightness from 0 to 1. */
export function hslToRgb(hue: number, saturation: number, lightness: number): Rgb {
  const position = (offset: number) => (offset + hue / 30) % 12;
  const chroma = saturation * Math.min(lightness, 1 - lightness);
  const channel = (offset: number) =>
    255 *
    (lightness -
      chroma * Math.max(-1, Math.min(position(offset) - 3, Math.min(9 - position(offset), 1))));
  return { r: channel(0), g: channel(8), b: channel(4) };
}

/** The colours from darkest to lightest, as a new array of the same colour objects. */
export function sortByLuminance(palette: readonly Rgb[]): Rgb[] {
  return [...palette].sort((one, other) => luminance(one) - luminance(other));
}
