import { describe, expect, it } from "vitest";
import {
  BLACK,
  distance,
  hslToRgb,
  luminance,
  mix,
  parseHex,
  type Rgb,
  saturate,
  sortByLuminance,
  toHex,
  WHITE,
} from "./colour";

const red: Rgb = { r: 255, g: 0, b: 0 };

describe("parseHex", () => {
  it("reads #rrggbb and #rgb, with or without the #, in either case, around spaces", () => {
    expect(parseHex("#1b263b")).toEqual({ r: 0x1b, g: 0x26, b: 0x3b });
    expect(parseHex("C8553D")).toEqual({ r: 0xc8, g: 0x55, b: 0x3d });
    expect(parseHex(" #f0a ")).toEqual({ r: 0xff, g: 0x00, b: 0xaa });
  });

  it("rejects anything else", () => {
    for (const bad of ["red", "#12345", "#1234567", "#ggg", "", '#fff"/><script>']) {
      expect(() => parseHex(bad), bad).toThrow(/Invalid palette colour/);
    }
  });
});

describe("toHex", () => {
  it("writes lowercase #rrggbb, rounding and clamping each channel", () => {
    expect(toHex({ r: 27, g: 38, b: 59 })).toBe("#1b263b");
    expect(toHex({ r: 254.6, g: 0.4, b: 15.5 })).toBe("#ff0010");
    expect(toHex({ r: 300, g: -20, b: 255.4 })).toBe("#ff00ff");
  });

  it("round-trips with parseHex", () => {
    for (const hex of ["#000000", "#ffffff", "#1b263b", "#c8553d"]) {
      expect(toHex(parseHex(hex))).toBe(hex);
    }
  });
});

describe("mix", () => {
  it("goes from the first colour (0) to the second (1)", () => {
    expect(mix(red, WHITE, 0)).toEqual(red);
    expect(mix(red, WHITE, 1)).toEqual(WHITE);
    expect(mix(BLACK, WHITE, 0.25)).toEqual({ r: 63.75, g: 63.75, b: 63.75 });
  });
});

describe("luminance", () => {
  it("is 0 for black, 1 for white, and weights green over red over blue", () => {
    expect(luminance(BLACK)).toBe(0);
    expect(luminance(WHITE)).toBeCloseTo(1, 10);
    const green = luminance({ r: 0, g: 255, b: 0 });
    const blue = luminance({ r: 0, g: 0, b: 255 });
    expect(green).toBeGreaterThan(luminance(red));
    expect(luminance(red)).toBeGreaterThan(blue);
  });
});

describe("saturate", () => {
  it("keeps greys grey and pushes colours away from their grey", () => {
    const grey = { r: 128, g: 128, b: 128 };
    const result = saturate(grey, 0.5);
    for (const channel of [result.r, result.g, result.b]) expect(channel).toBeCloseTo(128, 10);
    const muted: Rgb = { r: 150, g: 100, b: 100 };
    const vivid = saturate(muted, 0.5);
    expect(vivid.r).toBeGreaterThan(muted.r);
    expect(vivid.g).toBeLessThan(muted.g);
    expect(luminance(vivid)).toBeCloseTo(luminance(muted), 10);
  });

  it("with -1 gives the grey of the same luminance", () => {
    const grey = saturate(red, -1);
    expect(grey.r).toBeCloseTo(grey.g, 10);
    expect(grey.g).toBeCloseTo(grey.b, 10);
    expect(grey.r).toBeCloseTo(luminance(red) * 255, 10);
  });
});

describe("distance", () => {
  it("is the straight-line distance between the channels", () => {
    expect(distance(red, red)).toBe(0);
    expect(distance({ r: 0, g: 0, b: 0 }, { r: 3, g: 4, b: 0 })).toBe(5);
    expect(distance(BLACK, WHITE)).toBeCloseTo(441.67, 2);
  });
});

describe("hslToRgb", () => {
  it("converts the primaries, greys and a mid colour", () => {
    expect(toHex(hslToRgb(0, 1, 0.5))).toBe("#ff0000");
    expect(toHex(hslToRgb(120, 1, 0.5))).toBe("#00ff00");
    expect(toHex(hslToRgb(240, 1, 0.5))).toBe("#0000ff");
    expect(toHex(hslToRgb(200, 0, 0.5))).toBe("#808080");
    expect(toHex(hslToRgb(0, 0.5, 1))).toBe("#ffffff");
    expect(toHex(hslToRgb(30, 0.5, 0.4))).toBe("#996633");
  });
});

describe("sortByLuminance", () => {
  it("returns a copy from darkest to lightest, keeping the same colour objects", () => {
    const navy = parseHex("#1b263b");
    const cream = parseHex("#e0e1dd");
    const palette = [cream, red, navy];
    const sorted = sortByLuminance(palette);
    expect(sorted).toEqual([navy, red, cream]);
    expect(sorted[0]).toBe(navy);
    expect(palette).toEqual([cream, red, navy]);
  });
});
