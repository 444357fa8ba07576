import type { Canvas } from "../canvas";
import { BLACK, LINEN, mix, type Rgb, saturate, sortByLuminance, toHex, WHITE } from "../colour";
import { cubicBezier, formatNumber, type Point, smoothClosedPath } from "../geometry";

/** The jug of a still life, standing on the table with its centre at `x`. */
type Jug = {
  x: number;
  width: number;
  height: number;
  top: number;
  colour: Rgb;
  tableY: number;
  table: Rgb;
};

/** Flowers in a jug on a table, or a loose hedgerow of stems, leaves and blooms. */
export function paintBotanical(canvas: Canvas): void {
  const { width, height, scale, palette } = canvas;
  const sorted = sortByLuminance(palette);
  const greens = palette.filter((colour) => colour.g > colour.r + 12 && colour.g > colour.b - 10);
  const leafColours = greens.length > 0 ? greens : sorted.slice(0, 2);
  const bloomColours = palette.filter(
    (colour) => !leafColours.includes(colour) && colour !== sorted[0],
  );
  const blooms = bloomColours.length > 0 ? bloomColours : sorted.slice(1);
  const ground = mix(LINEN, sorted[sorted.length - 1], canvas.random(0.2, 0.5));
  canvas.ground(ground, canvas.chance(0.5), 0.8);
  const still = canvas.chance(0.55);
  const baseX = canvas.random(0.35, 0.65) * width;
  let baseY = height * 1.02;
  let spread = canvas.random(0.25, 0.35);
  let jug: Jug | undefined;
  const tableY = canvas.random(0.7, 0.8) * height;
  if (!still) {
    paintOpenAir(canvas, ground, leafColours, blooms);
  } else {
    const table = paintTable(canvas, tableY, ground);
    // The stems gather in the jug's neck.
    const jugWidth = canvas.random(0.16, 0.26) * width;
    const jugHeight = canvas.random(0.18, 0.28) * height;
    const top = tableY + 0.02 * height - jugHeight;
    baseY = top + 0.02 * height;
    spread = canvas.random(0.18, 0.26);
    const colour = saturate(canvas.tone(canvas.pick(palette), 0.1), 0.05);
    jug = { x: baseX, width: jugWidth, height: jugHeight, top, colour, tableY, table };
  }
  const stems = canvas.randomInt(8, 13);
  const heads: Point[] = [];
  for (let i = 0; i < stems; i++) {
    const headX = baseX + canvas.gauss() * spread * width;
    const headY = canvas.random(0.08, still ? 0.45 : 0.55) * height;
    const stem = cubicBezier(
      [baseX + canvas.random(-0.03, 0.03) * width, baseY],
      [baseX + canvas.random(-0.06, 0.06) * width, (baseY + headY) / 2],
      [headX + canvas.random(-0.08, 0.08) * width, headY + canvas.random(0.05, 0.15) * height],
      [headX, headY],
      16,
    );
    canvas.stroke(stem, {
      width: canvas.random(4, 8) * scale,
      colour: canvas.tone(canvas.pick(leafColours), 0.15),
      opacity: 0.8,
      bristles: 2,
      taper: 0.5,
    });
    heads.push([headX, headY]);
    // Leaves: single tapered strokes leaving the stem, each one a leaf. (The loop draws a new
    // bound on every pass; changing that would repaint every existing picture.)
    for (let k = 0; k < canvas.randomInt(1, 3); k++) {
      const [x, y] = stem[canvas.randomInt(4, stem.length - 4)];
      const angle = canvas.chance(0.5) ? canvas.random(-2.7, -1.9) : canvas.random(-1.2, -0.4);
      canvas.stroke(canvas.centreline(x, y, angle, canvas.random(80, 200) * scale, 0.2), {
        width: canvas.random(24, 50) * scale,
        colour: canvas.tone(canvas.pick(leafColours), 0.2),
        opacity: canvas.random(0.7, 0.92),
        taper: 1,
        impasto: canvas.chance(0.5),
      });
    }
  }
  if (jug) paintJug(canvas, jug, sorted[0]);
  for (const head of heads) paintFlower(canvas, head, blooms, sorted[0]);
  // A few fallen petals (the loop bound is redrawn on every pass, as above).
  for (let i = 0; i < canvas.randomInt(2, 5); i++) {
    const x = canvas.random(0.1, 0.9) * width;
    const y = still
      ? canvas.random(tableY + 0.03 * height, height * 0.97)
      : canvas.random(0.85, 0.97) * height;
    const angle = canvas.random(0, Math.PI * 2);
    canvas.stroke(canvas.centreline(x, y, angle, canvas.random(18, 36) * scale, 0.3), {
      width: canvas.random(12, 22) * scale,
      colour: canvas.tone(canvas.pick(blooms), 0.1),
      opacity: 0.9,
      bristles: 3,
      taper: 0.7,
    });
  }
}

/** Open air: soft drifts of the flowers' and leaves' colours behind the stems. */
function paintOpenAir(canvas: Canvas, ground: Rgb, leafColours: Rgb[], blooms: Rgb[]): void {
  const { width, height } = canvas;
  for (let i = 0; i < 3; i++) {
    const colour = mix(
      canvas.pick(i === 0 ? leafColours : blooms),
      ground,
      canvas.random(0.3, 0.6),
    );
    canvas.wash(
      canvas.random(0, width),
      canvas.random(0.2, 0.9) * height,
      canvas.random(0.3, 0.6) * width,
      canvas.random(0.15, 0.3) * height,
      colour,
      canvas.random(0.3, 0.5),
    );
  }
}

