import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { artworkImages } from "#server/db/schema";
import { statementCountsOf } from "#server/db/statement-counts";
import { storedImageNames } from "#server/images/store";
import { ARTWORK_IMAGES_MAX, type Artwork, type ArtworkPage } from "#shared/artwork";
import { UPLOAD_MAX_BYTES } from "#shared/artwork-input";
import { storedImageSize } from "#shared/images";
import { messages } from "#shared/messages";
import { getJson, SITE, useTestApp } from "#tests/api";
import { insertArtworks, testDbKind } from "#tests/database";

const jpeg = (width = 900, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: "#2e86c1" } })
    .jpeg()
    .toBuffer();

describe(`a painting's photographs on ${testDbKind}`, () => {
  const t = useTestApp({
    artworks: [
      { title: "Harbour", artist: "Maren Holloway", imageUrl: "https://images.example/a.jpg" },
      { title: "Other", artist: "Maren Holloway" },
    ],
  });
  let owner: string;
  let shopper: string;
  beforeAll(async () => {
    owner = (await t.signIn({ owner: true })).cookie;
    shopper = (await t.signIn()).cookie;
  });

  const harbour = () => t.artworks[0];
  const other = () => t.artworks[1];

  function upload(id: string, cookie: string | undefined, bytes: Buffer, name = "photo.jpg") {
    const form = new FormData();
    form.append("file", new File([new Uint8Array(bytes)], name, { type: "image/jpeg" }));
    return t.app.request(`/api/artworks/${id}/images`, {
      method: "POST",
      body: form,
      headers: { origin: SITE, ...(cookie ? { cookie } : {}) },
    });
  }
  const arrange = (id: string, body: unknown, cookie = owner) =>
    t.send("PUT", `/api/artworks/${id}/images`, body, { cookie });
  const remove = (id: string, imageId: string, cookie = owner) =>
    t.send("DELETE", `/api/artworks/${id}/images/${imageId}`, undefined, { cookie });
  const detail = async (id: string) => (await getJson<Artwork>(t.app, `/api/artworks/${id}`)).body;

  it("starts each work with its one photograph, whose alt text names it", async () => {
    const work = await detail(harbour().id);
    expect(work.images).toEqual([
      {
        id: expect.any(String),
        url: "https://images.example/a.jpg",
        width: null,
        height: null,
        alt: "Harbour by Maren Holloway",
        caption: "",
      },
    ]);
    expect(work.imageUrl).toBe(work.images[0].url);
  });

  it("refuses the signed out (401) and shoppers (403), changing nothing", async () => {
    const [main] = harbour().images;
    expect((await upload(harbour().id, undefined, await jpeg())).status).toBe(401);
    expect((await upload(harbour().id, shopper, await jpeg())).status).toBe(403);
    expect((await arrange(harbour().id, { order: [main.id] }, shopper)).status).toBe(403);
    expect((await remove(harbour().id, main.id, shopper)).status).toBe(403);
    expect((await detail(harbour().id)).images).toHaveLength(1);
  });

  it("adds an uploaded photograph after the others, stored as the artwork upload is", async () => {
    const response = await upload(harbour().id, owner, await jpeg(900, 600));
    expect(response.status).toBe(201);
    const work = (await response.json()) as Artwork;
    expect(work.images).toHaveLength(2);
    const [main, added] = work.images;
    expect(main.url).toBe("https://images.example/a.jpg");
    expect(work.imageUrl).toBe(main.url);
    expect(added).toMatchObject({ width: 900, height: 600, alt: "", caption: "" });
    expect(storedImageSize(added.url)).toEqual({ width: 900, height: 600 });
    for (const name of storedImageNames(added.url)) expect(await t.images.has(name)).toBe(true);
    // Every reader sees it at once: the cached answers were made at an older version.
    expect((await detail(harbour().id)).images.map((image) => image.id)).toEqual(
      work.images.map((image) => image.id),
    );
  });

  it("refuses a file that is not an image, and one too large, storing nothing", async () => {
    const before = (await t.images.list()).length;
    const text = await upload(harbour().id, owner, Buffer.from("not an image at all"));
    expect(text.status).toBe(400);
    expect(await text.json()).toEqual({ error: messages.api.notAnImage });
    const large = await upload(harbour().id, owner, Buffer.alloc(UPLOAD_MAX_BYTES + 1, 1));
    expect(large.status).toBe(413);
    expect((await t.images.list()).length).toBe(before);
    expect((await detail(harbour().id)).images).toHaveLength(2);
  });

  it("puts them in a new order, the first the main one, with alt texts and captions", async () => {
    const [first, second] = (await detail(harbour().id)).images;
    const response = await arrange(harbour().id, {
      order: [second.id, first.id],
      alt: { [second.id]: "  The harbour at dusk, boats moored  ", [first.id]: "Detail" },
      caption: { [first.id]: "Signed lower right" },
    });
    expect(response.status).toBe(200);
    const work = (await response.json()) as Artwork;
    expect(work.images.map((image) => image.id)).toEqual([second.id, first.id]);
    expect(work.images.map((image) => [image.alt, image.caption])).toEqual([
      ["The harbour at dusk, boats moored", ""],
      ["Detail", "Signed lower right"],
    ]);
    expect(work.imageUrl).toBe(second.url);
    const listed = (await getJson<ArtworkPage>(t.app, "/api/artworks")).body.items;
    const inList = listed.find((item) => item.id === harbour().id);
    expect(inList?.imageUrl).toBe(second.url);
    expect(inList?.images).toEqual(work.images);

    // Blank again, the main one's alt text names the work; words left out stay as they were.
    const back = await arrange(harbour().id, {
      order: [first.id, second.id],
      alt: { [second.id]: " " },
    });
    const again = (await back.json()) as Artwork;
    expect(again.imageUrl).toBe(first.url);
    expect(again.images.map((image) => [image.alt, image.caption])).toEqual([
      ["Detail", "Signed lower right"],
      ["", ""],
    ]);
    const blank = await arrange(harbour().id, {
      order: [first.id, second.id],
      alt: { [first.id]: "" },
    });
    expect(((await blank.json()) as Artwork).images[0].alt).toBe("Harbour by Maren Holloway");
  });

  it("refuses an order that is not exactly the work's photographs, and bad words", async () => {
    const [first, second] = (await detail(harbour().id)).images;
    const [elsewhere] = other().images;
    const refused = [
      { order: [first.id] },
      { order: [first.id, second.id, elsewhere.id] },
      { order: [first.id, elsewhere.id] },
      { order: [first.id, first.id] },
      { order: [first.id, second.id], alt: { [elsewhere.id]: "Not mine" } },
      { order: [first.id, second.id], caption: { [first.id]: "Two\nlines" } },
      { order: [first.id, second.id], alt: { [first.id]: "x".repeat(301) } },
      { order: "first" },
    ];
    for (const body of refused) {
      const response = await arrange(harbour().id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { error: string }).error).toBeTruthy();
    }
    // The other work's photograph is untouched.
    expect((await detail(other().id)).images).toEqual(other().images);
    expect((await detail(harbour().id)).images.map((image) => image.id)).toEqual([
      first.id,
      second.id,
    ]);
  });

  it("removes one, never another work's, and never the last", async () => {
    const [first, second] = (await detail(harbour().id)).images;
    const [elsewhere] = other().images;
    expect((await remove(harbour().id, elsewhere.id)).status).toBe(404);
    expect((await detail(other().id)).images).toEqual(other().images);

    // The main one goes: the next becomes it, and its files leave the store.
    await arrange(harbour().id, { order: [second.id, first.id] });
    const response = await remove(harbour().id, second.id);
    expect(response.status).toBe(200);
    const work = (await response.json()) as Artwork;
    expect(work.images.map((image) => image.id)).toEqual([first.id]);
    expect(work.imageUrl).toBe(first.url);
    for (const name of storedImageNames(second.url)) expect(await t.images.has(name)).toBe(false);

    const last = await remove(harbour().id, first.id);
    expect(last.status).toBe(409);
    expect(await last.json()).toEqual({ error: messages.api.lastImage });
    expect((await detail(harbour().id)).images).toHaveLength(1);
  });

  it(`takes at most ${ARTWORK_IMAGES_MAX} photographs`, async () => {
    const bytes = await jpeg(200, 300);
    for (let n = (await detail(other().id)).images.length; n < ARTWORK_IMAGES_MAX; n++) {
      expect((await upload(other().id, owner, bytes)).status).toBe(201);
    }
    const before = (await t.images.list()).length;
    const ninth = await upload(other().id, owner, bytes);
    expect(ninth.status).toBe(409);
    expect(await ninth.json()).toEqual({ error: messages.api.imagesFull(ARTWORK_IMAGES_MAX) });
    expect((await t.images.list()).length).toBe(before);
    const work = await detail(other().id);
    expect(work.images).toHaveLength(ARTWORK_IMAGES_MAX);
    expect(work.imageUrl).toBe(work.images[0].url);
  });

  it("a new main image from the form replaces the first, keeping the others", async () => {
    const before = await detail(other().id);
    const { id, images, ...rest } = before;
    const response = await t.send(
      "PUT",
      `/api/artworks/${id}`,
      {
        title: rest.title,
        artist: rest.artist,
        description: rest.description,
        price: rest.price,
        medium: rest.medium,
        size: rest.size,
        imageUrl: "https://images.example/new.jpg",
      },
      { cookie: owner },
    );
    expect(response.status).toBe(200);
    const after = (await response.json()) as Artwork;
    expect(after.images.map((image) => image.url)).toEqual([
      "https://images.example/new.jpg",
      ...images.slice(1).map((image) => image.url),
    ]);
    expect(after.images[0].id).toBe(images[0].id);
  });

  it("answers 404 for a work that does not exist", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await upload(missing, owner, await jpeg())).status).toBe(404);
    expect((await arrange(missing, { order: [missing] })).status).toBe(404);
    expect((await remove(missing, missing)).status).toBe(404);
  });
});

