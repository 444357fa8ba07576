import type { Canvas } from "../canvas";
import { mix, type Rgb, saturate, sortByLuminance, toHex, WHITE } from "../colour";
import { formatNumber, formatOpacity, type Point, smoothOpenPath } from "../geometry";

/** Sky, layered hills or water, a low sun, and a gestural foreground. */
export function paintLandscape(canvas: Canvas): void {
  const { height, palette } = canvas;
  const sorted = sortByLuminance(palette);
  const light = sorted[sorted.length - 1];
  const dark = sorted[0];
  const horizon = canvas.random(0.38, 0.66) * height;
  paintSky(canvas, horizon, sorted);
  if (canvas.chance(0.7)) paintSun(canvas, horizon, sorted);
  const water = canvas.chance(0.35);
  paintLand(canvas, horizon, water ? 2 : canvas.randomInt(3, 5), light, dark);
  if (water) paintReflections(canvas, horizon, light);
  paintForeground(canvas, horizon, dark);
}

/** A graded sky with cloud washes and horizontal strokes. */
function paintSky(canvas: Canvas, horizon: number, sorted: Rgb[]): void {
  const { width, height, scale, palette } = canvas;
  const light = sorted[sorted.length - 1];
  const dark = sorted[0];
  const skyTop = mix(canvas.tone(sorted[Math.max(0, sorted.length - 2)], 0.05), light, 0.3);
  const sky = canvas.linearGradient([
    [0, skyTop],
    [horizon / height, mix(light, WHITE, 0.25)],
    [1, mix(light, dark, 0.3)],
  ]);
  canvas.add(`<rect width="${width}" height="${height}" fill="url(#${sky})"/>`);
  for (let i = 0; i < 5; i++) {
    canvas.wash(
      canvas.random(0, width),
      canvas.random(0, horizon),
      canvas.random(0.25, 0.6) * width,
      canvas.random(0.04, 0.12) * height,
      canvas.tone(light, 0.15),
      canvas.random(0.3, 0.55),
    );
  }
  for (let i = 0; i < 20; i++) {
    const y = canvas.random(0, horizon);
    const x = canvas.random(-0.2, 0.7) * width;
    const angle = canvas.random(-0.05, 0.05);
    const length = canvas.random(0.3, 0.8) * width;
    canvas.stroke(canvas.centreline(x, y, angle, length, 0.04), {
      width: canvas.random(14, 50) * scale,
      colour: canvas.tone(mix(canvas.pick(palette), light, canvas.random(0.6, 0.95)), 0.1),
      opacity: canvas.random(0.15, 0.4),
      dry: 0.6,
      taper: 0.5,
      contrast: 0.5,
    });
  }
}

/** A low sun or moon in a haze of its own light. */
function paintSun(canvas: Canvas, horizon: number, sorted: Rgb[]): void {
  const { width, height, scale } = canvas;
  const x = canvas.random(0.2, 0.8) * width;
  const y = horizon - canvas.random(0.06, 0.25) * height;
  const radius = canvas.random(25, 60) * scale;
  const lighterHalf = sorted.slice(Math.floor(sorted.length / 2));
  const colour = mix(saturate(canvas.pick(lighterHalf), 0.3), WHITE, 0.3);
  canvas.wash(x, y, radius * 4, radius * 3.2, colour, 0.35);
  canvas.add(
    `<circle cx="${formatNumber(x)}" cy="${formatNumber(y)}" r="${formatNumber(radius)}" fill="${toHex(colour)}" fill-opacity="0.85"/>`,
  );
}

