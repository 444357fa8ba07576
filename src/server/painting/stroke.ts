import type { Rgb } from "./colour";
import type { Point } from "./geometry";
import type { Rng } from "./random";

// What a brush stroke is and what it paints on, apart from the brush (./brush, ./brush-texture)
// and the canvas (./canvas) that both use them, so neither needs the other's module for a type.

/** The part of the Canvas a brush uses: its scale, palette, random choices and the SVG it adds. */
export interface Surface {
  readonly scale: number;
  readonly palette: Rgb[];
  readonly rng: Rng;
  random(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  tone(base?: Rgb, amount?: number): Rgb;
  add(svg: string): void;
}

export type StrokeOptions = {
  width: number;
  colour: Rgb;
  /** Opacity of the body of paint. */
  opacity?: number;
  /** How many bristle streaks to drag through the stroke. */
  bristles?: number;
  /** Colours the bristle streaks pick up, besides lighter and darker tones of the body. */
  streaks?: Rgb[];
  /** 0-1: how broken (dry-brushed) the streaks are. */
  dry?: number;
  /** 0-1: how much the stroke thins towards its end. */
  taper?: number;
  /** Catch the light along the ridges of the stroke. */
  impasto?: boolean;
  /** Edge raggedness, as a fraction of the width. */
  rough?: number;
  /** Draw only the streaks, not the body (a scumble or a dry drag). */
  bodyless?: boolean;
  /** Square, full-width ends, for stripes and fields that run off an edge. */
  blunt?: boolean;
  /** How far the streaks stray from the body colour (1 = fully). */
  contrast?: number;
};

/** The options of one stroke with every default filled in. */
export type Stroke = Required<StrokeOptions>;

/**
 * Points along one edge of a ribbon of paint, for centreline samples `from` to `to` (exclusive):
 * `side` is 1 or -1, `spread` the ribbon's half-width and `offset` its middle, both as fractions
 * of the stroke's half-width. The edge is ragged, so every call draws new random numbers.
 */
export type EdgeTracer = (
  from: number,
  to: number,
  side: number,
  spread: number,
  offset: number,
) => Point[];
