import type { Locator } from "@playwright/test";
import type { Artwork } from "#shared/artwork";
import { storedImageSize } from "#shared/images";
import { expect, test } from "./fixtures";
import { cards, listArtworks } from "./support";

/** A landscape, a square and a portrait painting of the demo collection, by their images. */
async function threeShapes(request: Parameters<typeof listArtworks>[0]) {
  const { items } = await listArtworks(request, { limit: "100" });
  const ratio = (artwork: Artwork) => {
    const size = storedImageSize(artwork.imageUrl);
    return size ? size.width / size.height : Number.NaN;
  };
  const find = (test: (r: number) => boolean) => {
    const found = items.find((artwork) => test(ratio(artwork)));
    if (!found) throw new Error("the demo collection has a painting of each shape");
    return { artwork: found, ratio: ratio(found) };
  };
  return [find((r) => r > 1.2), find((r) => r === 1), find((r) => r < 0.8)];
}

/**
 * The painting's box on the page, and its image inside: the box keeps the image's own ratio,
 * the image fills the box exactly (nothing cut off, no band beside it), and the picture the
 * browser decoded has that ratio too.
 */
async function expectWhole(painting: Locator, ratio: number) {
  await expect(painting.locator("img")).toHaveJSProperty("complete", true);
  const measured = await painting.evaluate((box) => {
    const image = box.querySelector("img") as HTMLImageElement;
    const outer = box.getBoundingClientRect();
    const inner = image.getBoundingClientRect();
    return {
      box: outer.width / outer.height,
      offsets: [
        inner.left - outer.left,
        inner.top - outer.top,
        outer.right - inner.right,
        outer.bottom - inner.bottom,
      ],
      decoded: image.naturalWidth / image.naturalHeight,
      fit: getComputedStyle(image).objectFit,
    };
  });
  expect(measured.box).toBeCloseTo(ratio, 1);
  expect(Math.abs(measured.box / ratio - 1)).toBeLessThan(0.02);
  expect(Math.abs(measured.decoded / ratio - 1)).toBeLessThan(0.01);
  for (const offset of measured.offsets) expect(Math.abs(offset)).toBeLessThanOrEqual(1.5);
  expect(measured.fit).not.toBe("cover");
}

for (const width of [390, 1280]) {
  test(`at ${width} px a landscape, a square and a portrait painting keep their shapes in the grid and the detail`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const { artwork, ratio } of await threeShapes(request)) {
      await page.goto(`/?q=${encodeURIComponent(artwork.title)}`);
      const card = cards(page).filter({ hasText: artwork.title }).first();
      await card.scrollIntoViewIfNeeded();
      await expectWhole(card.locator("[data-painting]"), ratio);
      // A card is well under a screen tall, even on a phone.
      const cardHeight = (await card.boundingBox())?.height ?? 0;
      expect(cardHeight).toBeLessThan(900 * 0.85);

      await page.goto(`/?artwork=${artwork.id}`);
      await expectWhole(page.getByRole("article").locator("[data-painting]").first(), ratio);
    }
  });
}
