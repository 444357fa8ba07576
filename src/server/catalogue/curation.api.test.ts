import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { ArtworkPage } from "#shared/artwork";
import type { BulkResult } from "#shared/curation";
import { messages } from "#shared/messages";
import { type TestApp, type TestUser, useTestApp } from "#tests/api";
import { testDbKind } from "#tests/database";
import { placeOrderFor } from "#tests/orders";
import { TEST_INDEX_HTML } from "#tests/read-routes";

// The hero she chooses (PUT /api/admin/featured) and the artworks table's bulk actions
// (POST /api/admin/artworks/bulk), as the API and the rendered home page show them.

/** Seven works a day apart, the last the newest, each with an image of its own; one a draft. */
const fixtures = ["One", "Two", "Three", "Four", "Five", "Draft", "Seven"].map((title, i) => ({
  title,
  imageUrl: `/images/${title.toLowerCase()}-1280.webp`,
  visibility: title === "Draft" ? ("draft" as const) : ("public" as const),
  createdAt: new Date(Date.UTC(2026, 0, i + 1)),
}));

const publicPage = async (t: TestApp) =>
  (await (await t.send("GET", "/api/artworks")).json()) as ArtworkPage;

/** The slugs of the works the rendered home page's hero links to, in order. */
async function renderedHero(t: TestApp) {
  const html = await (await t.app.request("/")).text();
  const hero = html.match(/<section aria-labelledby="hero-title".*?<\/section>/s)?.[0] ?? "";
  const preload = html.match(/<link rel="preload" as="image" href="([^"]+)"/)?.[1];
  return { slugs: [...hero.matchAll(/\?artwork=([a-z0-9-]+)/g)].map((m) => m[1]), preload };
}

describe(`the hero she chooses, on ${testDbKind}`, () => {
  const t = useTestApp({ indexHtml: TEST_INDEX_HTML, artworks: fixtures });
  let owner: TestUser;
  let shopper: TestUser;
  const id = (title: string) => t.artworks.find((work) => work.title === title)?.id ?? "";
  const slug = (title: string) => t.artworks.find((work) => work.title === title)?.slug ?? "";
  const feature = (ids: string[], user = owner) =>
    t.send("PUT", "/api/admin/featured", { ids }, { cookie: user.cookie });

  beforeAll(async () => {
    owner = await t.signIn({ owner: true });
    shopper = await t.signIn();
  });

  it("shows the 4 newest public works until she features any", async () => {
    expect((await publicPage(t)).featured).toEqual([]);
    expect((await renderedHero(t)).slugs).toEqual(["Seven", "Five", "Four", "Three"].map(slug));
  });

  it("shows the featured works in her order, on the API and the rendered page alike", async () => {
    const response = await feature([id("Two"), id("Four"), id("One")]);
    expect(response.status).toBe(200);
    const { featured } = (await response.json()) as { featured: ArtworkPage["items"] };
    expect(featured.map((work) => [work.title, work.featured, work.featuredOrder])).toEqual([
      ["Two", true, 1],
      ["Four", true, 2],
      ["One", true, 3],
    ]);
    const page = await publicPage(t);
    expect(page.featured?.map((work) => work.title)).toEqual(["Two", "Four", "One"]);
    const seven = page.items.find((work) => work.title === "Seven");
    expect([seven?.featured, seven?.featuredOrder]).toEqual([false, null]);
    const hero = await renderedHero(t);
    expect(hero.slugs).toEqual([slug("Two"), slug("Four"), slug("One")]);
    // The round first painting's image is the one the page asks for first.
    expect(hero.preload).toBe("/images/two-1280.webp");
  });

  it("reorders in one go, freeing the places of the works left out", async () => {
    expect((await feature([id("Four"), id("Two")])).status).toBe(200);
    const page = await publicPage(t);
    expect(page.featured?.map((work) => work.featuredOrder)).toEqual([1, 2]);
    expect(page.featured?.map((work) => work.title)).toEqual(["Four", "Two"]);
    expect(page.items.find((work) => work.title === "One")?.featuredOrder).toBeNull();
  });

  it("refuses more than 4, a draft or an unknown id with a reason, and changes nothing", async () => {
    const five = await feature(["One", "Two", "Three", "Four", "Five"].map(id));
    expect(five.status).toBe(400);
    expect((await five.json()).error).toContain(messages.curation.tooManyFeatured(4));
    const draft = await feature([id("One"), id("Draft")]);
    expect(draft.status).toBe(400);
    expect((await draft.json()).error).toBe(messages.curation.draftNotFeatured);
    const unknown = await feature([randomUUID()]);
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error).toBe(messages.curation.unknownArtwork);
    expect((await renderedHero(t)).slugs).toEqual([slug("Four"), slug("Two")]);
  });

  it("lets a sold or drafted featured work leave the hero; with none left, the newest return", async () => {
    const sold = await t.send(
      "PUT",
      `/api/artworks/${id("Four")}/availability`,
      { availability: "sold" },
      { cookie: owner.cookie },
    );
    expect(sold.status).toBe(200);
    expect((await renderedHero(t)).slugs).toEqual([slug("Two")]);
    expect((await publicPage(t)).featured?.map((work) => work.title)).toEqual(["Two"]);

    const drafted = await t.send(
      "POST",
      "/api/admin/artworks/bulk",
      { action: "draft", ids: [id("Two")] },
      { cookie: owner.cookie },
    );
    expect(drafted.status).toBe(200);
    const hero = await renderedHero(t);
    expect(hero.slugs).toEqual(["Seven", "Five", "Four", "Three"].map(slug));
    expect(hero.preload).toBe("/images/seven-1280.webp");
  });

  it("is the owners' alone", async () => {
    expect((await feature([id("One")], shopper)).status).toBe(403);
    expect((await t.send("PUT", "/api/admin/featured", { ids: [] })).status).toBe(401);
  });
});

