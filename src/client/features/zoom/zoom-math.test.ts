import { describe, expect, it } from "vitest";
import {
  type Bounds,
  clampView,
  FIT_MARGIN,
  FITTED,
  fitInside,
  panBy,
  pinch,
  STEP_ZOOM,
  viewBounds,
  viewForKey,
  wheelFactor,
  zoomAt,
} from "./zoom-math";

// A 3:2 painting whose file is 3000 px wide, on a 932 × 632 stage: fitted 900 × 600 inside its margin.
const stage = { width: 900 + 2 * FIT_MARGIN, height: 600 + 2 * FIT_MARGIN };
const bounds = viewBounds(1.5, stage, 3000);

/** Where a point of the painting (from its centre, in fitted pixels) is drawn on the stage. */
const drawnAt = (view: { scale: number; x: number; y: number }, p: { x: number; y: number }) => ({
  x: view.x + p.x * view.scale,
  y: view.y + p.y * view.scale,
});

describe("viewBounds", () => {
  it("fits the painting whole inside the stage, less its margin", () => {
    expect(bounds.fitted).toEqual({ width: 900, height: 600 });
    const tall = viewBounds(0.5, { width: 1000, height: 432 }, 800);
    expect(tall.fitted).toEqual({ width: 200, height: 400 });
  });

  it("lets a file's pixel grow to two screen pixels, and never below fitted", () => {
    // 3000 px drawn 900 wide: 2 × 3000 / 900.
    expect(bounds.maxScale).toBeCloseTo(6.667, 3);
    // A file smaller than half the fitted width cannot be zoomed at all.
    expect(viewBounds(1.5, stage, 400).maxScale).toBe(1);
  });
});

describe("clampView", () => {
  it("keeps the scale between fitted and the largest", () => {
    expect(clampView({ scale: 0.2, x: 0, y: 0 }, bounds).scale).toBe(1);
    expect(clampView({ scale: 50, x: 0, y: 0 }, bounds).scale).toBe(bounds.maxScale);
  });

  it("centres a painting smaller than the stage, however far it was moved", () => {
    expect(clampView({ scale: 1, x: 300, y: -200 }, bounds)).toEqual(FITTED);
  });

  it("moves a larger painting only until its edge meets the stage's", () => {
    // At 2×: 1800 × 1200 on 932 × 632 — 434 px of slack each way across, 284 down.
    const view = clampView({ scale: 2, x: 5000, y: -5000 }, bounds);
    expect(view).toEqual({ scale: 2, x: 434, y: -284 });
    // Its left edge is then on the stage's left edge: the painting still covers the stage.
    expect(view.x - (900 * 2) / 2).toBe(-stage.width / 2);
  });
});

describe("zoomAt", () => {
  it("keeps the point under the cursor where it is", () => {
    const start = { scale: 2, x: 100, y: 50 };
    const cursor = { x: 200, y: -100 };
    // The painting's point under the cursor, in fitted pixels from its centre.
    const point = { x: (cursor.x - start.x) / start.scale, y: (cursor.y - start.y) / start.scale };
    const zoomed = zoomAt(start, 1.5, cursor, bounds);
    expect(zoomed.scale).toBe(3);
    const after = drawnAt(zoomed, point);
    expect(after.x).toBeCloseTo(cursor.x, 9);
    expect(after.y).toBeCloseTo(cursor.y, 9);
  });

  it("stops at the limits, and zooming out fully centres the painting again", () => {
    let view = FITTED;
    for (let step = 0; step < 20; step++) view = zoomAt(view, 2, { x: 300, y: 200 }, bounds);
    expect(view.scale).toBe(bounds.maxScale);
    for (let step = 0; step < 20; step++) view = zoomAt(view, 0.5, { x: 300, y: 200 }, bounds);
    expect(view).toEqual(FITTED);
  });
});

describe("panBy", () => {
  it("moves a zoomed painting, and a fitted one not at all", () => {
    expect(panBy({ scale: 3, x: 0, y: 0 }, 40, -30, bounds)).toEqual({ scale: 3, x: 40, y: -30 });
    expect(panBy(FITTED, 40, -30, bounds)).toEqual(FITTED);
  });
});

