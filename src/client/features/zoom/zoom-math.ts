import type { ImageSize } from "#shared/images";

/**
 * The zoom viewer's arithmetic, kept apart from the screen so it can be tested: where the
 * painting is drawn for a zoom level and a pan, and the limits both keep (decision 040).
 */

/** A point in CSS pixels, measured from the stage's centre. */
export type Point = { x: number; y: number };

/**
 * How the painting is shown: `scale` times its fitted size (1 = the whole painting fitted to
 * the stage), its centre `x`, `y` CSS pixels from the stage's centre.
 */
export type View = { scale: number; x: number; y: number };

export const FITTED: View = { scale: 1, x: 0, y: 0 };

/** What bounds a view: the stage, the painting fitted whole inside it, the largest scale. */
export type Bounds = { stage: ImageSize; fitted: ImageSize; maxScale: number };

/** At most, one pixel of the file is drawn two CSS pixels wide: closer shows nothing new. */
export const MAX_PIXEL_ZOOM = 2;

/** Space kept around the fitted painting, so its edges read as edges (CSS pixels each side). */
export const FIT_MARGIN = 16;

/** Each press of `+` or `-` (or the buttons) zooms by this factor. */
export const STEP_ZOOM = 1.5;

/** Each arrow key moves the view by this share of the stage. */
export const STEP_PAN = 0.15;

const clamp = (value: number, low: number, high: number) =>
  // `+ 0` turns -0 into 0, so a centred view reads as 0.
  Math.min(Math.max(value, low), high) + 0;

/**
 * The bounds of a painting of shape `ratio` (width / height) whose file is `fileWidth` pixels
 * wide, on a stage of `stage`: fitted whole inside it with a margin, and enlarged at most until
 * a file pixel is MAX_PIXEL_ZOOM CSS pixels wide — never less than fitted.
 */
export function viewBounds(ratio: number, stage: ImageSize, fileWidth: number): Bounds {
  const room = {
    width: Math.max(1, stage.width - 2 * FIT_MARGIN),
    height: Math.max(1, stage.height - 2 * FIT_MARGIN),
  };
  const fitted = fitInside(ratio, room);
  return { stage, fitted, maxScale: Math.max(1, (MAX_PIXEL_ZOOM * fileWidth) / fitted.width) };
}

/**
 * `view` within its bounds: the scale between fitted and the largest; along each side, a
 * painting smaller than the stage stays centred, and one larger can move only until its edge
 * meets the stage's — the painting never leaves the screen, and never leaves a gap it could fill.
 */
export function clampView(view: View, bounds: Bounds): View {
  const scale = clamp(view.scale, 1, bounds.maxScale);
  const reach = (fitted: number, stage: number) => Math.max(0, (fitted * scale - stage) / 2);
  const x = reach(bounds.fitted.width, bounds.stage.width);
  const y = reach(bounds.fitted.height, bounds.stage.height);
  return { scale, x: clamp(view.x, -x, x), y: clamp(view.y, -y, y) };
}

/** Zoomed by `factor` around `at`: the point of the painting under `at` stays under it. */
export function zoomAt(view: View, factor: number, at: Point, bounds: Bounds): View {
  const scale = clamp(view.scale * factor, 1, bounds.maxScale);
  const grown = scale / view.scale;
  return clampView(
    { scale, x: at.x - (at.x - view.x) * grown, y: at.y - (at.y - view.y) * grown },
    bounds,
  );
}

/** Moved by `dx`, `dy` CSS pixels (as far as the bounds allow). */
export function panBy(view: View, dx: number, dy: number, bounds: Bounds): View {
  return clampView({ ...view, x: view.x + dx, y: view.y + dy }, bounds);
}

/**
 * Two fingers moved from `from` to `to`: zoomed by how much further apart they are, around
 * where they were, and moved as far as their midpoint moved.
 */
export function pinch(
  view: View,
  from: readonly [Point, Point],
  to: readonly [Point, Point],
  bounds: Bounds,
): View {
  const distance = ([a, b]: readonly [Point, Point]) => Math.hypot(a.x - b.x, a.y - b.y);
  const middle = ([a, b]: readonly [Point, Point]) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
  const before = distance(from);
  const factor = before > 0 ? distance(to) / before : 1;
  const [start, end] = [middle(from), middle(to)];
  // Zoomed around the fingers' midpoint, then moved with it, unclamped in between: a pinch
  // near an edge keeps the point under the fingers where it is.
  const scale = clamp(view.scale * factor, 1, bounds.maxScale);
  const grown = scale / view.scale;
  return clampView(
    {
      scale,
      x: start.x - (start.x - view.x) * grown + (end.x - start.x),
      y: start.y - (start.y - view.y) * grown + (end.y - start.y),
    },
    bounds,
  );
}

/**
 * A wheel turn's zoom factor: a notch (about 100 pixels) zooms by about a fifth; up zooms in.
 * `deltaMode` 1 counts lines and 2 pages, as WheelEvent does.
 */
export function wheelFactor(deltaY: number, deltaMode = 0): number {
  const pixels = deltaY * (deltaMode === 1 ? 16 : deltaMode === 2 ? 400 : 1);
  // A single event zooms by at most 2× either way, however large a page step is.
  return Math.exp(clamp(-pixels * 0.002, -Math.LN2, Math.LN2));
}

/**
 * What a key does to the view, or undefined for a key the viewer leaves alone: `+` (or `=`,
 * unshifted on most keyboards) and `-` zoom around the stage's centre, the arrows move the view
 * the way they scroll a page (ArrowRight shows more of the right), `0` fits the painting again.
 */
export function viewForKey(key: string, view: View, bounds: Bounds): View | undefined {
  const across = bounds.stage.width * STEP_PAN;
  const down = bounds.stage.height * STEP_PAN;
  const centre = { x: 0, y: 0 };
  switch (key) {
    case "+":
    case "=":
      return zoomAt(view, STEP_ZOOM, centre, bounds);
    case "-":
    case "_":
      return zoomAt(view, 1 / STEP_ZOOM, centre, bounds);
    case "0":
      return FITTED;
    case "ArrowLeft":
      return panBy(view, across, 0, bounds);
    case "ArrowRight":
      return panBy(view, -across, 0, bounds);
    case "ArrowUp":
      return panBy(view, 0, down, bounds);
    case "ArrowDown":
      return panBy(view, 0, -down, bounds);
    default:
      return undefined;
  }
}

/**
 * The largest box of `ratio` that fits inside `bounds` (the image drawn whole, never cropped
 * and never stretched): as wide as it may be, unless that would make it too tall.
 */
export function fitInside(ratio: number, bounds: ImageSize): ImageSize {
  const byWidth = { width: bounds.width, height: bounds.width / ratio };
  if (byWidth.height <= bounds.height) return byWidth;
  return { width: bounds.height * ratio, height: bounds.height };
}
