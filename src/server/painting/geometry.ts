export type Point = [x: number, y: number];

/** A number for SVG output, to one decimal place. */
export function formatNumber(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? "0" : String(rounded);
}

/** An opacity for SVG output: clamped to 0-1, to three decimal places. */
export function formatOpacity(value: number): string {
  return String(Math.round(Math.max(0, Math.min(1, value)) * 1000) / 1000);
}

/** "x y", for SVG path data. */
export function formatPoint(x: number, y: number): string {
  return `${formatNumber(x)} ${formatNumber(y)}`;
}

/** `samples` evenly spaced points along a cubic Bézier curve, both ends included. */
export function cubicBezier(
  start: Point,
  control1: Point,
  control2: Point,
  end: Point,
  samples: number,
): Point[] {
  const points: Point[] = [];
  for (let i = 0; i < samples; i++) {
    const t = i / (samples - 1);
    const u = 1 - t;
    // The Bernstein weights of the four points at t.
    const weight0 = u * u * u;
    const weight1 = 3 * u * u * t;
    const weight2 = 3 * u * t * t;
    const weight3 = t * t * t;
    points.push([
      weight0 * start[0] + weight1 * control1[0] + weight2 * control2[0] + weight3 * end[0],
      weight0 * start[1] + weight1 * control1[1] + weight2 * control2[1] + weight3 * end[1],
    ]);
  }
  return points;
}

/** Cubic segments through the points (Catmull-Rom), without the opening "M". */
export function smoothSegments(points: Point[], closed = false): string {
  const count = points.length;
  const at = (i: number): Point =>
    closed ? points[((i % count) + count) % count] : points[Math.max(0, Math.min(count - 1, i))];
  const segments: string[] = [];
  const last = closed ? count : count - 1;
  for (let i = 0; i < last; i++) {
    const before = at(i - 1);
    const from = at(i);
    const to = at(i + 1);
    const after = at(i + 2);
    const control1: Point = [from[0] + (to[0] - before[0]) / 6, from[1] + (to[1] - before[1]) / 6];
    const control2: Point = [to[0] - (after[0] - from[0]) / 6, to[1] - (after[1] - from[1]) / 6];
    segments.push(`C${formatPoint(...control1)} ${formatPoint(...control2)} ${formatPoint(...to)}`);
  }
  return segments.join("");
}

/** SVG path data for a smooth curve through the points. */
export function smoothOpenPath(points: Point[]): string {
  return `M${formatPoint(...points[0])}${smoothSegments(points)}`;
}

/** SVG path data for a smooth closed loop through the points. */
export function smoothClosedPath(points: Point[]): string {
  return `M${formatPoint(...points[0])}${smoothSegments(points, true)}Z`;
}