/** Bands of hills from the horizon down, paler with distance, each brushed along its lie. */
function paintLand(canvas: Canvas, horizon: number, layers: number, light: Rgb, dark: Rgb): void {
  const { width, height, scale, palette } = canvas;
  let top = horizon;
  for (let i = 0; i < layers; i++) {
    const nearness = layers === 1 ? 1 : i / (layers - 1);
    const colour = mix(
      mix(canvas.pick(palette), light, 0.45 * (1 - nearness)),
      dark,
      0.35 * nearness,
    );
    const amplitude = canvas.random(0.02, 0.09) * height * (1 - nearness * 0.4);
    const outline: Point[] = [[-20, height + 20]];
    const peaks = canvas.randomInt(5, 9);
    const frequency = canvas.random(0.6, 1.4);
    for (let k = 0; k <= peaks; k++) {
      outline.push([
        (k / peaks) * (width + 40) - 20,
        top -
          amplitude * Math.abs(Math.sin(k * frequency + i)) +
          canvas.random(-0.01, 0.01) * height,
      ]);
    }
    outline.push([width + 20, height + 20]);
    canvas.add(
      `<path d="${smoothOpenPath(outline)}Z" fill="${toHex(colour)}" fill-opacity="${formatOpacity(canvas.random(0.6, 0.85))}"/>`,
    );
    // Brush the band with strokes following the land.
    for (let k = 0; k < 9; k++) {
      const x = canvas.random(-0.2, 0.8) * width;
      const y = top + canvas.random(-0.01, 0.12) * height;
      const angle = canvas.random(-0.12, 0.12);
      const length = canvas.random(0.2, 0.6) * width;
      canvas.stroke(canvas.centreline(x, y, angle, length, 0.1), {
        width: canvas.random(12, 45) * scale,
        colour: canvas.tone(colour, 0.18),
        opacity: canvas.random(0.25, 0.55),
        dry: 0.5,
        impasto: canvas.chance(0.3),
      });
    }
    top += (height - horizon) * canvas.random(0.12, 0.28);
  }
}

/** Horizontal reflections of the sky broken across the water. */
function paintReflections(canvas: Canvas, horizon: number, light: Rgb): void {
  const { width, height, scale, palette } = canvas;
  for (let k = 0; k < 26; k++) {
    const y = horizon + canvas.random(0.05, 1) * (height - horizon);
    const x = canvas.random(-0.1, 0.9) * width;
    const angle = canvas.random(-0.02, 0.02);
    const length = canvas.random(0.1, 0.5) * width;
    canvas.stroke(canvas.centreline(x, y, angle, length, 0.02), {
      width: canvas.random(4, 16) * scale,
      colour: canvas.tone(canvas.chance(0.5) ? light : canvas.pick(palette), 0.15),
      opacity: canvas.random(0.3, 0.7),
      bristles: 3,
      dry: 0.6,
    });
  }
}

/** Dark gestural marks, and upward flicks of grass and reeds. */
function paintForeground(canvas: Canvas, horizon: number, dark: Rgb): void {
  const { width, height, scale, palette } = canvas;
  const top = Math.max(horizon + 0.15 * height, height * 0.78);
  for (let k = 0; k < 10; k++) {
    const x = canvas.random(-0.2, 0.9) * width;
    const y = canvas.random(top, height * 1.02);
    const angle = canvas.random(-0.4, 0.4);
    const length = canvas.random(0.15, 0.45) * width;
    canvas.stroke(canvas.centreline(x, y, angle, length, 0.3), {
      width: canvas.random(18, 55) * scale,
      colour: canvas.tone(canvas.chance(0.6) ? dark : canvas.pick(palette), 0.15),
      opacity: canvas.random(0.35, 0.75),
      impasto: true,
    });
  }
  for (let k = 0; k < 24; k++) {
    const x = canvas.random(0, width);
    const angle = -Math.PI / 2 + canvas.random(-0.5, 0.5);
    const length = canvas.random(0.06, 0.25) * height;
    canvas.stroke(canvas.centreline(x, height + 10, angle, length, 0.2), {
      width: canvas.random(3, 9) * scale,
      colour: canvas.tone(canvas.chance(0.5) ? dark : canvas.pick(palette), 0.2),
      opacity: canvas.random(0.4, 0.8),
      bristles: 2,
      taper: 0.9,
    });
  }
}
