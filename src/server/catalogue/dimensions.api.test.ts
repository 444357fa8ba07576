import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { backfillDimensions } from "#server/db/artwork-size";
import { artworks } from "#server/db/schema";
import type { Artwork, ArtworkPage } from "#shared/artwork";
import { newArtwork, type TestUser, useTestApp } from "#tests/api";
import { testDbKind } from "#tests/database";

// An artwork's width and height, read from its size text when it is written (dimensionsOf,
// whose reading filters.test.ts covers) or, for rows older than the columns, by the backfill.
describe(`artwork dimensions on ${testDbKind}`, () => {
  const t = useTestApp();
  let owner: TestUser;

  beforeAll(async () => {
    owner = await t.signIn({ email: "owner@example.com", owner: true });
  });

  const detail = async (id: string) =>
    (await (await t.app.request(`/api/artworks/${id}`)).json()) as Artwork;
  const listed = async (id: string) => {
    const page = (await (await t.app.request("/api/artworks?limit=100")).json()) as ArtworkPage;
    return page.items.find((artwork) => artwork.id === id);
  };
  const favourites = async () => {
    const response = await t.app.request("/api/favorites", { headers: { cookie: owner.cookie } });
    return ((await response.json()) as { items: Artwork[] }).items;
  };

  it("derives them when an artwork is created and updated, in every answer", async () => {
    const body = { ...newArtwork("Harbour"), size: "24 x 36 in" };
    const created = await t.send("POST", "/api/artworks", body, { cookie: owner.cookie });
    expect(created.status).toBe(201);
    const artwork = (await created.json()) as Artwork;
    const inches = { widthCm: 60.96, heightCm: 91.44 };
    expect(artwork.dimensions).toEqual(inches);
    expect((await detail(artwork.id)).dimensions).toEqual(inches);
    expect((await listed(artwork.id))?.dimensions).toEqual(inches);
    await t.send("PUT", `/api/favorites/${artwork.id}`, undefined, { cookie: owner.cookie });
    expect((await favourites()).map((a) => a.dimensions)).toEqual([inches]);

    const updated = await t.send(
      "PUT",
      `/api/artworks/${artwork.id}`,
      { ...body, size: "Large" },
      { cookie: owner.cookie },
    );
    expect(updated.status).toBe(200);
    expect(((await updated.json()) as Artwork).dimensions).toBeNull();
    expect((await detail(artwork.id)).dimensions).toBeNull();
    expect((await listed(artwork.id))?.dimensions).toBeNull();
    const [row] = await t.db.select().from(artworks).where(eq(artworks.id, artwork.id));
    expect(row).toMatchObject({ sizeClass: "large", widthCm: null, heightCm: null });
  });

  it("backfills rows written before the columns, once, past answers already kept", async () => {
    // Rows as a server before migration 0012 wrote them: no width or height.
    const rows = await t.db
      .insert(artworks)
      .values(
        ["1,200 x 800 mm", "Large", "120 cm"].map((size, i) => ({
          title: `Old ${size}`,
          slug: `old-${i}`,
          artist: "A",
          price: 1,
          imageUrl: "https://images.example/a.jpg",
          medium: "Oil",
          size,
        })),
      )
      .returning({ id: artworks.id });
    const [parsed, ...unparsed] = rows.map((row) => row.id);
    // Read (and kept by the catalogue cache) before the backfill.
    expect((await detail(parsed)).dimensions).toBeNull();
    expect((await listed(parsed))?.dimensions).toBeNull();

    expect(await backfillDimensions(t.db)).toBe(1);
    const dimensions = { widthCm: 120, heightCm: 80 };
    expect((await detail(parsed)).dimensions).toEqual(dimensions);
    expect((await listed(parsed))?.dimensions).toEqual(dimensions);
    for (const id of unparsed) expect((await detail(id)).dimensions).toBeNull();

    // Done: a second run (the next start) finds nothing to fill.
    expect(await backfillDimensions(t.db)).toBe(0);
  });
});
