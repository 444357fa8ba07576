import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { DEMO_ARTIST, demoCollection } from "#server/catalogue/demo-collection";
import {
  longestSideCm,
  mediumMatches,
  mediums,
  priceInRange,
  priceRanges,
  sizeClasses,
  sizeClassOf,
} from "#shared/filters";
import { PAINTING_STYLES, type PaintingSpec, paintingSvg, renderPainting } from "./paint";

const spec: PaintingSpec = {
  style: "gestural",
  palette: ["#1b263b", "#415a77", "#778da9", "#e0e1dd", "#c8553d"],
  seed: 42,
};

describe("renderPainting", () => {
  it("gives identical PNG bytes for the same spec and size", async () => {
    const a = await renderPainting(spec, 200, 250);
    const b = await renderPainting({ ...spec, palette: [...spec.palette] }, 200, 250);
    expect(a.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
    expect(a.equals(b)).toBe(true);
  });

  it("gives different pictures for different seeds", async () => {
    const a = await renderPainting(spec, 200, 250);
    const b = await renderPainting({ ...spec, seed: 43 }, 200, 250);
    expect(a.equals(b)).toBe(false);
    expect(paintingSvg(spec, 200, 250)).not.toBe(paintingSvg({ ...spec, seed: 43 }, 200, 250));
  });

  it("renders at exactly the requested size", async () => {
    for (const [width, height] of [
      [320, 400],
      [480, 320],
      [257, 257],
    ]) {
      const meta = await sharp(await renderPainting(spec, width, height)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["png", width, height]);
    }
  });

  it.each(PAINTING_STYLES)("renders the %s style, in colour and not blank", async (style) => {
    const png = await renderPainting({ ...spec, style, seed: 7 }, 240, 300);
    const meta = await sharp(png).metadata();
    expect([meta.width, meta.height]).toEqual([240, 300]);
    const stats = await sharp(png).stats();
    // Not one flat colour: every channel varies across the picture.
    for (const channel of stats.channels.slice(0, 3)) expect(channel.stdev).toBeGreaterThan(4);
  });

  it("gives each style its own picture from the same seed and palette", () => {
    const svgs = new Set(PAINTING_STYLES.map((style) => paintingSvg({ ...spec, style }, 100, 100)));
    expect(svgs.size).toBe(PAINTING_STYLES.length);
  });

  it("writes a self-contained SVG: no text, fonts, scripts or outside references", () => {
    for (const style of PAINTING_STYLES) {
      const svg = paintingSvg({ ...spec, style }, 300, 300);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" ')).toBe(true);
      const body = svg.replace('xmlns="http://www.w3.org/2000/svg"', "");
      expect(body.match(/<text|<image|<script|<use|<style|font|href|https?:/)).toBeNull();
      expect(body.match(/url\((?!#)/)).toBeNull();
    }
  });

  it("paints any size and a short palette, in every style", () => {
    for (const style of PAINTING_STYLES) {
      for (const [width, height] of [
        [1, 1],
        [900, 90],
        [60, 700],
      ]) {
        expect(() =>
          paintingSvg({ style, palette: ["#336699"], seed: 1 }, width, height),
        ).not.toThrow();
      }
      expect(() => paintingSvg({ style, palette: [], seed: 2 }, 50, 50)).not.toThrow();
    }
    expect(() => paintingSvg(spec, 0, 100)).toThrow();
  });

  it("rejects a palette colour that is not hex", () => {
    expect(() => paintingSvg({ ...spec, palette: ["#123456", "red"] }, 10, 10)).toThrow();
    expect(() => paintingSvg({ ...spec, palette: ['#fff"/><script>'] }, 10, 10)).toThrow();
  });
});

describe("demoCollection", () => {
  it("has at least 30 artworks, all by the demo artist", () => {
    expect(demoCollection.length).toBeGreaterThanOrEqual(30);
    expect(DEMO_ARTIST.trim()).not.toBe("");
  });

  it("has unique lowercase slug keys", () => {
    const keys = demoCollection.map((a) => a.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) {
      expect(key).toMatch(/^[a-z0-9-]+$/);
      expect(key).toMatch(/^[a-z0-9]/);
    }
  });

  it("has a title and a medium for every artwork, and a few without a description", () => {
    for (const a of demoCollection) {
      expect(a.title.trim()).not.toBe("");
      expect(a.medium.trim()).not.toBe("");
      if (a.description !== null) expect(a.description.trim()).not.toBe("");
    }
    expect(demoCollection.filter((a) => a.description === null).length).toBe(3);
  });

  it("has artworks in every price range, and on each boundary", () => {
    for (const range of priceRanges) {
      expect(demoCollection.some((a) => priceInRange(a.price, range.value))).toBe(true);
    }
    const prices = demoCollection.map((a) => a.price);
    for (const price of [100, 500, 1000]) expect(prices).toContain(price);
    for (const a of demoCollection) {
      expect(a.price).toBeGreaterThan(0);
      expect(Math.round(a.price * 100)).toBeCloseTo(a.price * 100, 6);
    }
  });

  it("has artworks for every medium option, and some that match none", () => {
    for (const medium of mediums) {
      expect(demoCollection.some((a) => mediumMatches(a.medium, medium.value))).toBe(true);
    }
    const spellings = demoCollection.map((a) => a.medium.toLowerCase());
    expect(spellings.some((m) => m.includes("watercolour"))).toBe(true);
    expect(spellings.some((m) => m.includes("watercolor"))).toBe(true);
    const unmatched = demoCollection.filter((a) =>
      mediums.every((m) => !mediumMatches(a.medium, m.value)),
    );
    expect(unmatched.length).toBeGreaterThanOrEqual(2);
  });

  it("has artworks in every size class, and on the 50 and 100 cm boundaries", () => {
    for (const sizeClass of sizeClasses) {
      expect(demoCollection.some((a) => sizeClassOf(a.size) === sizeClass.value)).toBe(true);
    }
    const longest = demoCollection.map((a) => longestSideCm(a.size));
    expect(longest).toContain(50);
    expect(longest).toContain(100);
    expect(demoCollection.filter((a) => /\bin\b/.test(a.size)).length).toBeGreaterThanOrEqual(3);
  });

  it("gives each artwork an aspect that matches its size", () => {
    for (const a of demoCollection) {
      const [width, height] = (a.size.match(/\d+(?:\.\d+)?/g) ?? []).map(Number);
      expect(a.aspect, a.key).toBeCloseTo(width / height, 2);
    }
  });

  it("uses every painting style, with valid palettes", () => {
    const styles = new Set(demoCollection.map((a) => a.painting.style));
    for (const style of PAINTING_STYLES) expect(styles).toContain(style);
    for (const a of demoCollection) {
      expect(a.painting.palette.length).toBeGreaterThanOrEqual(3);
      expect(a.painting.palette.length).toBeLessThanOrEqual(6);
      for (const colour of a.painting.palette) expect(colour).toMatch(/^#[0-9a-f]{6}$/i);
      expect(() => paintingSvg(a.painting, 40, 40)).not.toThrow();
    }
  });
});
