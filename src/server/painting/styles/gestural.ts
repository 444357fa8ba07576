import type { Canvas } from "../canvas";
import { LINEN, mix, type Rgb, sortByLuminance } from "../colour";

/** A centre of activity, with its own direction of attack and colour. */
type Cluster = { x: number; y: number; angle: number; spread: number; colour: Rgb };

/** Ranges (the width in marks' scale, the length in fractions of the short side) of a mark. */
type MarkOptions = {
  width: [number, number];
  length: [number, number];
  opacity: [number, number];
  /** A fixed colour, instead of a tone of the cluster's colour or of any. */
  colour?: Rgb;
  /** How far from its cluster the mark may land, relative to the cluster's spread. */
  scatter?: number;
};

/** Energetic, layered brushwork in the manner of the abstract expressionists. */
export function paintGestural(canvas: Canvas): void {
  const { width, height, scale, palette } = canvas;
  const short = Math.min(width, height);
  const sorted = sortByLuminance(palette);
  const ground = mix(LINEN, sorted[sorted.length - 1], canvas.random(0.15, 0.45));
  canvas.ground(ground, canvas.chance(0.5), 0.5);
  const clusters = Array.from(
    { length: canvas.randomInt(2, 3) },
    (): Cluster => ({
      x: canvas.random(0.2, 0.8) * width,
      y: canvas.random(0.2, 0.8) * height,
      angle: canvas.random(0, Math.PI),
      spread: canvas.random(0.16, 0.26),
      colour: canvas.pick(palette),
    }),
  );
  // Scrubbed underpainting, then the main attack, cut back with the ground colour, then the
  // quick calligraphic marks that sit on top.
  for (let i = 0; i < 10; i++) {
    const length = canvas.random(0.4, 0.8) * short;
    const angle = canvas.pick(clusters).angle + canvas.random(-0.4, 0.4);
    const x = canvas.random(0, width) - (Math.cos(angle) * length) / 2;
    const y = canvas.random(0, height) - (Math.sin(angle) * length) / 2;
    canvas.stroke(canvas.centreline(x, y, angle, length, 0.15), {
      width: canvas.random(120, 220) * scale,
      colour: canvas.tone(undefined, 0.15),
      opacity: canvas.random(0.3, 0.55),
      dry: 0.5,
      rough: 0.15,
    });
  }
  for (let i = 0; i < 30; i++) {
    paintMark(canvas, clusters, { width: [28, 72], length: [0.2, 0.5], opacity: [0.75, 0.95] });
  }
  for (let i = 0; i < 6; i++) {
    paintMark(canvas, clusters, {
      width: [40, 110],
      length: [0.15, 0.4],
      opacity: [0.7, 0.9],
      colour: canvas.tone(ground, 0.06),
      scatter: 1.2,
    });
  }
  for (let i = 0; i < 14; i++) {
    paintMark(canvas, clusters, { width: [5, 16], length: [0.1, 0.35], opacity: [0.8, 0.95] });
  }
  for (let i = 0; i < 2; i++) {
    const cluster = canvas.pick(clusters);
    canvas.spatter(
      cluster.x,
      cluster.y,
      canvas.random(0.15, 0.35) * short,
      canvas.tone(undefined, 0.1),
      canvas.randomInt(20, 50),
    );
  }
}

/** One stroke around one of the clusters, now and then dripping. */
function paintMark(canvas: Canvas, clusters: Cluster[], mark: MarkOptions): void {
  const { width, height, scale } = canvas;
  const cluster = canvas.pick(clusters);
  const x = cluster.x + canvas.gauss() * cluster.spread * width * (mark.scatter ?? 1);
  const y = cluster.y + canvas.gauss() * cluster.spread * height * (mark.scatter ?? 1);
  const angle =
    cluster.angle + (canvas.chance(0.75) ? canvas.random(-0.45, 0.45) : canvas.random(0, Math.PI));
  const length = canvas.random(mark.length[0], mark.length[1]) * Math.min(width, height);
  const brushWidth = canvas.random(mark.width[0], mark.width[1]) * scale;
  const colour = mark.colour ?? canvas.tone(canvas.chance(0.5) ? cluster.colour : undefined, 0.15);
  const bend = canvas.random(0.1, 0.4);
  canvas.stroke(
    canvas.centreline(
      x - (Math.cos(angle) * length) / 2,
      y - (Math.sin(angle) * length) / 2,
      angle,
      length,
      bend,
    ),
    {
      width: brushWidth,
      colour,
      opacity: canvas.random(mark.opacity[0], mark.opacity[1]),
      impasto: brushWidth > 15 * scale && canvas.chance(0.6),
      dry: 0.4,
      rough: 0.12,
    },
  );
  if (brushWidth > 25 * scale && canvas.chance(0.08)) {
    canvas.drip(x, y, colour, canvas.random(2, 4) * scale);
  }
}
