import { paintBristles, paintImpasto } from "./brush-texture";
import { BLACK, mix, type Rgb, toHex, WHITE } from "./colour";
import { formatOpacity, formatPoint, type Point, smoothOpenPath, smoothSegments } from "./geometry";
import type { EdgeTracer, Stroke, StrokeOptions, Surface } from "./stroke";

/** One ribbon of paint along the stroke (see EdgeTracer for spread and offset). */
type Ribbon = {
  spread: number;
  offset: number;
  opacity: number;
  colour: Rgb;
  /** 0-1: how far along the stroke the ribbon runs before the brush runs dry. */
  reach: number;
};

/**
 * A loaded brush dragged along the centreline: overlapping ragged ribbons of paint, denser
 * where the brush was fullest, with bristle streaks of lighter, darker and borrowed colour.
 */
export function paintStroke(canvas: Surface, centreline: Point[], options: StrokeOptions): void {
  if (centreline.length < 2) return;
  const stroke: Stroke = {
    width: options.width,
    colour: options.colour,
    opacity: options.opacity ?? 0.9,
    bristles:
      options.bristles ?? Math.max(2, Math.min(7, Math.round(options.width / (6 * canvas.scale)))),
    streaks: options.streaks ?? canvas.palette,
    dry: options.dry ?? 0.35,
    taper: options.taper ?? 0.4,
    impasto: options.impasto ?? false,
    rough: options.rough ?? 0.12,
    bodyless: options.bodyless ?? false,
    blunt: options.blunt ?? false,
    contrast: options.contrast ?? 1,
  };
  const { normals, widths } = brushPressure(canvas, centreline, stroke);
  // The brush lands at a slant, so one edge of the stroke starts before the other.
  const slant = stroke.blunt ? 0 : canvas.random(-0.8, 0.8);
  const edge: EdgeTracer = (from, to, side, spread, offset) => {
    const points: Point[] = [];
    for (let i = from; i < to; i++) {
      const halfWidth = widths[i] / 2;
      const across =
        halfWidth * offset +
        side * halfWidth * spread * (1 + stroke.rough * (canvas.rng() - 0.5) * 2);
      const lead = i === 0 ? side * slant * halfWidth : 0;
      points.push([
        centreline[i][0] + normals[i][0] * across + normals[i][1] * lead,
        centreline[i][1] + normals[i][1] * across - normals[i][0] * lead,
      ]);
    }
    return points;
  };

  if (!stroke.bodyless) paintBody(canvas, edge, centreline.length, stroke);
  paintBristles(canvas, centreline, normals, widths, stroke);
  if (stroke.impasto && stroke.width > 6 * canvas.scale) paintImpasto(canvas, edge, normals);
}

/** The unit normal and the width of the stroke at each point of the centreline. */
function brushPressure(
  canvas: Surface,
  centreline: Point[],
  stroke: Stroke,
): { normals: Point[]; widths: number[] } {
  const count = centreline.length;
  const { width, taper, blunt } = stroke;
  const normals: Point[] = [];
  const widths: number[] = [];
  const wobble = canvas.random(0, Math.PI * 2);
  const wobbleFrequency = canvas.random(2, 7);
  for (let i = 0; i < count; i++) {
    const before = centreline[Math.max(0, i - 1)];
    const after = centreline[Math.min(count - 1, i + 1)];
    let tangentX = after[0] - before[0];
    let tangentY = after[1] - before[1];
    const length = Math.hypot(tangentX, tangentY) || 1;
    tangentX /= length;
    tangentY /= length;
    normals.push([-tangentY, tangentX]);
    const t = i / (count - 1);
    // Pressure: the brush lands a little narrow, swells, and lifts off thinner.
    const start = blunt || t >= 0.08 ? 1 : 0.7 + 0.3 * Math.sqrt(t / 0.08);
    const end = blunt ? 1 : 1 - taper * Math.max(0, (t - 0.45) / 0.55) ** 1.5;
    const swell = 1 + (blunt ? 0.04 : 0.14) * Math.sin(t * wobbleFrequency + wobble);
    widths.push(width * start * Math.max(0.06, end) * swell);
  }
  return { normals, widths };
}

/**
 * The body: a full ribbon, then a denser one where the brush was loaded, running out part of
 * the way along so the end of the stroke is thinner, drier paint.
 */
function paintBody(canvas: Surface, edge: EdgeTracer, count: number, stroke: Stroke): void {
  const { scale } = canvas;
  const { width, colour, opacity, blunt, contrast } = stroke;
  const ribbons: Ribbon[] = [
    {
      spread: 1,
      offset: 0,
      opacity: opacity * 0.8,
      colour,
      reach: blunt ? 1 : canvas.random(0.8, 0.97),
    },
    {
      spread: canvas.random(0.6, 0.9),
      offset: canvas.random(-0.2, 0.2),
      opacity: opacity * 0.55,
      colour: canvas.tone(colour, 0.07),
      reach: canvas.random(0.35, 0.8),
    },
  ];
  // Bands of unmixed colour carried along in the brush: broad streaks following the curve
  // (filled ribbons are much cheaper for librsvg than stroked lines).
  const bands = width > 40 * scale ? 3 : width > 12 * scale ? 2 : 1;
  const tints = [WHITE, BLACK, ...stroke.streaks];
  for (let k = 0; k < bands; k++) {
    const from = canvas.random(-1, 0.7);
    const to = Math.min(1, from + canvas.random(0.12, 0.45));
    ribbons.push({
      spread: (to - from) / 2,
      offset: (from + to) / 2,
      opacity: canvas.random(0.2, 0.45) * opacity,
      colour: mix(colour, canvas.pick(tints), canvas.random(0.12, 0.35) * contrast),
      reach: blunt ? canvas.random(0.7, 1) : canvas.random(0.4, 0.95),
    });
  }
  for (const [index, ribbon] of ribbons.entries()) {
    const end = Math.max(2, Math.round((count - 1) * ribbon.reach) + 1);
    const left = edge(0, end, 1, ribbon.spread, ribbon.offset);
    const right = edge(0, end, -1, ribbon.spread, ribbon.offset).reverse();
    // The outer ribbon is smooth; the inner ones, hidden inside it, can be plain polygons.
    const outline =
      index === 0
        ? `${smoothOpenPath(left)}L${formatPoint(...right[0])}${smoothSegments(right)}Z`
        : `M${[...left, ...right].map(([x, y]) => formatPoint(x, y)).join(" ")}Z`;
    canvas.add(
      `<path d="${outline}" fill="${toHex(ribbon.colour)}" fill-opacity="${formatOpacity(ribbon.opacity)}"/>`,
    );
  }
}
