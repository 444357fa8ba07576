import { BLACK, mix, toHex, WHITE } from "./colour";
import { formatNumber, formatOpacity, formatPoint, type Point, smoothOpenPath } from "./geometry";
import type { EdgeTracer, Stroke, Surface } from "./stroke";

// The texture of a brush stroke over its body of paint (see ./brush).

/**
 * Bristle streaks in three sets (lighter, darker, and a borrowed colour), each set one path of
 * several lines: far fewer elements for librsvg to draw than a path per bristle.
 */
export function paintBristles(
  canvas: Surface,
  centreline: Point[],
  normals: Point[],
  widths: number[],
  stroke: Stroke,
): void {
  const count = centreline.length;
  const { scale } = canvas;
  const { colour, contrast } = stroke;
  const sets = [
    { colour: mix(colour, WHITE, canvas.random(0.12, 0.4) * contrast), lines: [] as string[] },
    { colour: mix(colour, BLACK, canvas.random(0.12, 0.35) * contrast), lines: [] as string[] },
    {
      colour: mix(colour, canvas.pick(stroke.streaks), canvas.random(0.35, 0.75) * contrast),
      lines: [] as string[],
    },
  ];
  for (let k = 0; k < stroke.bristles; k++) {
    const offset = canvas.random(-1.08, 1.08);
    const start = canvas.chance(0.7) ? 0 : canvas.random(0, 0.3);
    const end = canvas.chance(0.6) ? canvas.random(0.85, 1) : canvas.random(0.4, 1);
    const first = Math.floor(start * (count - 1));
    const last = Math.max(first + 1, Math.ceil(end * (count - 1)));
    const drift = canvas.random(-0.1, 0.1);
    // Every other sample is enough for a thin line, and stroking cost grows per segment.
    const samples: number[] = [];
    for (let i = first; i < last; i += 2) samples.push(i);
    samples.push(last);
    const line = samples.map((i) => {
      const t = (i - first) / (last - first);
      const across = (widths[i] / 2) * (offset + drift * t);
      return formatPoint(
        centreline[i][0] + normals[i][0] * across,
        centreline[i][1] + normals[i][1] * across,
      );
    });
    canvas.pick(sets).lines.push(`M${line[0]}L${line.slice(1).join(" ")}`);
  }
  const paths: string[] = [];
  for (const set of sets) {
    if (set.lines.length === 0) continue;
    const lineWidth = Math.max(
      0.7 * scale,
      (stroke.width / stroke.bristles) * canvas.random(0.15, 0.5),
    );
    let dash = "";
    if (canvas.chance(stroke.dry)) {
      // Dry bristles skip: long, irregular runs of paint broken by short gaps.
      const runs: string[] = [];
      for (let i = 0; i < 3; i++) {
        runs.push(
          formatNumber(canvas.random(60, 320) * scale),
          formatNumber(canvas.random(2, 12) * scale),
        );
      }
      dash = ` stroke-dasharray="${runs.join(" ")}"`;
    }
    const opacity = canvas.random(0.18, stroke.bodyless ? 0.55 : 0.5);
    paths.push(
      `<path d="${set.lines.join("")}" stroke="${toHex(set.colour)}" stroke-opacity="${formatOpacity(opacity)}" stroke-width="${formatNumber(lineWidth)}"${dash}/>`,
    );
  }
  canvas.add(`<g fill="none" stroke-linecap="round" stroke-linejoin="round">${paths.join("")}</g>`);
}

/** Light from the top left: highlights on the upper ridges, a shadow under the lower edge. */
export function paintImpasto(canvas: Surface, edge: EdgeTracer, normals: Point[]): void {
  const count = normals.length;
  const { scale } = canvas;
  const middle = Math.floor(count / 2);
  const up = normals[middle][0] + normals[middle][1] < 0 ? 1 : -1;
  const ridges: string[] = [];
  for (let k = 0; k < 2; k++) {
    const from = Math.floor(count * canvas.random(0, 0.3));
    const to = Math.max(from + 2, Math.ceil(count * canvas.random(0.5, 1)));
    const ridge = edge(from, Math.min(count, to), up, canvas.random(0.3, 0.85), 0);
    if (ridge.length > 1) {
      ridges.push(
        `<path d="${smoothOpenPath(ridge)}" stroke="#fff" stroke-opacity="${formatOpacity(canvas.random(0.18, 0.38))}" stroke-width="${formatNumber(canvas.random(0.8, 1.6) * scale)}"/>`,
      );
    }
  }
  const shade = edge(Math.floor(count * canvas.random(0, 0.3)), count, -up, 0.95, 0);
  if (shade.length > 1) {
    ridges.push(
      `<path d="${smoothOpenPath(shade)}" stroke="#000" stroke-opacity="${formatOpacity(canvas.random(0.12, 0.25))}" stroke-width="${formatNumber(1.8 * scale)}"/>`,
    );
  }
  canvas.add(`<g fill="none" stroke-linecap="round">${ridges.join("")}</g>`);
}