// A page of works reads their photographs with no statement per work, however many it holds.
describe.runIf(testDbKind === "postgres")("the photographs of a page of works", () => {
  const t = useTestApp({ artworks: [{ title: "One" }, { title: "Two" }] });

  it("cost the same statements for 2 works as for 40", async () => {
    const counts = statementCountsOf(t.db);
    if (!counts) throw new Error("the test database is not on a counted pool");
    const statementsFor = async () => {
      // The owners' table: never cached, so every request reads the database.
      const cookie = (await t.signIn({ owner: true })).cookie;
      const before = counts.statements;
      const page = await t.app.request("/api/artworks?scope=all&limit=100", {
        headers: { cookie },
      });
      const body = (await page.json()) as ArtworkPage;
      expect(body.items.every((item) => item.images[0]?.url === item.imageUrl)).toBe(true);
      return { statements: counts.statements - before, works: body.items.length };
    };
    const few = await statementsFor();
    await insertArtworks(
      t.db,
      Array.from({ length: 38 }, (_, i) => ({ title: `More ${i}` })),
    );
    const many = await statementsFor();
    expect([few.works, many.works]).toEqual([2, 40]);
    expect(many.statements).toBe(few.statements);
  });
});

describe(`a work whose photograph rows are missing, on ${testDbKind}`, () => {
  const t = useTestApp({ artworks: [{ title: "Bare", imageUrl: "https://images.example/b.jpg" }] });

  it("answers with its image_url as its main photograph, so its page has one to show", async () => {
    const [bare] = t.artworks;
    await t.db.delete(artworkImages).where(eq(artworkImages.artworkId, bare.id));
    const { body } = await getJson<Artwork>(t.app, `/api/artworks/${bare.id}`);
    expect(body.images).toEqual([
      {
        id: bare.id,
        url: "https://images.example/b.jpg",
        width: null,
        height: null,
        alt: messages.head.work("Bare", bare.artist),
        caption: "",
      },
    ]);
  });
});
