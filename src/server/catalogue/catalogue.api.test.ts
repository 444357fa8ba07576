import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { Artwork, ArtworkPage } from "#shared/artwork";
import { messages } from "#shared/messages";
import { type App, daysAgo, getJson, useTestApp } from "#tests/api";
import { testDbKind } from "#tests/database";
import { encodeCursor } from "./service";

type ApiError = { error: string };

async function list(app: App, query: Record<string, string> | string = {}) {
  const params = typeof query === "string" ? query : new URLSearchParams(query).toString();
  const { status, body } = await getJson<ArtworkPage>(app, `/api/artworks?${params}`);
  expect(status).toBe(200);
  return body;
}

const titlesOf = (page: ArtworkPage) => page.items.map((a) => a.title);

// Each block reads from a catalogue of its own (a clone of the migrated template
// holding only its `artworks`), never another block's rows.
describe(`catalogue API on ${testDbKind}`, () => {
  describe("GET /api/artworks", () => {
    const catalogue = useTestApp({
      artworks: [
        { title: "Oldest", createdAt: daysAgo(30), price: 99.99, medium: "Oil on canvas" },
        { title: "Newest", createdAt: daysAgo(1), price: 1250.5, medium: "Acrylic on board" },
        { title: "Middle", createdAt: daysAgo(10), description: "Fog", medium: "Oil on linen" },
      ],
    });

    it("lists the catalogue newest first, in the API's artwork shape", async () => {
      const page = await list(catalogue.app);
      expect(titlesOf(page)).toEqual(["Newest", "Middle", "Oldest"]);
      expect(page).toMatchObject({ matched: 3, total: 3, nextCursor: null });
      const newest = catalogue.artworks[1];
      expect(page.items[0]).toEqual(newest);
      expect(Object.keys(page.items[0]).sort()).toEqual(
        [
          "artist",
          "availability",
          "createdAt",
          "description",
          "dimensions",
          "id",
          "imageUrl",
          "images",
          "medium",
          "price",
          "releaseAt",
          "seriesId",
          "shippingBand",
          "size",
          "slug",
          "title",
          "updatedAt",
          "visibility",
          "year",
          "style",
          "subject",
          "signed",
          "framed",
          "featured",
          "featuredOrder",
          "editions",
        ].sort(),
      );
      expect(page.items.map((a) => a.price)).toEqual([1250.5, 250, 99.99]);
      expect(page.items[0].createdAt).toBe(daysAgo(1).toISOString());
    });

    it("counts matches and the whole catalogue separately", async () => {
      expect(await list(catalogue.app, { medium: "oil" })).toMatchObject({
        matched: 2,
        total: 3,
      });
      expect(await list(catalogue.app, { q: "nothing like this" })).toMatchObject({
        items: [],
        matched: 0,
        total: 3,
        nextCursor: null,
      });
    });
  });

  describe("search: a case-insensitive substring of title, artist, description or medium", () => {
    const catalogue = useTestApp({
      artworks: [
        {
          title: "Harbour at Dawn",
          artist: "Mira Kowalski",
          description: "Fog lifting over the quay",
          medium: "Oil on canvas",
        },
        { title: "Quiet Field", artist: "Jonas Berg", description: null, medium: "Watercolour" },
        { title: "100% Cotton", artist: "Anna Ray", description: "Balanced 50_50", medium: "Ink" },
        { title: "Back\\slash", artist: "Anna Ray", description: "Study", medium: "Pencil" },
        { title: "Étude en Bleu", artist: "Zoë Lambert", medium: "Acrylic on panel" },
      ],
    });
    const search = async (q: string) => titlesOf(await list(catalogue.app, { q })).sort();

    it.each([
      ["harbour", "title"],
      ["HARBOUR AT", "title"],
      ["kowalski", "artist"],
      ["QUAY", "description"],
      ["  lifting over  ", "description, trimmed"],
      ["oil ON", "medium"],
    ])("finds %j in the %s, whatever the case", async (q) => {
      expect(await search(q)).toEqual(["Harbour at Dawn"]);
    });

    it("matches accented letters in either case", async () => {
      expect(await search("ÉTUDE")).toEqual(["Étude en Bleu"]);
      expect(await search("zoë")).toEqual(["Étude en Bleu"]);
    });

    it("matches a term in any of the fields, across artworks", async () => {
      expect(await search("anna ray")).toEqual(["100% Cotton", "Back\\slash"]);
      expect(await search("a")).toHaveLength(5);
    });

    it("treats % and _ and \\ as the characters typed", async () => {
      expect(await search("%")).toEqual(["100% Cotton"]);
      expect(await search("0%")).toEqual(["100% Cotton"]);
      expect(await search("_")).toEqual(["100% Cotton"]);
      expect(await search("50_5")).toEqual(["100% Cotton"]);
      expect(await search("h_rbour")).toEqual([]);
      expect(await search("harb%dawn")).toEqual([]);
      expect(await search("\\")).toEqual(["Back\\slash"]);
    });

    it("does not match across two fields", async () => {
      expect(await search("dawnmira")).toEqual([]);
      expect(await search("dawn mira")).toEqual([]);
    });

    it("ignores an empty search", async () => {
      expect((await list(catalogue.app, { q: "   " })).matched).toBe(5);
    });
  });

  describe("price ranges at their boundaries", () => {
    const prices = [0, 99.99, 100, 100.01, 499.99, 500, 500.01, 999.99, 1000, 1000.01, 25000];
    const catalogue = useTestApp({
      artworks: prices.map((price) => ({ title: `£${price}`, price })),
    });

    it.each([
      ["under-100", [0, 99.99]],
      ["100-500", [100, 100.01, 499.99, 500]],
      ["500-1000", [500, 500.01, 999.99, 1000]],
      ["over-1000", [1000.01, 25000]],
    ])("%s holds %j", async (price, expected) => {
      const page = await list(catalogue.app, { price });
      expect(page.items.map((a) => a.price).sort((a, b) => a - b)).toEqual(expected);
      expect(page).toMatchObject({ matched: expected.length, total: prices.length });
    });
  });

  describe("mediums", () => {
    const catalogue = useTestApp({
      artworks: [
        "Oil on canvas",
        "OIL ON BOARD",
        "Acrylic on canvas",
        "acrylic and ink",
        "Acrylic and oil",
        "Watercolour on paper",
        "Watercolor",
        "Mixed Media on panel",
        "mixed media collage",
        "Charcoal",
      ].map((medium) => ({ title: medium, medium })),
    });

    it.each([
      ["oil", ["Acrylic and oil", "Oil on canvas", "OIL ON BOARD"]],
      ["acrylic", ["Acrylic and oil", "acrylic and ink", "Acrylic on canvas"]],
      ["watercolor", ["Watercolor", "Watercolour on paper"]],
      ["mixed-media", ["Mixed Media on panel", "mixed media collage"]],
    ])("%s holds %j", async (medium, expected) => {
      const titles = titlesOf(await list(catalogue.app, { medium }));
      expect(titles.sort()).toEqual([...expected].sort());
    });
  });

  describe("size classes", () => {
    const sizes = {
      small: ["30 x 40 cm", "49.99 x 20 cm", "19 x 15 in", "499 x 300 mm", "Small study"],
      medium: ["50 x 40 cm", "100 x 80 cm", "24 x 36 in", "600 x 400 mm", "medium"],
      large: ["100.01 x 50 cm", "40 x 30 in", "1.5 m", "LARGE"],
      none: ["variable"],
    };
    const catalogue = useTestApp({
      artworks: Object.values(sizes)
        .flat()
        .map((size) => ({ title: size, size })),
    });

    it.each(["small", "medium", "large"] as const)("%s holds its sizes", async (size) => {
      const titles = titlesOf(await list(catalogue.app, { size }));
      expect(titles.sort()).toEqual([...sizes[size]].sort());
    });

    it("lists a size it cannot class only without a size filter", async () => {
      expect(titlesOf(await list(catalogue.app))).toContain("variable");
    });
  });

  describe("filters combined", () => {
    const catalogue = useTestApp({
      artworks: [
        { title: "Harbour A", medium: "Oil", price: 300, size: "60 x 50 cm" },
        { title: "Harbour B", medium: "Oil", price: 300, size: "30 x 20 cm" },
        { title: "Harbour C", medium: "Oil", price: 3000, size: "60 x 50 cm" },
        { title: "Harbour D", medium: "Acrylic", price: 300, size: "60 x 50 cm" },
        { title: "Meadow E", medium: "Oil", price: 300, size: "60 x 50 cm" },
      ],
    });

    it.each([
      [{ q: "harbour", price: "100-500", medium: "oil", size: "medium" }, ["Harbour A"]],
      [{ price: "100-500", medium: "oil", size: "medium" }, ["Harbour A", "Meadow E"]],
      [{ q: "harbour", medium: "oil" }, ["Harbour A", "Harbour B", "Harbour C"]],
      [{ q: "harbour", size: "small" }, ["Harbour B"]],
      [{ q: "meadow", medium: "acrylic" }, []],
    ])("with AND: %j → %j", async (query, expected) => {
      const page = await list(catalogue.app, query);
      expect(titlesOf(page).sort()).toEqual(expected);
      expect(page).toMatchObject({ matched: expected.length, total: 5 });
    });
  });

  describe("pagination", () => {
    const sameMoment = daysAgo(5.5);
    // 14 artworks a day apart, 12 at the very same moment, and 4 a microsecond apart: the
    // cursor must keep the order exact where JavaScript dates cannot tell rows apart.
    const catalogue = useTestApp({
      artworks: [
        ...Array.from({ length: 14 }, (_, i) => ({
          title: `Day ${i}`,
          createdAt: daysAgo(i),
          medium: i % 2 ? "Oil" : "Acrylic",
        })),
        ...Array.from({ length: 12 }, (_, i) => ({
          title: `Tie ${i}`,
          createdAt: sameMoment,
          medium: i % 2 ? "Oil" : "Acrylic",
        })),
        ...[1, 2, 3, 4].map((us) => ({
          title: `Micro ${us}`,
          createdAt: `2025-01-20T12:00:00.12300${us}Z`,
          medium: "Oil",
        })),
      ],
    });

    async function walk(query: Record<string, string>, limit: number) {
      const pages: ArtworkPage[] = [];
      let cursor: string | null = null;
      do {
        const params: Record<string, string> = { ...query, limit: String(limit) };
        if (cursor) params.cursor = cursor;
        const page = await list(catalogue.app, params);
        pages.push(page);
        cursor = page.nextCursor;
        expect(pages.length).toBeLessThan(50);
      } while (cursor);
      return pages;
    }

    it("uses 24 as the default page size", async () => {
      const page = await list(catalogue.app);
      expect(page.items).toHaveLength(24);
      expect(page.nextCursor).toEqual(expect.any(String));
    });

    it.each([1, 5, 7, 12, 29, 30, 100])(
      "walks the whole catalogue %i at a time, each artwork once, in order",
      async (limit) => {
        const everything = await list(catalogue.app, { limit: "100" });
        expect(everything.items).toHaveLength(30);
        const pages = await walk({}, limit);
        const ids = pages.flatMap((p) => p.items.map((a) => a.id));
        expect(ids).toEqual(everything.items.map((a) => a.id));
        expect(new Set(ids).size).toBe(30);
        expect(pages).toHaveLength(Math.max(1, Math.ceil(30 / limit)));
        // Counts come with the first page; later pages leave them out.
        expect(pages[0]).toMatchObject({ matched: 30, total: 30 });
        for (const page of pages.slice(1)) expect(page).not.toHaveProperty("matched");
      },
    );

    it("keeps the order newest first, ties broken the same way on every page", async () => {
      const everything = (await list(catalogue.app, { limit: "100" })).items;
      const micro = everything.filter((a) => a.title.startsWith("Micro")).map((a) => a.title);
      expect(micro).toEqual(["Micro 4", "Micro 3", "Micro 2", "Micro 1"]);
      const ties = everything.filter((a) => a.title.startsWith("Tie")).map((a) => a.id);
      expect(ties).toEqual([...ties].sort().reverse());
    });

    it("walks a filtered list the same way", async () => {
      const pages = await walk({ medium: "oil" }, 4);
      const titles = pages.flatMap(titlesOf);
      expect(titles).toHaveLength(17);
      expect(new Set(titles).size).toBe(17);
      expect(pages[0]).toMatchObject({ matched: 17, total: 30 });
      for (const page of pages.slice(1)) expect(page).not.toHaveProperty("total");
    });
  });

  describe("bad input answers 400 with a reason, never 500", () => {
    const catalogue = useTestApp({ artworks: [{ title: "Only" }] });

    it.each([
      ["price=cheap", "price: Price must be one of: under-100, 100-500, 500-1000, over-1000"],
      ["price=under-100&price=over-1000", "price: Price must be one of:"],
      ["medium=x", "medium: Medium must be one of: oil, acrylic, watercolor, mixed-media"],
      ["size=huge", "size: Size must be one of: small, medium, large"],
      ["limit=0", "limit: Limit must be between 1 and 100"],
      ["limit=101", "limit: Limit must be between 1 and 100"],
      ["limit=-5", "limit: Limit must be between 1 and 100"],
      ["limit=abc", "limit: Limit must be a number"],
      ["limit=2.5", "limit: Limit must be a whole number"],
      ["cursor=garbage", "cursor: Cursor is not valid"],
      [`cursor=${"x".repeat(500)}`, "cursor: Cursor is not valid"],
      [
        // Well formed, but no such moment: Postgres would refuse to read it as a timestamp.
        `cursor=${encodeCursor({ createdAt: "2025-02-30T25:61:00.000000Z", id: randomUUID() })}`,
        "cursor: Cursor is not valid",
      ],
      [
        `cursor=${encodeCursor({ createdAt: "0000-01-01T00:00:00.000000Z", id: randomUUID() })}`,
        "cursor: Cursor is not valid",
      ],
      [`q=${"a".repeat(201)}`, "q: Search term must be at most 200 characters"],
      ["q=a%07b", "q: Search term must not contain control characters"],
      ["q=a%0Ab", "q: Search term must not contain control characters"],
      ["q=a&q=b", "q: "],
    ])("%s", async (query, error) => {
      const { status, body } = await getJson<ApiError>(catalogue.app, `/api/artworks?${query}`);
      expect(status).toBe(400);
      expect(body.error).toContain(error);
    });

    it("accepts a search of exactly 200 characters", async () => {
      expect(await list(catalogue.app, { q: "a".repeat(200) })).toMatchObject({ matched: 0 });
    });
  });

  describe("GET /api/artworks/:id", () => {
    const catalogue = useTestApp({ artworks: [{ title: "Harbour at Dawn", price: 1250.5 }] });

    it("answers the artwork", async () => {
      const [artwork] = catalogue.artworks;
      const { status, body } = await getJson<Artwork>(catalogue.app, `/api/artworks/${artwork.id}`);
      expect(status).toBe(200);
      expect(body).toEqual(artwork);
    });

    it("answers 404 for an artwork that is not there", async () => {
      const { status, body } = await getJson<ApiError>(
        catalogue.app,
        `/api/artworks/${randomUUID()}`,
      );
      expect(status).toBe(404);
      expect(body).toEqual({ error: messages.api.artworkNotFound });
    });

    // A well-formed slug no work has is an unknown work, as an unknown id is.
    it.each(["not-a-uuid", "1", "00000000-0000-0000-0000-00000000000g"])(
      "answers 404 for %s, a slug no work has",
      async (ref) => {
        const { status, body } = await getJson<ApiError>(catalogue.app, `/api/artworks/${ref}`);
        expect(status).toBe(404);
        expect(body).toEqual({ error: messages.api.artworkNotFound });
      },
    );

    it.each(["Not-A-Slug", "a--b", "-1", "a%20b"])(
      "answers 400 for %s, neither an id nor a slug",
      async (ref) => {
        const { status, body } = await getJson<ApiError>(catalogue.app, `/api/artworks/${ref}`);
        expect(status).toBe(400);
        expect(body.error).toContain("Artwork must be named by its id or its slug");
      },
    );
  });
});
