import { describe, expect, it } from "vitest";
import { PAINTING_STYLES, paintingSvg } from "#server/painting";
import { ARTWORK_DEFAULTS, artworkInputSchema } from "#shared/artwork-input";
import { dimensionsOf, longestSideCm, sizeClasses, sizeClassOf } from "#shared/filters";
import { DEMO_ARTIST, demoCollection } from "./demo-collection";

describe("demoCollection", () => {
  it("has at least 30 artworks, all by the demo artist", () => {
    expect(demoCollection.length).toBeGreaterThanOrEqual(30);
    expect(DEMO_ARTIST.trim()).not.toBe("");
  });

  it("has unique lowercase slug keys", () => {
    const keys = demoCollection.map((artwork) => artwork.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) {
      expect(key).toMatch(/^[a-z0-9-]+$/);
      expect(key).toMatch(/^[a-z0-9]/);
    }
  });

  it("has a title and a medium for every artwork, and a few without a description", () => {
    for (const artwork of demoCollection) {
      expect(artwork.title.trim()).not.toBe("");
      expect(artwork.medium.trim()).not.toBe("");
      if (artwork.description !== null) expect(artwork.description.trim()).not.toBe("");
    }
    expect(demoCollection.filter((artwork) => artwork.description === null).length).toBe(3);
  });

  it("gives every work real details: a year from 2019 to 2026, its own style and subject", () => {
    for (const artwork of demoCollection) {
      expect(artwork.year, artwork.key).toBeGreaterThanOrEqual(2019);
      expect(artwork.year, artwork.key).toBeLessThanOrEqual(2026);
      expect(artwork.style, artwork.key).not.toBe(ARTWORK_DEFAULTS.style);
      expect(artwork.subject, artwork.key).not.toBe(ARTWORK_DEFAULTS.subject);
      // What the owner's form would take.
      const { year, style, subject, signed, framed } = artwork;
      const checked = artworkInputSchema.shape;
      expect(checked.style.parse(style), artwork.key).toBe(style);
      expect(checked.subject.parse(subject), artwork.key).toBe(subject);
      expect(checked.year.parse(year), artwork.key).toBe(year);
      expect(checked.signed.parse(signed)).toBe(signed);
      expect(checked.framed.parse(framed)).toBe(framed);
    }
    const distinct = (values: unknown[]) => new Set(values).size;
    expect(distinct(demoCollection.map((artwork) => artwork.style))).toBeGreaterThanOrEqual(10);
    expect(distinct(demoCollection.map((artwork) => artwork.subject))).toBeGreaterThanOrEqual(10);
    expect(distinct(demoCollection.map((artwork) => artwork.year))).toBe(8);
    // Signed mostly; framed some.
    const signed = demoCollection.filter((artwork) => artwork.signed).length;
    const framed = demoCollection.filter((artwork) => artwork.framed).length;
    expect(signed).toBeGreaterThan(demoCollection.length * 0.8);
    expect(signed).toBeLessThan(demoCollection.length);
    expect(framed).toBeGreaterThan(0);
    expect(framed).toBeLessThan(demoCollection.length / 2);
  });

  // Which filters the collection fills is asked of the database: demo-collection.api.test.ts.
  // Which price ranges the collection fills is asked of the database (the .api test).
  it("prices every work as a gallery would: whole pounds, from £45 to £7,800", () => {
    for (const artwork of demoCollection) {
      expect(Number.isInteger(artwork.price), `${artwork.key}: £${artwork.price}`).toBe(true);
      expect(artwork.price, artwork.key).toBeGreaterThanOrEqual(45);
      expect(artwork.price, artwork.key).toBeLessThanOrEqual(7800);
    }
    // Not test data: no price a penny off a round one, nor ending in 99.
    expect(demoCollection.filter((artwork) => artwork.price % 100 === 99)).toEqual([]);
  });

  it("spells watercolour both ways", () => {
    const spellings = demoCollection.map((artwork) => artwork.medium.toLowerCase());
    expect(spellings.some((spelling) => spelling.includes("watercolour"))).toBe(true);
    expect(spellings.some((spelling) => spelling.includes("watercolor"))).toBe(true);
  });

  it("has artworks in every size class, and on the 50 and 100 cm boundaries", () => {
    for (const sizeClass of sizeClasses) {
      expect(demoCollection.some((artwork) => sizeClassOf(artwork.size) === sizeClass.value)).toBe(
        true,
      );
    }
    const longest = demoCollection.map((artwork) => longestSideCm(artwork.size));
    expect(longest).toContain(50);
    expect(longest).toContain(100);
    expect(
      demoCollection.filter((artwork) => /\bin\b/.test(artwork.size)).length,
    ).toBeGreaterThanOrEqual(3);
  });

  it("gives each artwork dimensions, and an aspect that matches them", () => {
    for (const artwork of demoCollection) {
      const dimensions = dimensionsOf(artwork.size);
      expect(dimensions, artwork.key).not.toBeNull();
      if (dimensions) {
        expect(artwork.aspect, artwork.key).toBeCloseTo(
          dimensions.widthCm / dimensions.heightCm,
          2,
        );
      }
    }
  });

  it("uses every painting style, with valid palettes", () => {
    const styles = new Set(demoCollection.map((artwork) => artwork.painting.style));
    for (const style of PAINTING_STYLES) expect(styles).toContain(style);
    for (const artwork of demoCollection) {
      expect(artwork.painting.palette.length).toBeGreaterThanOrEqual(3);
      expect(artwork.painting.palette.length).toBeLessThanOrEqual(6);
      for (const colour of artwork.painting.palette) expect(colour).toMatch(/^#[0-9a-f]{6}$/i);
      expect(() => paintingSvg(artwork.painting, 40, 40)).not.toThrow();
    }
  });
});