describe(`the artworks table's bulk actions, on ${testDbKind}`, () => {
  const t = useTestApp({
    artworks: [
      { title: "Sketch A", visibility: "draft" },
      { title: "Sketch B", visibility: "draft" },
      { title: "Harbour" },
      { title: "Dunes" },
      { title: "Held" },
    ],
  });
  let owner: TestUser;
  const id = (title: string) => t.artworks.find((work) => work.title === title)?.id ?? "";
  const bulk = (action: string, ids: string[], cookie = owner.cookie) =>
    t.send("POST", "/api/admin/artworks/bulk", { action, ids }, { cookie });
  const result = async (response: Response) => {
    expect(response.status).toBe(200);
    return (await response.json()) as BulkResult;
  };
  const publicTitles = async () => (await publicPage(t)).items.map((work) => work.title).sort();

  beforeAll(async () => {
    owner = await t.signIn({ owner: true });
  });

  it("publishes drafts, reporting an unknown id as refused", async () => {
    const missing = randomUUID();
    const published = await result(
      await bulk("publish", [id("Sketch A"), id("Sketch B"), missing]),
    );
    expect(published.done).toEqual([id("Sketch A"), id("Sketch B")]);
    expect(published.refused).toEqual([
      { id: missing, title: null, reason: messages.curation.unknownArtwork },
    ]);
    expect(await publicTitles()).toEqual(["Dunes", "Harbour", "Held", "Sketch A", "Sketch B"]);
  });

  it("makes drafts, out of every public answer", async () => {
    const drafted = await result(await bulk("draft", [id("Sketch B")]));
    expect(drafted).toEqual({ done: [id("Sketch B")], refused: [] });
    expect(await publicTitles()).toEqual(["Dunes", "Harbour", "Held", "Sketch A"]);
  });

  it("features the selection in its order, refusing drafts; unfeatures", async () => {
    const featured = await result(
      await bulk("feature", [id("Dunes"), id("Sketch B"), id("Sketch A")]),
    );
    expect(featured.done).toEqual([id("Dunes"), id("Sketch A")]);
    expect(featured.refused).toEqual([
      { id: id("Sketch B"), title: "Sketch B", reason: messages.curation.draftNotFeatured },
    ]);
    expect((await publicPage(t)).featured?.map((work) => work.title)).toEqual([
      "Dunes",
      "Sketch A",
    ]);

    const many = await bulk(
      "feature",
      ["Sketch A", "Sketch B", "Harbour", "Dunes", "Held"].map(id),
    );
    expect(many.status).toBe(400);
    expect((await many.json()).error).toContain(messages.curation.tooManyFeatured(4));

    expect((await result(await bulk("unfeature", [id("Dunes")]))).done).toEqual([id("Dunes")]);
    expect((await publicPage(t)).featured?.map((work) => work.title)).toEqual(["Sketch A"]);
  });

  it("deletes the rest and refuses a work an order holds, with the single delete's reason", async () => {
    const buyer = await t.signIn();
    await placeOrderFor(t, buyer.cookie, [id("Held")]);
    const deleted = await result(await bulk("delete", [id("Held"), id("Harbour")]));
    expect(deleted.done).toEqual([id("Harbour")]);
    expect(deleted.refused).toEqual([
      { id: id("Held"), title: "Held", reason: messages.api.artworkInOpenOrder },
    ]);
    expect(await publicTitles()).toEqual(["Dunes", "Held", "Sketch A"]);
  });

  it("validates the action and the ids, and is the owners' alone", async () => {
    expect((await bulk("paint", [id("Dunes")])).status).toBe(400);
    expect((await bulk("publish", [])).status).toBe(400);
    expect((await bulk("publish", ["not-an-id"])).status).toBe(400);
    expect((await bulk("publish", [id("Dunes"), id("Dunes")])).status).toBe(400);
    const tooMany = Array.from({ length: 201 }, () => randomUUID());
    const refused = await bulk("publish", tooMany);
    expect(refused.status).toBe(400);
    expect((await refused.json()).error).toContain(messages.curation.tooManyIds(200));
    const shopper = await t.signIn();
    expect((await bulk("delete", [id("Dunes")], shopper.cookie)).status).toBe(403);
    expect(await publicTitles()).toEqual(["Dunes", "Held", "Sketch A"]);
  });
});
