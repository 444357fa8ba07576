import { readdir } from "node:fs/promises";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { artworks } from "#server/db/schema";
import { IMMUTABLE } from "#server/http/static";
import { imagesDir } from "#server/images/store";
import { messages } from "#shared/messages";
import { createTestApp, type TestApp, useTestApp } from "#tests/api";
import { testDbKind } from "#tests/database";
import { createTestBucket } from "#tests/s3";
import { artworkCardLayout } from "./layout";

const SITE = "https://gallery.example";
const TEMPLATE = `<!doctype html><html lang="en-GB"><head><meta name="description" content="x" /><title>%GALLERY_NAME%</title></head><body><div id="root"></div></body></html>`;

/** The paintings' stored images: one colour each, so a card shows where it drew them. */
const shapes = {
  tall: { width: 640, height: 960, colour: { r: 192, g: 57, b: 43 } },
  wide: { width: 960, height: 540, colour: { r: 46, g: 134, b: 193 } },
  square: { width: 960, height: 960, colour: { r: 39, g: 174, b: 96 } },
};
type Shape = keyof typeof shapes;

async function storePaintings(t: TestApp) {
  for (const [key, { width, height, colour }] of Object.entries(shapes)) {
    const image = await sharp({ create: { width, height, channels: 3, background: colour } })
      .webp()
      .toBuffer();
    await t.images.put(`${key}-960.webp`, image);
  }
}

/** The page's og:image, as the path the app serves it at. */
async function cardPathOf(t: TestApp, page: string): Promise<string> {
  const html = await (await t.app.request(page)).text();
  const url = html.match(/<meta property="og:image" content="([^"]+)">/)?.[1] ?? "";
  expect(url.startsWith(`${SITE}/images/card-`)).toBe(true);
  return url.slice(SITE.length);
}

async function fetchCard(t: TestApp, path: string) {
  const response = await t.app.request(path);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("image/jpeg");
  expect(response.headers.get("cache-control")).toBe(IMMUTABLE);
  return Buffer.from(await response.arrayBuffer());
}

/** The colour of one pixel of a JPEG. */
async function pixel(jpeg: Buffer, x: number, y: number) {
  const raw = await sharp(jpeg)
    .extract({ left: Math.round(x), top: Math.round(y), width: 1, height: 1 })
    .removeAlpha()
    .raw()
    .toBuffer();
  return { r: raw[0], g: raw[1], b: raw[2] };
}

const near = (a: { r: number; g: number; b: number }, b: typeof a) =>
  Math.max(Math.abs(a.r - b.r), Math.abs(a.g - b.g), Math.abs(a.b - b.b)) <= 12;

