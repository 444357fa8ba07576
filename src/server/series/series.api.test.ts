import { beforeAll, describe, expect, it } from "vitest";
import type { Artwork, ArtworkPage } from "#shared/artwork";
import { messages } from "#shared/messages";
import type { Series, SeriesPage } from "#shared/series";
import { getJson, newArtwork, type TestUser, useTestApp } from "#tests/api";
import { testDbKind } from "#tests/database";

const text = messages.series;

describe(`series through the API on ${testDbKind}`, () => {
  const t = useTestApp();
  let owner: TestUser;
  let shopper: TestUser;
  beforeAll(async () => {
    owner = await t.signIn({ owner: true });
    shopper = await t.signIn();
  });
  const as = (user: TestUser | null): Record<string, string> =>
    user ? { cookie: user.cookie } : {};
  const create = (body: unknown, user: TestUser | null = owner) =>
    t.send("POST", "/api/admin/series", body, as(user));
  const change = (id: string, body: unknown, user: TestUser | null = owner) =>
    t.send("PUT", `/api/admin/series/${id}`, body, as(user));
  const remove = (id: string, user: TestUser | null = owner) =>
    t.send("DELETE", `/api/admin/series/${id}`, undefined, as(user));
  const all = async () => (await getJson<Series[]>(t.app, "/api/series")).body;
  const made = async (body: unknown) => {
    const response = await create(body);
    expect(response.status).toBe(201);
    return (await response.json()) as Series;
  };
  const work = async (title: string, extra: Record<string, unknown> = {}) => {
    const response = await t.send(
      "POST",
      "/api/artworks",
      { ...newArtwork(title), ...extra },
      as(owner),
    );
    expect(response.status).toBe(201);
    return (await response.json()) as Artwork;
  };

  it("keeps strangers and shoppers out of the owners' routes", async () => {
    expect((await create({ name: "Harbour" }, null)).status).toBe(401);
    expect((await create({ name: "Harbour" }, shopper)).status).toBe(403);
    const id = "0b5c6a4e-7c1d-4e2a-9f3b-2d1e0c9a8b7f";
    expect((await change(id, { name: "X" }, shopper)).status).toBe(403);
    expect((await remove(id, null)).status).toBe(401);
    expect(await all()).toEqual([]);
  });

  it("makes a slug from the name, unique, and renders the statement's Markdown", async () => {
    const first = await made({ name: "Harbour", statement: "Boats at *rest*.\n\n# Tides" });
    expect(first).toMatchObject({ name: "Harbour", slug: "harbour", position: 0, workCount: 0 });
    expect(first.statementHtml).toContain("<em>rest</em>");
    expect(first.statementHtml).toContain("<h2>Tides</h2>");
    const second = await made({ name: "Harbour" });
    expect(second).toMatchObject({ slug: "harbour-2", position: 1, statement: "" });
    const accented = await made({ name: "Éte à Saint-Ives, 2024!" });
    expect(accented.slug).toBe("ete-a-saint-ives-2024");
    expect((await all()).map((each) => each.slug)).toEqual([
      "harbour",
      "harbour-2",
      "ete-a-saint-ives-2024",
    ]);
  });

  it("refuses bad input by field, and a slug given that another series has", async () => {
    const cases: Array<[unknown, string]> = [
      [{}, "name"],
      [{ name: "  " }, "name"],
      [{ name: "A", slug: "Harbour Lights" }, "slug"],
      [{ name: "A", slug: "harbour--lights" }, "slug"],
      [{ name: "A", statement: "bell\u0007" }, "statement"],
      [{ name: "A", position: -1 }, "position"],
      [{ name: "A", colour: "blue" }, ""],
    ];
    for (const [body, field] of cases) {
      const response = await create(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const answer = (await response.json()) as { error: string; fields: Record<string, string> };
      expect(answer.error).toBeTruthy();
      if (field) expect(Object.keys(answer.fields)).toContain(field);
    }
    const taken = await create({ name: "Another", slug: "harbour" });
    expect(taken.status).toBe(400);
    expect(await taken.json()).toMatchObject({ fields: { slug: text.slugTaken } });
  });

  it("changes a series, keeps its slug unless given, and moves it among the others", async () => {
    const [harbour, second, third] = await all();
    const renamed = await change(second.id, { name: "Harbour at night", statement: "Lamps." });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ name: "Harbour at night", slug: "harbour-2" });
    expect((await change(second.id, { slug: "harbour" })).status).toBe(400);
    expect((await change(second.id, { slug: "night-harbour" })).status).toBe(200);

    expect((await change(third.id, { position: 0 })).status).toBe(200);
    expect((await all()).map((each) => [each.id, each.position])).toEqual([
      [third.id, 0],
      [harbour.id, 1],
      [second.id, 2],
    ]);
    // Past the end is last.
    expect((await change(third.id, { position: 9 })).status).toBe(200);
    expect((await all()).map((each) => each.id)).toEqual([harbour.id, second.id, third.id]);

    expect((await change("0b5c6a4e-7c1d-4e2a-9f3b-2d1e0c9a8b7f", { name: "X" })).status).toBe(404);
    expect((await change("nope", { name: "X" })).status).toBe(400);
  });

  it("puts works in a series, refuses one there is not, and counts only public works", async () => {
    const [harbour] = await all();
    const a = await work("Dawn", { seriesId: harbour.id });
    expect(a.seriesId).toBe(harbour.id);
    await work("Draft", { seriesId: harbour.id, visibility: "draft" });
    const loose = await work("Loose");
    expect(loose.seriesId).toBeNull();

    const unknown = await t.send(
      "POST",
      "/api/artworks",
      { ...newArtwork("X"), seriesId: "0b5c6a4e-7c1d-4e2a-9f3b-2d1e0c9a8b7f" },
      as(owner),
    );
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ fields: { seriesId: text.unknownSeries } });
    const cleared = await t.send(
      "PUT",
      `/api/artworks/${a.id}`,
      { ...newArtwork("Dawn"), seriesId: null },
      as(owner),
    );
    expect(((await cleared.json()) as Artwork).seriesId).toBeNull();
    await t.send(
      "PUT",
      `/api/artworks/${a.id}`,
      { ...newArtwork("Dawn"), seriesId: harbour.id },
      as(owner),
    );

    const listed = (await all())[0];
    expect(listed).toMatchObject({ workCount: 1, coverUrl: a.imageUrl });

    const page = await getJson<SeriesPage>(t.app, "/api/series/harbour");
    expect(page.status).toBe(200);
    expect(page.body.series.id).toBe(harbour.id);
    expect(page.body.works.items.map((each) => each.title)).toEqual(["Dawn"]);
    expect((await getJson(t.app, "/api/series/no-such-series")).status).toBe(404);
  });

  it("keeps a work in its series when a CSV import updates it (the file has no series)", async () => {
    const [harbour] = await all();
    const dawn = (await getJson<ArtworkPage>(t.app, "/api/artworks?series=harbour")).body.items[0];
    const csv = [
      "id,title,artist,price,medium,size,imageUrl",
      `${dawn.id},Dawn again,${dawn.artist},2,${dawn.medium},${dawn.size},${dawn.imageUrl}`,
    ].join("\n");
    const imported = await t.app.request("/api/admin/imports/artworks", {
      method: "POST",
      headers: {
        ...as(owner),
        origin: new URL(t.config.publicUrl).origin,
        "content-type": "text/csv",
      },
      body: csv,
    });
    expect(imported.status).toBe(200);
    const after = (await getJson<Artwork>(t.app, `/api/artworks/${dawn.id}`)).body;
    expect(after).toMatchObject({ title: "Dawn again", seriesId: harbour.id });
    await t.send(
      "PUT",
      `/api/artworks/${dawn.id}`,
      { ...newArtwork("Dawn"), seriesId: harbour.id },
      as(owner),
    );
  });

  it("filters the gallery by series; a slug no series has matches nothing", async () => {
    const list = async (query: string) =>
      (await getJson<ArtworkPage>(t.app, `/api/artworks?${query}`)).body;
    const harbour = await list("series=harbour");
    expect(harbour.items.map((each) => each.title)).toEqual(["Dawn"]);
    expect(harbour.matched).toBe(1);
    expect((await list("series=nowhere")).items).toEqual([]);
    expect((await list("series=nowhere")).matched).toBe(0);
    expect((await getJson(t.app, "/api/artworks?series=Not%20A%20Slug")).status).toBe(400);
  });

  it("moves the catalogue on: a cached list answers the change at once", async () => {
    const [harbour] = await all();
    expect((await getJson<Series[]>(t.app, "/api/series")).body[0].name).toBe("Harbour");
    await change(harbour.id, { slug: "harbour-lights" });
    const old = await getJson<ArtworkPage>(t.app, "/api/artworks?series=harbour");
    expect(old.body.items).toEqual([]);
    expect(
      (await getJson<ArtworkPage>(t.app, "/api/artworks?series=harbour-lights")).body.items,
    ).toHaveLength(1);
  });

  it("deletes a series and keeps its works, in no series; the rest close the gap", async () => {
    const [harbour, second, third] = await all();
    const deleted = await remove(harbour.id);
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ id: harbour.id, deleted: true });
    expect((await remove(harbour.id)).status).toBe(404);
    const works = (await getJson<ArtworkPage>(t.app, "/api/artworks?limit=100")).body.items;
    expect(works.find((each) => each.title === "Dawn")?.seriesId).toBeNull();
    expect((await all()).map((each) => [each.id, each.position])).toEqual([
      [second.id, 0],
      [third.id, 1],
    ]);
  });
});
