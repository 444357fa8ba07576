import { paintStroke } from "./brush";
import { BLACK, mix, type Rgb, toHex, WHITE } from "./colour";
import {
  cubicBezier,
  formatNumber,
  formatOpacity,
  formatPoint,
  type Point,
  smoothClosedPath,
} from "./geometry";
import type { Rng } from "./random";
import type { StrokeOptions, Surface } from "./stroke";
import { weaveDefs } from "./weave";

/**
 * The canvas a style paints on: the SVG built so far, the random numbers every choice comes
 * from, and the primitives every style shares. Sizes are in pixels; styles lay compositions
 * out in fractions of the width and height, and size marks by `scale`.
 */
export class Canvas implements Surface {
  private readonly parts: string[] = [];
  private readonly defs: string[] = [];
  /** Scale of marks: 1 at 800 px on the short side. */
  readonly scale: number;

  constructor(
    readonly width: number,
    readonly height: number,
    readonly rng: Rng,
    readonly palette: Rgb[],
  ) {
    this.scale = Math.min(width, height) / 800;
  }

  /** A random number from `min` up to (not including) `max`. */
  random(min: number, max: number): number {
    return min + (max - min) * this.rng();
  }

  /** A random whole number from `min` to `max`, both included. */
  randomInt(min: number, max: number): number {
    return Math.floor(this.random(min, max + 1));
  }

  chance(probability: number): boolean {
    return this.rng() < probability;
  }

