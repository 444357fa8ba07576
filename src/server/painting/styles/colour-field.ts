import type { Canvas } from "../canvas";
import { BLACK, LINEN, mix, saturate, sortByLuminance, toHex, WHITE } from "../colour";
import { formatNumber, formatOpacity, type Point, smoothClosedPath } from "../geometry";

/** Rothko-like stacked fields with feathered edges, or Frankenthaler-like soak stains. */
export function paintColourField(canvas: Canvas): void {
  if (canvas.chance(0.6)) paintStackedFields(canvas);
  else paintSoakStains(canvas);
}

function paintStackedFields(canvas: Canvas): void {
  const { width, height, scale, palette } = canvas;
  const sorted = sortByLuminance(palette);
  const groundBase = canvas.chance(0.6) ? sorted[0] : canvas.pick(palette);
  canvas.ground(canvas.tone(groundBase, 0.08), true, 0.8);
  const count = canvas.randomInt(2, 3);
  const marginX = canvas.random(0.07, 0.11) * width;
  const top = canvas.random(0.05, 0.09) * height;
  const bottom = canvas.random(0.05, 0.09) * height;
  const gap = canvas.random(0.025, 0.05) * height;
  const available = height - top - bottom - gap * (count - 1);
  const weights = Array.from({ length: count }, () => canvas.random(0.6, 1.6));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let y = top;
  const others = palette.filter((colour) => colour !== groundBase);
  const first = canvas.randomInt(0, others.length - 1);
  for (let i = 0; i < count; i++) {
    const fieldHeight = (available * weights[i]) / total;
    const base = canvas.tone(others[(first + i) % others.length] ?? canvas.pick(palette), 0.1);
    const x0 = marginX + canvas.random(-0.01, 0.01) * width;
    const x1 = width - marginX + canvas.random(-0.01, 0.01) * width;
    const feather = canvas.random(10, 22) * scale;
    // Eight thin, nested glazes: dense in the middle, fading evenly over the feathered edge.
    const layers: string[] = [];
    for (let k = 7; k >= 0; k--) {
      const grow = feather * (k / 7) - feather * 0.5;
      layers.push(
        `<rect x="${formatNumber(x0 - grow)}" y="${formatNumber(y - grow)}" width="${formatNumber(x1 - x0 + 2 * grow)}" height="${formatNumber(fieldHeight + 2 * grow)}" rx="${formatNumber(feather * 0.6)}" fill-opacity="0.2"/>`,
      );
    }
    canvas.add(`<g fill="${toHex(base)}">${layers.join("")}</g>`);
    // Brushed, cloudy body of the field: thin glazes in slightly different tones.
    const strokes = Math.round(4 + fieldHeight / (45 * scale));
    for (let k = 0; k < strokes; k++) {
      const brushWidth = Math.min(canvas.random(30, 90) * scale, fieldHeight * 0.5);
      const startY = y + brushWidth * 0.3 + canvas.random(0, 1) * (fieldHeight - brushWidth * 0.6);
      const startX = x0 + canvas.random(-0.02, 0.3) * (x1 - x0);
      const angle = canvas.random(-0.04, 0.04);
      const length = canvas.random(0.5, 1) * (x1 + 4 * scale - startX);
      canvas.stroke(canvas.centreline(startX, startY, angle, length, 0.03), {
        width: brushWidth,
        colour: canvas.tone(base, 0.14),
        opacity: canvas.random(0.1, 0.25),
        bristles: 3,
        dry: 0.3,
        taper: 0.3,
        rough: 0.2,
        contrast: 0.35,
      });
    }
    // Scumbled edges: faint dry strokes dragged along the border so it breathes.
    for (let k = 0; k < 5; k++) {
      const side = canvas.randomInt(0, 3);
      const horizontal = side < 2;
      const startX = horizontal ? canvas.random(x0, x1 - 0.3 * (x1 - x0)) : side === 2 ? x0 : x1;
      const startY = horizontal
        ? side === 0
          ? y
          : y + fieldHeight
        : canvas.random(y, y + fieldHeight * 0.6);
      const angle = horizontal
        ? canvas.random(-0.05, 0.05)
        : Math.PI / 2 + canvas.random(-0.05, 0.05);
      const length = canvas.random(0.2, 0.4) * (horizontal ? x1 - x0 : fieldHeight);
      canvas.stroke(canvas.centreline(startX, startY, angle, length, 0.03), {
        width: canvas.random(10, 24) * scale,
        colour: base,
        opacity: canvas.random(0.1, 0.25),
        bristles: 2,
        contrast: 0.2,
        dry: 0.7,
      });
    }
    // A breath of light in the middle of each field.
    canvas.wash(
      (x0 + x1) / 2,
      y + fieldHeight / 2,
      (x1 - x0) * 0.42,
      fieldHeight * 0.38,
      mix(base, WHITE, 0.25),
      0.25,
    );
    y += fieldHeight + gap;
  }
}

/** Pools of thinned paint on raw canvas, darker where each pool dried at its edge. */
function paintSoakStains(canvas: Canvas): void {
  const { width, height, scale, palette } = canvas;
  const sorted = sortByLuminance(palette);
  const raw = mix(LINEN, sorted[sorted.length - 1], 0.15);
  canvas.ground(raw, canvas.chance(0.5), 0.5);
  const pools = canvas.randomInt(5, 8);
  for (let i = 0; i < pools; i++) {
    const colour = saturate(canvas.tone(canvas.pick(palette), 0.1), 0.1);
    const cx = canvas.random(0.1, 0.9) * width;
    const cy = canvas.random(0.1, 0.9) * height;
    const rx = canvas.random(0.15, 0.42) * width;
    const ry = canvas.random(0.12, 0.38) * height;
    const outline = canvas.blob(cx, cy, rx, ry, 0.35, canvas.randomInt(7, 11));
    // The stain bleeds: a faint halo, the pool, then a dried, darker tide line.
    const halo = outline.map(([x, y]): Point => [cx + (x - cx) * 1.05, cy + (y - cy) * 1.05]);
    canvas.add(`<path d="${smoothClosedPath(halo)}" fill="${toHex(colour)}" fill-opacity="0.12"/>`);
    canvas.add(
      `<path d="${smoothClosedPath(outline)}" fill="${toHex(colour)}" fill-opacity="${formatOpacity(canvas.random(0.3, 0.5))}" stroke="${toHex(mix(colour, BLACK, 0.3))}" stroke-opacity="0.22" stroke-width="${formatNumber(canvas.random(1, 2.5) * scale)}"/>`,
    );
    canvas.wash(
      cx,
      cy,
      rx * 0.65,
      ry * 0.65,
      canvas.chance(0.5) ? mix(colour, WHITE, 0.25) : mix(colour, BLACK, 0.2),
      0.3,
    );
  }
  // A few broad, thinned pours dragged across the stains. (The loop draws a new bound on every
  // pass; changing that would repaint every existing picture.)
  for (let i = 0; i < canvas.randomInt(1, 3); i++) {
    const x = canvas.random(0, width);
    const y = canvas.random(0, height);
    const angle = canvas.random(0, Math.PI * 2);
    const length = canvas.random(0.3, 0.6) * height;
    canvas.stroke(canvas.centreline(x, y, angle, length, 0.3), {
      width: canvas.random(60, 140) * scale,
      colour: canvas.tone(canvas.pick(palette), 0.1),
      opacity: canvas.random(0.18, 0.3),
      contrast: 0.4,
      dry: 0.5,
      taper: 0.6,
    });
  }
}
