import { access, readdir } from "node:fs/promises";
import path from "node:path";
import { count } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { artworks } from "#server/db/schema";
import { imagesDir } from "#server/images/store";
import type { ArtworkPage } from "#shared/artwork";
import { IMAGE_WIDTHS, storedImageUrl } from "#shared/images";
import { createTestApp, type TestApp } from "#tests/api";
import { createTempDir, insertArtworks, testDbKind } from "#tests/database";
import { findPostgresBin } from "#tests/postgres-binaries.mjs";
import { demoCollection } from "./demo-collection";
import { demoImageKey, paintDemoImages, seedDemoCollection } from "./seed";

// Painting the demo images is the slow part, about a second each. What is painted does not
// depend on the database, so it is painted in one tier only: PostgreSQL's, whose lane is the
// shorter (decision 031), or PGlite's where there is no PostgreSQL to test. Two paintings of
// two styles are painted here: every style is drawn in painting/index.test.ts, and every e2e
// shop paints the whole collection as it starts, and waits for it (scripts/lib/e2e-shops.mjs).
const PAINTING_TIMEOUT = 180_000;
const paintsHere = testDbKind === "postgres" || !findPostgresBin();
const twoStyles = [
  ...new Map(demoCollection.map((artwork) => [artwork.style, artwork])).values(),
].slice(0, 2);

describe(`seeding the demo collection on ${testDbKind} (SEED_DEMO)`, {
  timeout: PAINTING_TIMEOUT,
}, () => {
  let t: TestApp;
  let dataDir: string;
  const rowCount = async () => (await t.db.select({ n: count() }).from(artworks))[0].n;

  beforeAll(() => {
    dataDir = createTempDir();
  });
  // Each test seeds a fresh database of its own; the painted images stay in `dataDir`.
  beforeEach(async () => {
    t = await createTestApp({ env: { DATA_DIR: dataDir } });
  });
  afterEach(() => t?.close());

  it("fills an empty catalogue with the whole collection", async () => {
    expect(await seedDemoCollection(t.db)).toBe(demoCollection.length);
    expect(await rowCount()).toBe(demoCollection.length);

    const page = (await (await t.app.request("/api/artworks?limit=100")).json()) as ArtworkPage;
    expect(page.total).toBe(demoCollection.length);
    // Oldest first a day apart, so the last of the collection is the newest.
    expect(page.items[0].title).toBe(demoCollection.at(-1)?.title);
    expect(page.items.map((a) => a.title).sort()).toEqual(
      demoCollection.map((a) => a.title).sort(),
    );
    const first = demoCollection[0];
    expect(page.items.find((a) => a.title === first.title)?.imageUrl).toBe(
      storedImageUrl(demoImageKey(first)),
    );
    // Each work's own details, as the collection gives them.
    for (const work of demoCollection) {
      const { year, style, subject, signed, framed } = work;
      expect(page.items.find((a) => a.title === work.title)).toMatchObject({
        year,
        style,
        subject,
        signed,
        framed,
      });
    }

    // Every demo size is classed as it is written: each is found by one size filter.
    let classed = 0;
    for (const size of ["small", "medium", "large"]) {
      const response = await t.app.request(`/api/artworks?size=${size}`);
      classed += ((await response.json()) as Required<ArtworkPage>).matched;
    }
    expect(classed).toBe(demoCollection.length);
  });

  it.runIf(paintsHere)("paints each image once, every width, and serves them", async () => {
    expect(new Set(twoStyles.map((artwork) => artwork.style)).size).toBe(2);
    expect(await paintDemoImages(t.images, twoStyles)).toBe(twoStyles.length);
    const files = await readdir(imagesDir(dataDir));
    expect(files.sort()).toEqual(
      twoStyles
        .flatMap((artwork) =>
          IMAGE_WIDTHS.map((width) => path.basename(storedImageUrl(demoImageKey(artwork), width))),
        )
        .sort(),
    );
    const image = await t.app.request(storedImageUrl(demoImageKey(twoStyles[0]), 640));
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/webp");
    expect(await paintDemoImages(t.images, twoStyles)).toBe(0);
  });

  it("adds nothing the second time", async () => {
    await seedDemoCollection(t.db);
    expect(await seedDemoCollection(t.db)).toBe(0);
    expect(await rowCount()).toBe(demoCollection.length);
  });

  it("leaves a catalogue that has any artwork alone", async () => {
    await insertArtworks(t.db, [{ title: "The owner's own" }]);
    expect(await seedDemoCollection(t.db)).toBe(0);
    expect(await rowCount()).toBe(1);
  });

  it("paints a demo image not painted yet when it is first asked for, and nothing else", async () => {
    const emptyDataDir = createTempDir();
    const fresh = await createTestApp({ env: { DATA_DIR: emptyDataDir } });
    try {
      await seedDemoCollection(fresh.db);
      const [first, second] = demoCollection;
      const image = await fresh.app.request(storedImageUrl(demoImageKey(first), 640));
      expect(image.status).toBe(200);
      expect(image.headers.get("content-type")).toBe("image/webp");
      // Every width of that painting, and no other painting.
      const files = await readdir(imagesDir(emptyDataDir));
      expect(files.sort()).toEqual(
        IMAGE_WIDTHS.map((width) =>
          path.basename(storedImageUrl(demoImageKey(first), width)),
        ).sort(),
      );
      expect(files).not.toContain(path.basename(storedImageUrl(demoImageKey(second), 640)));
      // A name that is no demo painting is simply not there.
      expect((await fresh.app.request("/images/not-a-painting-640.webp")).status).toBe(404);
      await expect(
        access(path.join(imagesDir(emptyDataDir), "not-a-painting-640.webp")),
      ).rejects.toThrow();
    } finally {
      await fresh.close();
    }
  });
});
