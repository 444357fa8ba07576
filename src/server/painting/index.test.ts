import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { PAINTING_STYLES, type PaintingSpec, paintingSvg, renderPainting } from "./index";

const spec: PaintingSpec = {
  style: "gestural",
  palette: ["#1b263b", "#415a77", "#778da9", "#e0e1dd", "#c8553d"],
  seed: 42,
};

describe("renderPainting", () => {
  it("gives identical PNG bytes for the same spec and size", async () => {
    const first = await renderPainting(spec, 200, 250);
    const second = await renderPainting({ ...spec, palette: [...spec.palette] }, 200, 250);
    expect(first.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
    expect(first.equals(second)).toBe(true);
  });

  it("gives different pictures for different seeds", async () => {
    const first = await renderPainting(spec, 200, 250);
    const second = await renderPainting({ ...spec, seed: 43 }, 200, 250);
    expect(first.equals(second)).toBe(false);
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
