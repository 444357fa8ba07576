import { formatOpacity } from "./geometry";

/** Side of the tile the weave is drawn in (turbulence is costly per pixel), in pixels. */
const TILE = 128;

/**
 * SVG defs for the canvas grain: a "weave" filter of warp and weft threads and a "canvas"
 * pattern that tiles it. `scale` is the canvas's scale of marks (1 at 800 px).
 */
export function weaveDefs(scale: number, seed: number): string {
  const noiseSeed = seed % 997;
  // Threads are a fixed few pixels wide, so on a small render they are fainter.
  const strength = 0.03 * Math.max(0.35, Math.min(1, scale));
  return (
    `<filter id="weave" x="0" y="0" width="${TILE}" height="${TILE}" filterUnits="userSpaceOnUse" color-interpolation-filters="sRGB">` +
    threads("0.08 0.8", noiseSeed, strength, false, "warp") +
    threads("0.7 0.12", noiseSeed + 1, strength, true, "weft") +
    `<feMerge><feMergeNode in="warp"/><feMergeNode in="weft"/></feMerge></filter>` +
    `<pattern id="canvas" width="${TILE}" height="${TILE}" patternUnits="userSpaceOnUse"><rect width="${TILE}" height="${TILE}" filter="url(#weave)"/></pattern>`
  );
}

/**
 * Filter primitives for one set of threads: stretched turbulence, darkening (or, when `light`,
 * lightening) the paint, in a few discrete strengths (as visible as a smooth ramp, far cheaper
 * to compress). The result is named `result`.
 */
function threads(
  frequency: string,
  noiseSeed: number,
  strength: number,
  light: boolean,
  result: string,
): string {
  // Light threads show more on dark paint than dark ones on light paint, so they are fainter.
  const step = light ? strength * 0.6 : strength;
  const table = [0, step, 2 * step, 3 * step].map(formatOpacity).join(" ");
  const channel = light ? 1 : 0;
  return (
    `<feTurbulence type="fractalNoise" baseFrequency="${frequency}" numOctaves="2" seed="${noiseSeed}" stitchTiles="stitch"/>` +
    `<feColorMatrix type="matrix" values="0 0 0 0 ${channel} 0 0 0 0 ${channel} 0 0 0 0 ${channel} ${light ? "-4 0 0 0 2" : "4 0 0 0 -2"}"/>` +
    `<feComponentTransfer result="${result}"><feFuncA type="discrete" tableValues="${table}"/></feComponentTransfer>`
  );
}
