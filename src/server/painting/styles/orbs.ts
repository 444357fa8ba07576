import type { Canvas } from "../canvas";
import {
  BLACK,
  LINEN,
  luminance,
  mix,
  type Rgb,
  saturate,
  sortByLuminance,
  toHex,
  WHITE,
} from "../colour";
import { formatNumber, formatOpacity, type Point } from "../geometry";

/** Translucent, glowing spheres, halos and orbits. */
export function paintOrbs(canvas: Canvas): void {
  const { width, height, scale, palette } = canvas;
  const sorted = sortByLuminance(palette);
  // A night sky when the palette has a near-black in it, more often than not.
  const darkGround = canvas.chance(luminance(sorted[0]) < 0.12 ? 0.85 : 0.4);
  const ground = darkGround
    ? mix(sorted[0], BLACK, 0.3)
    : mix(LINEN, sorted[sorted.length - 1], 0.3);
  canvas.ground(ground, canvas.chance(0.5), 0.9);
  const count = canvas.randomInt(3, 6);
  const short = Math.min(width, height);
  const placed: Point[] = [];
  for (let i = 0; i < count; i++) {
    const [cx, cy] = placeBody(canvas, placed);
    placed.push([cx, cy]);
    const radius = (i === 0 ? canvas.random(0.22, 0.34) : canvas.random(0.05, 0.18)) * short;
    const colour = saturate(canvas.tone(canvas.pick(sorted.slice(darkGround ? 1 : 0)), 0.1), 0.15);
    // Halo, body and a brushed surface following the curve of the sphere.
    canvas.wash(
      cx,
      cy,
      radius * 1.9,
      radius * 1.9,
      mix(colour, ground, 0.2),
      darkGround ? 0.4 : 0.25,
    );
    paintSphere(canvas, cx, cy, radius, colour, canvas.random(0.75, 0.95));
    const arcs = Math.round(3 + radius / (30 * scale));
    for (let k = 0; k < arcs; k++) {
      const arcRadius = radius * canvas.random(0.3, 0.95);
      const start = canvas.random(0, Math.PI * 2);
      const sweep = canvas.random(0.8, 2.4);
      const arc: Point[] = [];
      for (let j = 0; j <= 12; j++) {
        const angle = start + (j / 12) * sweep;
        arc.push([cx + Math.cos(angle) * arcRadius, cy + Math.sin(angle) * arcRadius]);
      }
      canvas.stroke(arc, {
        width: canvas.random(8, 24) * scale * Math.max(0.6, radius / (120 * scale)),
        colour: canvas.tone(colour, 0.25),
        opacity: canvas.random(0.12, 0.3),
        dry: 0.6,
        bodyless: canvas.chance(0.5),
      });
    }
    if (canvas.chance(0.55)) paintOrbit(canvas, cx, cy, radius);
  }
  // Dust of small bodies. (The loop draws a new bound on every pass; changing that would
  // repaint every existing picture.)
  const dust: string[] = [];
  for (let i = 0; i < canvas.randomInt(8, 20); i++) {
    const colour = canvas.tone(canvas.pick(palette), 0.2);
    dust.push(
      `<circle cx="${formatNumber(canvas.random(0, width))}" cy="${formatNumber(canvas.random(0, height))}" r="${formatNumber(canvas.random(2, 9) * scale)}" fill="${toHex(colour)}" fill-opacity="${formatOpacity(canvas.random(0.4, 0.85))}"/>`,
    );
  }
  canvas.add(dust.join(""));
  canvas.spatter(
    canvas.random(0.2, 0.8) * width,
    canvas.random(0.2, 0.8) * height,
    0.6 * short,
    darkGround ? mix(sorted[sorted.length - 1], WHITE, 0.4) : sorted[0],
    canvas.randomInt(30, 70),
  );
}

/**
 * Where the next body goes: the first, largest one near a third of the canvas; the rest a
 * little apart from those already placed (the best of a few tries), so the picture spreads out.
 */
function placeBody(canvas: Canvas, placed: Point[]): Point {
  const { width, height } = canvas;
  if (placed.length === 0) {
    return [
      (canvas.pick([1, 2]) / 3 + canvas.random(-0.06, 0.06)) * width,
      (canvas.pick([1, 2]) / 3 + canvas.random(-0.06, 0.06)) * height,
    ];
  }
  let best = -1;
  let position: Point = [0, 0];
  for (let attempt = 0; attempt < 6; attempt++) {
    const x = canvas.random(0.12, 0.88) * width;
    const y = canvas.random(0.1, 0.9) * height;
    const gap = Math.min(...placed.map(([px, py]) => Math.hypot(px - x, py - y)));
    if (gap > best) [best, position] = [gap, [x, y]];
  }
  return position;
}

/** An orbit or ring around a body, tilted and partly drawn. */
function paintOrbit(canvas: Canvas, cx: number, cy: number, radius: number): void {
  const ringRadius = radius * canvas.random(1.15, 1.7);
  const sweep = canvas.random(Math.PI, Math.PI * 2);
  const start = canvas.random(0, Math.PI * 2);
  const tilt = canvas.random(0.35, 1);
  const ring: Point[] = [];
  for (let j = 0; j <= 24; j++) {
    const angle = start + (j / 24) * sweep;
    ring.push([cx + Math.cos(angle) * ringRadius, cy + Math.sin(angle) * ringRadius * tilt]);
  }
  canvas.stroke(ring, {
    width: canvas.random(3, 9) * canvas.scale,
    colour: canvas.tone(canvas.pick(canvas.palette), 0.1),
    opacity: canvas.random(0.5, 0.85),
    bristles: 3,
    taper: 0.8,
  });
}

/** A shaded sphere from flat glazes: a dark body, then lighter discs drifting to the light. */
function paintSphere(
  canvas: Canvas,
  cx: number,
  cy: number,
  radius: number,
  colour: Rgb,
  opacity: number,
): void {
  // Direction of the light, up and to the left.
  const lightX = -0.35;
  const lightY = -0.4;
  const discs: string[] = [
    `<circle cx="${formatNumber(cx)}" cy="${formatNumber(cy)}" r="${formatNumber(radius)}" fill="${toHex(mix(colour, BLACK, 0.35))}" fill-opacity="${formatOpacity(opacity)}"/>`,
  ];
  const steps = 7;
  for (let i = 1; i <= steps; i++) {
    const t = i / steps;
    const discRadius = radius * (1 - 0.85 * t);
    const shift = (radius - discRadius) * 0.95;
    const discColour =
      t < 0.45
        ? mix(colour, BLACK, 0.35 * (1 - t / 0.45))
        : mix(colour, WHITE, ((t - 0.45) / 0.55) * 0.55);
    discs.push(
      `<circle cx="${formatNumber(cx + lightX * shift)}" cy="${formatNumber(cy + lightY * shift)}" r="${formatNumber(discRadius)}" fill="${toHex(discColour)}" fill-opacity="${formatOpacity(opacity * 0.55)}"/>`,
    );
  }
  canvas.add(discs.join(""));
}