/** A wall behind and a table top, each a brushed field of colour; returns the table's colour. */
function paintTable(canvas: Canvas, tableY: number, ground: Rgb): Rgb {
  const { width, height, scale, palette } = canvas;
  canvas.wash(
    canvas.random(0.3, 0.7) * width,
    tableY * 0.5,
    width * 0.6,
    tableY * 0.45,
    canvas.tone(canvas.pick(palette), 0.1),
    0.3,
  );
  const table = canvas.tone(mix(canvas.pick(palette), ground, 0.4), 0.1);
  canvas.add(
    `<rect x="0" y="${formatNumber(tableY)}" width="${width}" height="${formatNumber(height - tableY)}" fill="${toHex(table)}" fill-opacity="0.85"/>`,
  );
  for (let k = 0; k < 8; k++) {
    const x = canvas.random(-0.3, 0.6) * width;
    const y = canvas.random(tableY, height);
    const angle = canvas.random(-0.03, 0.03);
    const length = canvas.random(0.4, 0.9) * width;
    canvas.stroke(canvas.centreline(x, y, angle, length, 0.02), {
      width: canvas.random(20, 60) * scale,
      colour: canvas.tone(table, 0.12),
      opacity: canvas.random(0.2, 0.45),
      blunt: true,
    });
  }
  return table;
}

/** The jug: its shadow, a swelling body with a neck, painted in curved vertical strokes. */
function paintJug(canvas: Canvas, jug: Jug, darkest: Rgb): void {
  const { x, width, height, top, colour } = jug;
  canvas.wash(
    x + width * 0.35,
    jug.tableY + 0.02 * canvas.height,
    width * 0.75,
    0.02 * canvas.height,
    mix(darkest, jug.table, 0.3),
    0.5,
  );
  const outline: Point[] = [
    [x - width * 0.22, top],
    [x - width * 0.28, top + height * 0.18],
    [x - width * 0.5, top + height * 0.55],
    [x - width * 0.4, top + height],
    [x + width * 0.4, top + height],
    [x + width * 0.5, top + height * 0.55],
    [x + width * 0.28, top + height * 0.18],
    [x + width * 0.22, top],
  ];
  canvas.add(
    `<path d="${smoothClosedPath(outline)}" fill="${toHex(colour)}" fill-opacity="0.92"/>`,
  );
  for (let k = 0; k < 6; k++) {
    const across = (k + 0.5) / 6 - 0.5;
    canvas.stroke(
      cubicBezier(
        [x + across * width * 0.4, top + height * 0.05],
        [x + across * width * 0.95, top + height * 0.4],
        [x + across * width * 0.9, top + height * 0.75],
        [x + across * width * 0.75, top + height * 0.97],
        10,
      ),
      {
        width: width * 0.22,
        colour:
          k < 2
            ? mix(colour, WHITE, 0.3)
            : k > 3
              ? mix(colour, BLACK, 0.3)
              : canvas.tone(colour, 0.1),
        opacity: canvas.random(0.25, 0.5),
        taper: 0.2,
      },
    );
  }
}

/** A flower head: petals as fat dabs radiating from a dark eye, or a spray of small dabs. */
function paintFlower(canvas: Canvas, [x, y]: Point, blooms: Rgb[], darkest: Rgb): void {
  const { scale } = canvas;
  const colour = saturate(canvas.tone(canvas.pick(blooms), 0.12), 0.1);
  const petalLength = canvas.random(30, 70) * scale;
  if (canvas.chance(0.25)) {
    // (The loop draws a new bound on every pass; changing that would repaint every picture.)
    for (let k = 0; k < canvas.randomInt(7, 14); k++) {
      const direction = canvas.random(0, Math.PI * 2);
      const distance = canvas.random(0, 1.4) * petalLength;
      const angle = canvas.random(0, Math.PI * 2);
      canvas.stroke(
        canvas.centreline(
          x + Math.cos(direction) * distance,
          y + Math.sin(direction) * distance,
          angle,
          canvas.random(10, 22) * scale,
          0.3,
        ),
        {
          width: canvas.random(9, 18) * scale,
          colour: canvas.tone(colour, 0.15),
          opacity: 0.9,
          bristles: 3,
        },
      );
    }
    return;
  }
  const petals = canvas.randomInt(5, 8);
  const rotation = canvas.random(0, Math.PI * 2);
  canvas.wash(x, y, petalLength * 1.8, petalLength * 1.6, colour, 0.22);
  for (let k = 0; k < petals; k++) {
    const angle = rotation + (k / petals) * Math.PI * 2 + canvas.random(-0.2, 0.2);
    canvas.stroke(canvas.centreline(x, y, angle, petalLength * canvas.random(0.8, 1.3), 0.25), {
      width: petalLength * canvas.random(0.6, 0.9),
      colour: canvas.tone(colour, 0.12),
      opacity: canvas.random(0.75, 0.95),
      taper: 0.6,
      impasto: canvas.chance(0.5),
      bristles: 3,
    });
  }
  canvas.add(
    `<circle cx="${formatNumber(x + canvas.random(-3, 3) * scale)}" cy="${formatNumber(y + canvas.random(-3, 3) * scale)}" r="${formatNumber(petalLength * canvas.random(0.16, 0.26))}" fill="${toHex(mix(darkest, colour, 0.25))}" fill-opacity="0.9"/>`,
  );
}
