import { describe, expect, it } from "vitest";
import type { ArtworkPage } from "#shared/artwork";
import { mediums, priceRanges, sizeClasses } from "#shared/filters";
import { useTestApp } from "#tests/api";
import { testDbKind } from "#tests/database";
import { DEMO_ARTIST, demoCollection } from "./demo-collection";

/**
 * The demo collection shows every filter at work. Asked of the same SQL the gallery
 * uses, over the collection's rows (their images are not needed here).
 */
describe(`the demo collection through the catalogue's filters on ${testDbKind}`, () => {
  const t = useTestApp({
    artworks: demoCollection.map(({ title, description, price, medium, size }) => ({
      title,
      artist: DEMO_ARTIST,
      description,
      price,
      medium,
      size,
    })),
  });
  const matched = async (query: Record<string, string>) => {
    const response = await t.app.request(`/api/artworks?${new URLSearchParams(query)}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as ArtworkPage).matched;
  };

  it.each(priceRanges.map((range) => range.value))("fills the price range %s", async (price) => {
    expect(await matched({ price })).toBeGreaterThan(0);
  });

  it.each(mediums.map((medium) => medium.value))("fills the medium %s", async (medium) => {
    expect(await matched({ medium })).toBeGreaterThan(0);
  });

  it.each(sizeClasses.map((size) => size.value))("fills the size class %s", async (size) => {
    expect(await matched({ size })).toBeGreaterThan(0);
  });

  it("has at least two artworks that no medium option matches", async () => {
    const matchedIds = new Set<string>();
    for (const medium of mediums) {
      const response = await t.app.request(`/api/artworks?medium=${medium.value}&limit=100`);
      for (const artwork of ((await response.json()) as ArtworkPage).items) {
        matchedIds.add(artwork.id);
      }
    }
    expect(demoCollection.length - matchedIds.size).toBeGreaterThanOrEqual(2);
  });
});
