import { sharp } from "#server/images/sharp";
import { Canvas } from "./canvas";
import { BLACK, mix, parseHex, WHITE } from "./colour";
import { hashString, mulberry32 } from "./random";
import { paintBotanical } from "./styles/botanical";
import { paintColourField } from "./styles/colour-field";
import { paintGeometric } from "./styles/geometric";
import { paintGestural } from "./styles/gestural";
import { paintLandscape } from "./styles/landscape";
import { paintOrbs } from "./styles/orbs";

/**
 * A deterministic generator of abstract "paintings" for the demo catalogue and the generator.
 *
 * Each painting is an SVG document built from layered translucent washes, tapered brush
 * strokes with bristle streaks, and a tiled canvas-grain filter; sharp (librsvg) rasterises it.
 * The same spec and size always give the same image: every random choice comes from a
 * seeded PRNG, and compositions are laid out in fractions of the canvas so a thumbnail and a
 * full-size render show the same picture.
 */

export type PaintingStyle =
  | "colour-field"
  | "geometric"
  | "landscape"
  | "gestural"
  | "orbs"
  | "botanical";

export const PAINTING_STYLES: readonly PaintingStyle[] = [
  "colour-field",
  "geometric",
  "landscape",
  "gestural",
  "orbs",
  "botanical",
];

export type PaintingSpec = {
  style: PaintingStyle;
  /** 3-6 hex colours, "#rgb" or "#rrggbb". */
  palette: string[];
  seed: number;
};

const PAINTERS: Record<PaintingStyle, (canvas: Canvas) => void> = {
  "colour-field": paintColourField,
  geometric: paintGeometric,
  landscape: paintLandscape,
  gestural: paintGestural,
  orbs: paintOrbs,
  botanical: paintBotanical,
};

const DEFAULT_PALETTE = ["#1f2a44", "#c8553d", "#f2d0a4", "#588b8b", "#ffd5c2"];

/** The painting as an SVG document of the given pixel size. */
export function paintingSvg(spec: PaintingSpec, width: number, height: number): string {
  const pixelWidth = Math.round(width);
  const pixelHeight = Math.round(height);
  if (!(pixelWidth > 0 && pixelHeight > 0)) {
    throw new Error(`Invalid painting size: ${width} x ${height}`);
  }
  const paint = PAINTERS[spec.style];
  if (!paint) throw new Error(`Unknown painting style: ${String(spec.style)}`);
  const palette = (spec.palette.length > 0 ? spec.palette : DEFAULT_PALETTE).map(parseHex);
  // Fewer than three colours: add a light and a dark tone of the first, which every style needs.
  if (palette.length < 3) palette.push(mix(palette[0], WHITE, 0.6), mix(palette[0], BLACK, 0.6));
  const seed = (Math.floor(spec.seed) ^ hashString(spec.style)) >>> 0;
  const canvas = new Canvas(pixelWidth, pixelHeight, mulberry32(seed), palette);
  paint(canvas);
  return canvas.finish(seed);
}

/** The painting as a PNG of the given pixel size. */
export async function renderPainting(
  spec: PaintingSpec,
  width: number,
  height: number,
): Promise<Buffer> {
  const svg = paintingSvg(spec, width, height);
  // The painting is opaque, so the alpha channel goes; and the canvas grain makes every
  // pixel different, so zlib's harder levels cost a third more time for 2-3% smaller files.
  return sharp(Buffer.from(svg)).removeAlpha().png({ compressionLevel: 3 }).toBuffer();
}
