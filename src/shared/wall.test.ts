import { describe, expect, it } from "vitest";
import { clampInto, drawnSize, formatSize, pixelsPerCm, roomScene, SOFA } from "./wall";

describe("pixelsPerCm", () => {
  it("divides the marked length in pixels by its length in centimetres", () => {
    // An A4 sheet's long side, 297 px apart on the diagonal's legs 178.2 and 237.6.
    expect(pixelsPerCm({ x: 10, y: 10 }, { x: 188.2, y: 247.6 }, 29.7)).toBeCloseTo(10, 6);
    expect(pixelsPerCm({ x: 0, y: 0 }, { x: 0, y: 990.5 }, 198.1)).toBeCloseTo(5, 6);
  });

  it("refuses a length it cannot use", () => {
    expect(pixelsPerCm({ x: 5, y: 5 }, { x: 5.5, y: 5 }, 29.7)).toBeUndefined();
    expect(pixelsPerCm({ x: 0, y: 0 }, { x: 100, y: 0 }, 0)).toBeUndefined();
    expect(pixelsPerCm({ x: 0, y: 0 }, { x: 100, y: 0 }, Number.NaN)).toBeUndefined();
    expect(pixelsPerCm({ x: 0, y: 0 }, { x: 100, y: 0 }, -3)).toBeUndefined();
  });
});

describe("drawnSize", () => {
  it("draws the painting at its real size for the scale", () => {
    const scale = pixelsPerCm({ x: 0, y: 0 }, { x: 297, y: 0 }, 29.7) ?? 0;
    expect(drawnSize({ widthCm: 60, heightCm: 90 }, scale)).toEqual({ width: 600, height: 900 });
    expect(drawnSize({ widthCm: 60.96, heightCm: 91.44 }, 2.5)).toEqual({
      width: 152.4,
      height: 228.6,
    });
  });
});

describe("clampInto", () => {
  it("keeps the painting inside the photo", () => {
    const size = { width: 100, height: 50 };
    const bounds = { width: 400, height: 300 };
    expect(clampInto({ x: -20, y: 10 }, size, bounds)).toEqual({ x: 0, y: 10 });
    expect(clampInto({ x: 350, y: 290 }, size, bounds)).toEqual({ x: 300, y: 250 });
    expect(clampInto({ x: 50, y: 50 }, { width: 500, height: 400 }, bounds)).toEqual({
      x: 0,
      y: 0,
    });
  });
});

describe("roomScene", () => {
  it("hangs a painting centred at eye level, over a sofa of known size", () => {
    const scene = roomScene({ widthCm: 60, heightCm: 80 });
    expect(scene.wall).toEqual({ widthCm: 400, heightCm: 260 });
    expect(scene.sofa).toMatchObject({ ...SOFA, x: 100, y: 260 - 85 });
    // Centre at 150 cm from the floor: bottom 110, top 190 → 70 cm below the ceiling.
    expect(scene.painting).toEqual({ x: 170, y: 70, widthCm: 60, heightCm: 80 });
  });

  it("keeps a small painting clear of the sofa's back, and grows the wall for a large one", () => {
    const small = roomScene({ widthCm: 20, heightCm: 20 });
    // Centred at 150 cm it would start at 140 cm; it does, well above 85 + 20.
    expect(260 - (small.painting.y + 20)).toBe(140);
    const tall = roomScene({ widthCm: 150, heightCm: 200 });
    const bottom = tall.wall.heightCm - (tall.painting.y + 200);
    expect(bottom).toBe(SOFA.heightCm + 20);
    expect(tall.painting.y).toBeGreaterThanOrEqual(30);
    const wide = roomScene({ widthCm: 500, heightCm: 100 });
    expect(wide.wall.widthCm).toBe(560);
    expect(wide.painting.x).toBe(30);
  });
});

describe("formatSize", () => {
  it("writes the size with a decimal only when there is one", () => {
    expect(formatSize({ widthCm: 60.96, heightCm: 91.44 })).toBe("61 × 91.4 cm");
    expect(formatSize({ widthCm: 50, heightCm: 70 })).toBe("50 × 70 cm");
  });
});
