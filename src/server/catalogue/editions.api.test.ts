import { describe, expect, it } from "vitest";
import type { Artwork } from "#shared/artwork";
import type { Edition } from "#shared/editions";
import { messages } from "#shared/messages";
import { getJson, useTestApp } from "#tests/api";
import { testDbKind } from "#tests/database";
import { LIMITED_EDITION } from "#tests/editions";

const texts = messages.editions;

describe(`a work's editions, on ${testDbKind}`, () => {
  const t = useTestApp({ artworks: [{ title: "Harbour at Dusk" }, { title: "Sold Elsewhere" }] });

  async function add(body: unknown, artworkId = t.artworks[0].id) {
    const owner = await t.signIn({ owner: true });
    return t.send("POST", `/api/artworks/${artworkId}/editions`, body, { cookie: owner.cookie });
  }

  it("adds a limited and an open edition, which every answer about the work carries", async () => {
    const limited = await add(LIMITED_EDITION);
    expect(limited.status).toBe(201);
    const edition = (await limited.json()) as Edition;
    expect(edition).toMatchObject({ ...LIMITED_EDITION, sold: 0, available: 50 });
    const open = await add({ ...LIMITED_EDITION, format: "Poster", size: null, numbered: false });
    expect(open.status).toBe(201);
    expect(await open.json()).toMatchObject({ size: null, available: null, sold: 0 });

    const work = (await getJson<Artwork>(t.app, `/api/artworks/${t.artworks[0].slug}`)).body;
    expect(work.editions.map((e) => [e.format, e.size, e.available])).toEqual([
      [LIMITED_EDITION.format, 50, 50],
      ["Poster", null, null],
    ]);
    expect(Object.keys(work.editions[0]).sort()).toEqual(
      [
        "id",
        "format",
        "width",
        "height",
        "unit",
        "price",
        "size",
        "sold",
        "available",
        "signed",
        "numbered",
      ].sort(),
    );
    const page = (await getJson<{ items: Artwork[] }>(t.app, "/api/artworks")).body;
    const listed = page.items.find((item) => item.id === t.artworks[0].id);
    expect(listed?.editions).toEqual(work.editions);
    expect(page.items.find((item) => item.id === t.artworks[1].id)?.editions).toEqual([]);
  });

  it("lists only works with prints on sale under ?kind=print, and every work under original", async () => {
    const prints = (await getJson<{ items: Artwork[] }>(t.app, "/api/artworks?kind=print")).body;
    expect(prints.items.map((item) => item.title)).toEqual(["Harbour at Dusk"]);
    const originals = (await getJson<{ items: Artwork[] }>(t.app, "/api/artworks?kind=original"))
      .body;
    expect(originals.items).toHaveLength(2);
    const wrong = await t.app.request("/api/artworks?kind=poster");
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error).toContain("Kind must be one of: original, print");
  });

  it("refuses bad values beside each field, and an open edition that would be numbered", async () => {
    const bad = await add({ ...LIMITED_EDITION, format: " ", width: 0, price: 0.001, size: 0 });
    expect(bad.status).toBe(400);
    const { fields } = await bad.json();
    expect(Object.keys(fields).sort()).toEqual(["format", "price", "size", "width"]);
    const numberedOpen = await add({ ...LIMITED_EDITION, size: null, numbered: true });
    expect(numberedOpen.status).toBe(400);
    expect((await numberedOpen.json()).fields).toEqual({ numbered: texts.openNotNumbered });
    const control = await add({ ...LIMITED_EDITION, format: "Giclée\u0000print" });
    expect(control.status).toBe(400);
    const missing = await add(LIMITED_EDITION, "8f8f8f8f-8f8f-4f8f-8f8f-8f8f8f8f8f8f");
    expect(missing.status).toBe(404);
  });

  it("is the owners' alone: signed out 401, a shopper 403", async () => {
    const url = `/api/artworks/${t.artworks[0].id}/editions`;
    expect((await t.send("POST", url, LIMITED_EDITION)).status).toBe(401);
    const shopper = await t.signIn();
    expect((await t.send("POST", url, LIMITED_EDITION, { cookie: shopper.cookie })).status).toBe(
      403,
    );
    const [edition] = (await getJson<Artwork>(t.app, `/api/artworks/${t.artworks[0].id}`)).body
      .editions;
    const edited = await t.send("PUT", `/api/editions/${edition.id}`, LIMITED_EDITION, {
      cookie: shopper.cookie,
    });
    expect(edited.status).toBe(403);
    const retired = await t.send("DELETE", `/api/editions/${edition.id}`, undefined, {
      cookie: shopper.cookie,
    });
    expect(retired.status).toBe(403);
  });

  it("changes an edition and retires it: no longer shown, not changed again", async () => {
    const owner = await t.signIn({ owner: true });
    const made = (await (
      await add({ ...LIMITED_EDITION, format: "Small print", size: 5 })
    ).json()) as Edition;
    const edited = await t.send(
      "PUT",
      `/api/editions/${made.id}`,
      { ...LIMITED_EDITION, format: "Small print", size: 8, price: 30 },
      { cookie: owner.cookie },
    );
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ size: 8, price: 30, available: 8 });

    const retired = await t.send("DELETE", `/api/editions/${made.id}`, undefined, {
      cookie: owner.cookie,
    });
    expect(await retired.json()).toEqual({ id: made.id, retired: true });
    const work = (await getJson<Artwork>(t.app, `/api/artworks/${t.artworks[0].id}`)).body;
    expect(work.editions.map((e) => e.id)).not.toContain(made.id);
    const again = await t.send("PUT", `/api/editions/${made.id}`, LIMITED_EDITION, {
      cookie: owner.cookie,
    });
    expect(again.status).toBe(409);
    expect((await again.json()).error).toBe(texts.retired);
    const unknown = await t.send(
      "DELETE",
      "/api/editions/8f8f8f8f-8f8f-4f8f-8f8f-8f8f8f8f8f8f",
      undefined,
      {
        cookie: owner.cookie,
      },
    );
    expect(unknown.status).toBe(404);
    const malformed = await t.send("PUT", "/api/editions/not-a-uuid", LIMITED_EDITION, {
      cookie: owner.cookie,
    });
    expect(malformed.status).toBe(400);
  });
});
