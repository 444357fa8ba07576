import { describe, expect, it } from "vitest";
import { PAINTING_STYLES } from "#server/painting";
import { randomPalette, styleForPrompt } from "./service";

describe("styleForPrompt", () => {
  const first = () => 0;

  it("follows a style the prompt's words hint at", () => {
    expect(styleForPrompt("A calm harbour at dusk", first)).toBe("landscape");
    expect(styleForPrompt("Peonies: FLOWERS in a jug", first)).toBe("botanical");
    expect(styleForPrompt("a grid of squares", first)).toBe("geometric");
    expect(styleForPrompt("Two moons", first)).toBe("orbs");
  });

  it("matches whole words only, and picks any style when nothing is hinted", () => {
    // "season" holds "sea", "research" too: neither is a landscape.
    const seen = new Set(
      PAINTING_STYLES.map((_, i) => styleForPrompt("a season of research", () => i)),
    );
    expect(seen).toEqual(new Set(PAINTING_STYLES));
  });
});

describe("randomPalette", () => {
  it("gives five colours from dark to light, different each time", () => {
    const palette = randomPalette();
    expect(palette).toHaveLength(5);
    for (const colour of palette) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
    const lightness = palette.map((hex) => {
      const v = Number.parseInt(hex.slice(1), 16);
      return ((v >> 16) & 255) + ((v >> 8) & 255) + (v & 255);
    });
    expect(lightness[0]).toBeLessThan(lightness[4]);
    const palettes = new Set(Array.from({ length: 20 }, () => randomPalette().join()));
    expect(palettes.size).toBeGreaterThan(1);
  });
});