  /** Roughly normal, mean 0 and standard deviation about 1. */
  gauss(): number {
    return (this.rng() + this.rng() + this.rng() + this.rng() - 2) * 1.7;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.rng() * items.length)];
  }

  /** A palette colour, nudged a little lighter, darker or towards a neighbour. */
  tone(base?: Rgb, amount = 0.12): Rgb {
    let colour = base ?? this.pick(this.palette);
    const shift = this.random(-amount, amount);
    colour = shift >= 0 ? mix(colour, WHITE, shift) : mix(colour, BLACK, -shift * 0.8);
    if (this.chance(0.35)) colour = mix(colour, this.pick(this.palette), this.random(0.05, 0.2));
    return colour;
  }

  add(svg: string): void {
    this.parts.push(svg);
  }

  addDef(svg: string): void {
    this.defs.push(svg);
  }

  /** The SVG that `paint` adds, taken back off the canvas (for the caller to wrap). */
  collect(paint: () => void): string[] {
    const before = this.parts.length;
    paint();
    return this.parts.splice(before);
  }

  /** A gradient def from the top down (or from left to right); returns its id. */
  linearGradient(stops: Array<[offset: number, colour: Rgb, opacity?: number]>, vertical = true) {
    const id = `l${this.defs.length}`;
    const [x2, y2] = vertical ? ["0", "1"] : ["1", "0"];
    const body = stops
      .map(
        ([offset, colour, opacity]) =>
          `<stop offset="${formatNumber(offset * 100)}%" stop-color="${toHex(colour)}"${opacity === undefined ? "" : ` stop-opacity="${formatOpacity(opacity)}"`}/>`,
      )
      .join("");
    this.defs.push(
      `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${body}</linearGradient>`,
    );
    return id;
  }

  /** A closed, gently irregular blob around a centre. */
  blob(cx: number, cy: number, rx: number, ry: number, irregular = 0.25, count = 9): Point[] {
    const points: Point[] = [];
    const phase = this.random(0, Math.PI * 2);
    for (let i = 0; i < count; i++) {
      const angle = phase + (i / count) * Math.PI * 2;
      const wobble = 1 + this.random(-irregular, irregular);
      points.push([cx + Math.cos(angle) * rx * wobble, cy + Math.sin(angle) * ry * wobble]);
    }
    return points;
  }

  /**
   * A soft-edged, translucent wash: thin glazes of shrinking, irregular blobs, so the colour
   * gathers in the middle and fades at the edge (flat fills; radial gradients are slow).
   */
  wash(
    cx: number,
    cy: number,
    rx: number,
    ry: number,
    colour: Rgb,
    opacity: number,
    angle = 0,
  ): void {
    const layers = 5;
    // Each glaze's opacity, such that all of them stacked give `opacity`.
    const perLayer = 1 - (1 - Math.min(0.95, opacity)) ** (1 / layers);
    const rotation = angle
      ? ` transform="rotate(${formatNumber(angle)} ${formatPoint(cx, cy)})"`
      : "";
    const shapes: string[] = [];
    for (let i = 0; i < layers; i++) {
      const shrink = 1 - i * 0.17;
      const points = this.blob(
        cx + this.random(-0.05, 0.05) * rx,
        cy + this.random(-0.05, 0.05) * ry,
        rx * shrink,
        ry * shrink,
        0.12,
        8,
      );
      shapes.push(`<path d="${smoothClosedPath(points)}"/>`);
    }
    this.add(
      `<g fill="${toHex(colour)}" fill-opacity="${formatOpacity(perLayer)}"${rotation}>${shapes.join("")}</g>`,
    );
  }

  /** A centreline for a brush stroke: a gently bent cubic from (x, y) in the given direction. */
  centreline(x: number, y: number, angle: number, length: number, bend = 0.25): Point[] {
    const directionX = Math.cos(angle);
    const directionY = Math.sin(angle);
    const normalX = -directionY;
    const normalY = directionX;
    const bend1 = this.random(-bend, bend) * length;
    const bend2 = this.random(-bend, bend) * length;
    const start: Point = [x, y];
    const control1: Point = [
      x + (directionX * length) / 3 + normalX * bend1,
      y + (directionY * length) / 3 + normalY * bend1,
    ];
    const control2: Point = [
      x + (directionX * 2 * length) / 3 + normalX * bend2,
      y + (directionY * 2 * length) / 3 + normalY * bend2,
    ];
    const end: Point = [x + directionX * length, y + directionY * length];
    const samples = Math.max(6, Math.min(24, Math.round(length / (30 * this.scale))));
    return cubicBezier(start, control1, control2, end, samples);
  }

  /** A loaded brush dragged along the centreline (see paintStroke). */
  stroke(centreline: Point[], options: StrokeOptions): void {
    paintStroke(this, centreline, options);
  }

  /** Paint dripping down from a point. */
  drip(x: number, y: number, colour: Rgb, width: number): void {
    const length = this.random(40, 260) * this.scale;
    const sway = this.random(-4, 4) * this.scale;
    const endX = x + sway;
    const endY = Math.min(this.height - 2, y + length);
    this.add(
      `<path d="M${formatPoint(x, y)}Q${formatPoint(x + sway * 0.2, (y + endY) / 2)} ${formatPoint(endX, endY)}" stroke="${toHex(colour)}" stroke-opacity="${formatOpacity(this.random(0.5, 0.85))}" stroke-width="${formatNumber(width)}" stroke-linecap="round" fill="none"/><circle cx="${formatNumber(endX)}" cy="${formatNumber(endY)}" r="${formatNumber(width * 0.75)}" fill="${toHex(colour)}" fill-opacity="0.7"/>`,
    );
  }

  /** Flicked spatter around a point. */
  spatter(cx: number, cy: number, spread: number, colour: Rgb, count: number): void {
    const dots: string[] = [];
    for (let i = 0; i < count; i++) {
      const angle = this.random(0, Math.PI * 2);
      const distance = Math.abs(this.gauss()) * spread * 0.5;
      const radius = this.random(0.6, 3) * this.scale * (this.chance(0.1) ? 2.2 : 1);
      dots.push(
        `<circle cx="${formatNumber(cx + Math.cos(angle) * distance)}" cy="${formatNumber(cy + Math.sin(angle) * distance)}" r="${formatNumber(radius)}"/>`,
      );
    }
    this.add(
      `<g fill="${toHex(colour)}" fill-opacity="${formatOpacity(this.random(0.55, 0.9))}">${dots.join("")}</g>`,
    );
  }

  /** A flat ground brushed over with broad, faint strokes so it is never a dead flat colour. */
  ground(colour: Rgb, horizontal = true, strength = 1): void {
    const { width, height, scale } = this;
    this.add(`<rect width="${width}" height="${height}" fill="${toHex(colour)}"/>`);
    for (let i = 0; i < 5; i++) {
      this.wash(
        this.random(0, width),
        this.random(0, height),
        this.random(0.3, 0.6) * width,
        this.random(0.2, 0.45) * height,
        this.tone(mix(colour, this.pick(this.palette), 0.3), 0.15),
        this.random(0.2, 0.45) * strength,
        this.random(-30, 30),
      );
    }
    const count = Math.round(12 * strength);
    for (let i = 0; i < count; i++) {
      const x = this.random(-0.2, 1) * width;
      const y = this.random(-0.1, 1.1) * height;
      const angle = (horizontal ? 0 : Math.PI / 2) + this.random(-0.2, 0.2);
      const length = this.random(0.4, 0.9) * (horizontal ? width : height);
      this.stroke(this.centreline(x, y, angle, length, 0.05), {
        width: this.random(50, 140) * scale,
        colour: this.tone(colour, 0.12),
        opacity: this.random(0.08, 0.2),
        bristles: 6,
        dry: 0.6,
        taper: 0.2,
        contrast: 0.4,
      });
    }
  }

  /** Canvas weave, a gentle fall of light, and the whole document. */
  finish(seed: number): string {
    const { width, height } = this;
    this.defs.push(weaveDefs(this.scale, seed));
    const light = this.linearGradient(
      [
        [0, WHITE, 0.08],
        [0.45, WHITE, 0],
        [1, BLACK, 0.1],
      ],
      true,
    );
    this.add(`<rect width="${width}" height="${height}" fill="url(#canvas)"/>`);
    this.add(`<rect width="${width}" height="${height}" fill="url(#${light})"/>`);
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
      `<defs>${this.defs.join("")}</defs>${this.parts.join("")}</svg>`
    );
  }
}