describe("pinch", () => {
  it("zooms by how much further apart the fingers are, around their midpoint", () => {
    const from = [
      { x: 50, y: 0 },
      { x: 150, y: 0 },
    ] as const;
    const to = [
      { x: 0, y: 0 },
      { x: 200, y: 0 },
    ] as const;
    const view = pinch(FITTED, from, to, bounds);
    expect(view.scale).toBe(2);
    // The painting's point between the fingers (100, 0) stays between them.
    expect(drawnAt(view, { x: 100, y: 0 }).x).toBeCloseTo(100, 9);
  });

  it("moves the painting with the fingers' midpoint", () => {
    const start = { scale: 3, x: 0, y: 0 };
    const from = [
      { x: 0, y: 0 },
      { x: 100, y: 0 },
    ] as const;
    const to = [
      { x: 30, y: 20 },
      { x: 130, y: 20 },
    ] as const;
    expect(pinch(start, from, to, bounds)).toEqual({ scale: 3, x: 30, y: 20 });
  });

  it("keeps to the limits", () => {
    const apart = [
      { x: -1, y: 0 },
      { x: 1, y: 0 },
    ] as const;
    const far = [
      { x: -500, y: 0 },
      { x: 500, y: 0 },
    ] as const;
    expect(pinch(FITTED, apart, far, bounds).scale).toBe(bounds.maxScale);
    expect(pinch(FITTED, far, apart, bounds)).toEqual(FITTED);
  });
});

describe("wheelFactor", () => {
  it("zooms in when turned up, out when turned down, by the same amount", () => {
    expect(wheelFactor(-100)).toBeGreaterThan(1);
    expect(wheelFactor(100)).toBeLessThan(1);
    expect(wheelFactor(-100) * wheelFactor(100)).toBeCloseTo(1, 9);
  });

  it("reads lines and pages, and zooms at most 2× a turn", () => {
    expect(wheelFactor(-3, 1)).toBeCloseTo(wheelFactor(-48), 9);
    expect(wheelFactor(-1, 2)).toBe(2);
    expect(wheelFactor(100_000)).toBe(0.5);
  });
});

describe("viewForKey", () => {
  const zoomed: Bounds = bounds;

  it("zooms around the centre with + (or =) and -", () => {
    const inOnce = viewForKey("+", FITTED, zoomed);
    expect(inOnce).toEqual({ scale: STEP_ZOOM, x: 0, y: 0 });
    expect(viewForKey("=", FITTED, zoomed)).toEqual(inOnce);
    expect(viewForKey("-", { scale: STEP_ZOOM, x: 0, y: 0 }, zoomed)).toEqual(FITTED);
  });

  it("moves the view the way arrows scroll a page, and 0 fits the painting again", () => {
    const view = { scale: 4, x: 0, y: 0 };
    // ArrowRight shows more of the right: the painting moves left.
    expect(viewForKey("ArrowRight", view, zoomed)?.x).toBeLessThan(0);
    expect(viewForKey("ArrowLeft", view, zoomed)?.x).toBeGreaterThan(0);
    expect(viewForKey("ArrowDown", view, zoomed)?.y).toBeLessThan(0);
    expect(viewForKey("ArrowUp", view, zoomed)?.y).toBeGreaterThan(0);
    expect(viewForKey("0", { scale: 4, x: 120, y: -80 }, zoomed)).toEqual(FITTED);
  });

  it("leaves other keys alone", () => {
    expect(viewForKey("a", FITTED, zoomed)).toBeUndefined();
    expect(viewForKey("Enter", FITTED, zoomed)).toBeUndefined();
  });
});

describe("fitting a painting inside a space", () => {
  it("fills the width when the space is taller than the painting", () => {
    expect(fitInside(1.5, { width: 300, height: 600 })).toEqual({ width: 300, height: 200 });
  });

  it("fills the height when the painting is taller than the space", () => {
    expect(fitInside(0.5, { width: 300, height: 400 })).toEqual({ width: 200, height: 400 });
  });

  it("fills both for a painting of the space's own shape", () => {
    expect(fitInside(1, { width: 500, height: 500 })).toEqual({ width: 500, height: 500 });
  });
});