describe(`share cards on ${testDbKind}`, () => {
  const t = useTestApp({
    indexHtml: TEMPLATE,
    env: { PUBLIC_URL: SITE, GALLERY_NAME: "Maren's <Studio>" },
    artworks: [
      { title: "Tall", imageUrl: "/images/tall-1280.webp", createdAt: new Date("2026-01-01") },
      { title: "Wide", imageUrl: "/images/wide-1280.webp", createdAt: new Date("2026-01-02") },
      {
        title: "Square & <Sold>",
        imageUrl: "/images/square-1280.webp",
        soldElsewhere: true,
        createdAt: new Date("2026-01-03"),
      },
      // An outside image, which the server does not fetch: the card is drawn without it.
      { title: "Elsewhere", createdAt: new Date("2026-01-04") },
    ],
  });
  beforeAll(() => storePaintings(t));

  it("draws every painting's card as a 1200 × 630 JPEG, the painting where the layout says", async () => {
    for (const artwork of t.artworks) {
      const card = await fetchCard(t, await cardPathOf(t, `/?artwork=${artwork.slug}`));
      const { format, width, height } = await sharp(card).metadata();
      expect({ format, width, height }).toEqual({ format: "jpeg", width: 1200, height: 630 });
      const shape = shapes[artwork.title.split(" ")[0].toLowerCase() as Shape];
      if (!shape) continue;
      const { hung } = artworkCardLayout(shape);
      if (!hung) throw new Error("a stored painting hangs on its card");
      const { left, top, width: w, height: h } = hung.painting;
      // Its middle and, just inside them, its corners: all of it is there, none cropped…
      for (const [x, y] of [
        [left + w / 2, top + h / 2],
        [left + 6, top + 6],
        [left + w - 7, top + h - 7],
      ]) {
        expect(near(await pixel(card, x, y), shape.colour)).toBe(true);
      }
      // …and no more: beside it is the wall it hangs on.
      expect(near(await pixel(card, left - 8, top + h / 2), shape.colour)).toBe(false);
      expect(near(await pixel(card, left + w / 2, top - 8), shape.colour)).toBe(false);
    }
  });

  it("draws the gallery's card of its newest works", async () => {
    const card = await fetchCard(t, await cardPathOf(t, "/"));
    const { format, width, height } = await sharp(card).metadata();
    expect({ format, width, height }).toEqual({ format: "jpeg", width: 1200, height: 630 });
    // Filtered views are the same gallery, with the same card.
    expect(await cardPathOf(t, "/?q=tall")).toBe(await cardPathOf(t, "/"));
  });

  it("draws a card once, however many ask for it at once, and stores it whole", async () => {
    const [, wide] = t.artworks;
    const path = await cardPathOf(t, `/?artwork=${wide.slug}`);
    const name = path.slice("/images/".length);
    await t.images.remove(name);
    const cards = await Promise.all(Array.from({ length: 6 }, () => fetchCard(t, path)));
    for (const card of cards) expect(card).toEqual(cards[0]);
    expect(await t.images.get(name)).toEqual(cards[0]);
    const files = await readdir(imagesDir(t.dataDir));
    expect(files.filter((file) => file.startsWith(name))).toEqual([name]);
  });

  it("gives a renamed painting a new card; the old one is still served, as it was drawn", async () => {
    const [tall] = t.artworks;
    const before = await cardPathOf(t, `/?artwork=${tall.slug}`);
    const old = await fetchCard(t, before);
    await t.db.update(artworks).set({ title: "Tall, renamed" }).where(eq(artworks.id, tall.id));
    const after = await cardPathOf(t, `/?artwork=${tall.slug}`);
    expect(after).not.toBe(before);
    expect(after).toMatch(new RegExp(`^/images/card-${tall.id}-[0-9a-f]{16}\\.jpg$`));
    expect(await fetchCard(t, after)).not.toEqual(old);
    expect(await fetchCard(t, before)).toEqual(old);
    // A version that was never drawn cannot be drawn now: nobody knows what it showed.
    const never = await t.app.request(`/images/card-${tall.id}-0000000000000000.jpg`);
    expect(never.status).toBe(404);
  });

  it("keeps a card when only the price or availability changes: a card never shows either", async () => {
    const [, wide] = t.artworks;
    const before = await cardPathOf(t, `/?artwork=${wide.slug}`);
    await t.db
      .update(artworks)
      .set({ price: 9999, soldElsewhere: true })
      .where(eq(artworks.id, wide.id));
    expect(await cardPathOf(t, `/?artwork=${wide.slug}`)).toBe(before);
  });

  it("answers 404 for an unknown artwork's card and for names that are not cards", async () => {
    for (const path of [
      "/images/card-00000000-0000-4000-8000-000000000000-0123456789abcdef.jpg",
      "/images/card-nobody-0123456789abcdef.jpg",
      "/images/card-gallery-nothex.jpg",
      "/images/card-..%2F..%2Fsecret.jpg",
    ]) {
      const response = await t.app.request(path);
      expect(response.status).toBe(404);
      expect((await response.json()).error).toBe(messages.api.notFound);
    }
    // A deleted painting's card goes with it.
    const [, , , elsewhere] = t.artworks;
    const path = await cardPathOf(t, `/?artwork=${elsewhere.slug}`);
    await fetchCard(t, path);
    await t.db.delete(artworks).where(eq(artworks.id, elsewhere.id));
    expect((await t.app.request(path)).status).toBe(404);
  });
});

describe(`share cards in an S3 bucket on ${testDbKind}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      indexHtml: TEMPLATE,
      env: { PUBLIC_URL: SITE, ...(await createTestBucket()).env },
      artworks: [{ title: "Square", imageUrl: "/images/square-1280.webp" }],
    });
    await storePaintings(t);
  });
  afterAll(() => t?.close());

  it("draws a card into the bucket on its first request, and serves it from there", async () => {
    const path = await cardPathOf(t, `/?artwork=${t.artworks[0].slug}`);
    const card = await fetchCard(t, path);
    expect(await t.images.get(path.slice("/images/".length))).toEqual(card);
    expect(await fetchCard(t, path)).toEqual(card);
  });
});
