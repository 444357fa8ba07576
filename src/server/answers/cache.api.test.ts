import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { artworks, catalogueVersion } from "#server/db/schema";
import { statementCountsOf } from "#server/db/statement-counts";
import type { Artwork, ArtworkPage } from "#shared/artwork";
import type { Order } from "#shared/order";
import { type App, newArtwork, SITE, type TestApp, type TestUser, useTestApp } from "#tests/api";
import { insertArtworks, testDbKind } from "#tests/database";
import { HOUR, placeOrderFor, TEST_SHIPPING, testClock } from "#tests/orders";
import { TEST_INDEX_HTML } from "#tests/read-routes";
import { VERSION_TRUSTED_MS } from "./version";

// Decision 010: cached catalogue answers never outlive what they show — a write of this process
// (through the app, or straight to the database) or a hold ending shows at once, a write of
// another process within a bound — and ETags let a client that has an answer ask again for
// nothing.

async function list(app: App, query: Record<string, string> = {}): Promise<ArtworkPage> {
  const response = await app.request(`/api/artworks?${new URLSearchParams(query)}`);
  expect(response.status).toBe(200);
  return response.json();
}

async function detail(app: App, id: string) {
  const response = await app.request(`/api/artworks/${id}`);
  return { status: response.status, body: (await response.json()) as Artwork };
}

const titlesOf = (page: ArtworkPage) => page.items.map((a) => a.title);
const availabilityIn = (page: ArtworkPage, id: string) =>
  page.items.find((a) => a.id === id)?.availability;

/** Every answer asked twice, so the second comes from the cache when one is kept. */
async function twice<T>(read: () => Promise<T>): Promise<T> {
  const first = await read();
  expect(await read()).toEqual(first);
  return first;
}

/** The rows of a raw query, on either driver. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function versionOf(t: TestApp) {
  const [row] = await t.db.select().from(catalogueVersion);
  return row.version;
}

describe(`cached catalogue answers on ${testDbKind} (decision 010)`, () => {
  describe("every write shows at once, in lists, counts and artworks", () => {
    const clock = testClock();
    const t = useTestApp({
      clock: clock.now,
      artworks: [
        { title: "Amber Field", medium: "Oil on canvas", createdAt: new Date("2026-01-03") },
        { title: "Blue Tide", medium: "Acrylic on panel", createdAt: new Date("2026-01-02") },
        { title: "Cold Harbour", medium: "Oil on linen", createdAt: new Date("2026-01-01") },
      ],
    });
    let owner: TestUser;
    let buyer: TestUser;
    beforeAll(async () => {
      owner = await t.signIn({ owner: true });
      buyer = await t.signIn();
    });
    const as = (user: TestUser, method: string, url: string, body?: unknown) =>
      t.send(method, url, body, { cookie: user.cookie });

    /** What the gallery shows, each answer read twice (cached after the first). */
    const gallery = () =>
      twice(async () => ({
        all: await list(t.app),
        oil: await list(t.app, { medium: "oil" }),
        available: await list(t.app, { availability: "available" }),
        amber: await list(t.app, { q: "amber" }),
        second: await list(t.app, {
          limit: "1",
          cursor: (await list(t.app, { limit: "1" })).nextCursor ?? "",
        }),
      }));

    it("creating an artwork", async () => {
      const before = await gallery();
      expect(before.all).toMatchObject({ matched: 3, total: 3 });
      expect(before.oil).toMatchObject({ matched: 2, total: 3 });
      const response = await as(owner, "POST", "/api/artworks", {
        title: "Amber Dusk",
        artist: "Maren Holloway",
        description: "",
        price: 300,
        medium: "Oil on board",
        size: "30 x 40 cm",
        imageUrl: "https://images.example/dusk.jpg",
      });
      expect(response.status).toBe(201);
      const after = await gallery();
      expect(titlesOf(after.all)[0]).toBe("Amber Dusk");
      expect(after.all).toMatchObject({ matched: 4, total: 4 });
      expect(after.oil).toMatchObject({ matched: 3, total: 4 });
      expect(after.available).toMatchObject({ matched: 4, total: 4 });
      expect(titlesOf(after.amber).sort()).toEqual(["Amber Dusk", "Amber Field"]);
      expect(titlesOf(after.second)).toEqual(["Amber Field"]);
    });

    it("updating an artwork", async () => {
      const [amber] = t.artworks;
      expect((await twice(() => detail(t.app, amber.id))).body.title).toBe("Amber Field");
      await gallery();
      const response = await as(owner, "PUT", `/api/artworks/${amber.id}`, {
        title: "Grey Field",
        artist: amber.artist,
        description: "",
        price: 10,
        medium: "Watercolour",
        size: amber.size,
        imageUrl: amber.imageUrl,
      });
      expect(response.status).toBe(200);
      expect((await detail(t.app, amber.id)).body).toMatchObject({
        title: "Grey Field",
        price: 10,
      });
      const after = await gallery();
      expect(titlesOf(after.amber)).toEqual(["Amber Dusk"]);
      expect(after.oil).toMatchObject({ matched: 2, total: 4 });
      expect(titlesOf(after.second)).toEqual(["Grey Field"]);
    });

    it("marking a work sold elsewhere, and available again", async () => {
      const [, blue] = t.artworks;
      await gallery();
      expect((await twice(() => detail(t.app, blue.id))).body.availability).toBe("available");
      const sold = await as(owner, "PUT", `/api/artworks/${blue.id}/availability`, {
        availability: "sold",
      });
      expect(sold.status).toBe(200);
      expect((await detail(t.app, blue.id)).body.availability).toBe("sold");
      let shown = await gallery();
      expect(availabilityIn(shown.all, blue.id)).toBe("sold");
      expect(shown.available).toMatchObject({ matched: 3, total: 4 });
      expect(availabilityIn(shown.available, blue.id)).toBeUndefined();

      await as(owner, "PUT", `/api/artworks/${blue.id}/availability`, {
        availability: "available",
      });
      shown = await gallery();
      expect(availabilityIn(shown.all, blue.id)).toBe("available");
      expect(shown.available).toMatchObject({ matched: 4, total: 4 });
    });

    it("placing an order, cancelling it, and an order paid", async () => {
      const [, blue, cold] = t.artworks;
      await gallery();
      expect((await twice(() => detail(t.app, cold.id))).body.availability).toBe("available");
      await as(buyer, "PUT", `/api/cart/${cold.id}`);
      const placed = await as(buyer, "POST", "/api/orders", { shipping: TEST_SHIPPING });
      expect(placed.status).toBe(201);
      const order = (await placed.json()).order as Order;
      expect((await detail(t.app, cold.id)).body.availability).toBe("reserved");
      let shown = await gallery();
      expect(availabilityIn(shown.all, cold.id)).toBe("reserved");
      expect(shown.available).toMatchObject({ matched: 3, total: 4 });

      const cancelled = await as(buyer, "POST", `/api/orders/${order.id}/cancel`);
      expect(cancelled.status).toBe(200);
      expect((await detail(t.app, cold.id)).body.availability).toBe("available");
      shown = await gallery();
      expect(availabilityIn(shown.all, cold.id)).toBe("available");
      expect(shown.available).toMatchObject({ matched: 4, total: 4 });

      await as(buyer, "PUT", `/api/cart/${blue.id}`);
      const second = (
        await (await as(buyer, "POST", "/api/orders", { shipping: TEST_SHIPPING })).json()
      ).order as Order;
      await gallery();
      expect((await as(owner, "POST", `/api/admin/orders/${second.id}/paid`)).status).toBe(200);
      expect((await detail(t.app, blue.id)).body.availability).toBe("sold");
      expect(availabilityIn((await gallery()).all, blue.id)).toBe("sold");
    });

    it("deleting an artwork", async () => {
      const [amber] = t.artworks;
      const before = await gallery();
      const response = await as(owner, "DELETE", `/api/artworks/${amber.id}`);
      expect(response.status).toBe(200);
      expect((await detail(t.app, amber.id)).status).toBe(404);
      const after = await gallery();
      expect(after.all.total).toBe((before.all.total ?? 0) - 1);
      expect(after.all.items.map((a) => a.id)).not.toContain(amber.id);
    });

    it("a write made straight in the database, past the app", async () => {
      const [, , cold] = t.artworks;
      await gallery();
      await twice(() => detail(t.app, cold.id));
      await t.db
        .update(artworks)
        .set({ title: "Written Elsewhere" })
        .where(eq(artworks.id, cold.id));
      expect((await detail(t.app, cold.id)).body.title).toBe("Written Elsewhere");
      expect(titlesOf((await gallery()).all)).toContain("Written Elsewhere");
      await insertArtworks(t.db, [
        { title: "Inserted Elsewhere", createdAt: new Date("2027-01-01") },
      ]);
      expect(titlesOf((await gallery()).all)[0]).toBe("Inserted Elsewhere");
    });
  });

  describe("a hold that ends, with no write at all", () => {
    const clock = testClock();
    const t = useTestApp({
      clock: clock.now,
      env: { ORDER_HOLD_HOURS: "2" },
      artworks: [{ title: "Held" }, { title: "Free" }],
    });

    it("shows the painting available from the moment its hold ends", async () => {
      const [held] = t.artworks;
      const buyer = await t.signIn();
      await placeOrderFor(t, buyer.cookie, [held.id]);

      const shown = () =>
        twice(async () => ({
          all: availabilityIn(await list(t.app), held.id),
          available: await list(t.app, { availability: "available" }),
          detail: (await detail(t.app, held.id)).body.availability,
        }));
      expect(await shown()).toMatchObject({ all: "reserved", detail: "reserved" });
      expect((await shown()).available).toMatchObject({ matched: 1, total: 2 });
      const version = await versionOf(t);

      clock.advance(2 * HOUR - 1);
      expect(await shown()).toMatchObject({ all: "reserved", detail: "reserved" });
      clock.advance(1);
      const after = await shown();
      expect(after).toMatchObject({ all: "available", detail: "available" });
      expect(after.available).toMatchObject({ matched: 2, total: 2 });
      expect(availabilityIn(after.available, held.id)).toBe("available");
      // Nothing was written: the answers changed because the time did.
      expect(await versionOf(t)).toBe(version);
    });
  });

  describe("another app over the same database (another process)", () => {
    const t = useTestApp({ artworks: [{ title: "Shared", createdAt: new Date("2026-01-01") }] });

    it("sees the other's writes at once, both ways", async () => {
      const other = t.restart();
      const owner = await t.signIn({ owner: true });
      const both = () =>
        Promise.all([twice(() => list(t.app)), twice(() => list(other))]).then((pages) =>
          pages.map(titlesOf),
        );
      expect(await both()).toEqual([["Shared"], ["Shared"]]);

      const created = await other.request("/api/artworks", {
        method: "POST",
        headers: { origin: SITE, cookie: owner.cookie, "content-type": "application/json" },
        body: JSON.stringify(newArtwork("From The Other")),
      });
      expect(created.status).toBe(201);
      expect(await both()).toEqual([
        ["From The Other", "Shared"],
        ["From The Other", "Shared"],
      ]);

      const [shared] = t.artworks;
      const deleted = await t.send("DELETE", `/api/artworks/${shared.id}`, undefined, {
        cookie: owner.cookie,
      });
      expect(deleted.status).toBe(200);
      expect(await both()).toEqual([["From The Other"], ["From The Other"]]);
      expect((await other.request(`/api/artworks/${shared.id}`)).status).toBe(404);
    });

    it.runIf(testDbKind === "postgres")(
      "on PostgreSQL, sees a write from a connection of another process within the bound",
      async () => {
        const [{ name }] = rowsOf<{ name: string }>(
          await t.db.execute(sql`select current_database() as name`),
        );
        const elsewhere = new pg.Client(`${inject("postgresServerUrl")}/${name}`);
        await elsewhere.connect();
        try {
          await twice(() => list(t.app));
          await elsewhere.query(
            "update artworks set title = 'Renamed Elsewhere' where title = 'From The Other'",
          );
          const written = performance.now();
          while (titlesOf(await list(t.app))[0] !== "Renamed Elsewhere") {
            expect(performance.now() - written).toBeLessThan(VERSION_TRUSTED_MS + 500);
            await new Promise((resolve) => setTimeout(resolve, 10));
          }
        } finally {
          await elsewhere.end();
        }
      },
    );
  });

  describe("a cached answer costs no statement", () => {
    const t = useTestApp({ indexHtml: TEST_INDEX_HTML, artworks: [{ title: "Quiet" }] });

    it("until this process writes, when the next request reads the version again", async () => {
      const [quiet] = t.artworks;
      const counts = statementCountsOf(t.db);
      if (!counts) throw new Error("the test database is not on a counted pool");
      await list(t.app);
      await detail(t.app, quiet.id);
      const page = await t.app.request("/");
      expect(page.status).toBe(200);

      const before = counts.statements;
      const began = performance.now();
      for (let i = 0; i < 20; i++) {
        await list(t.app);
        await detail(t.app, quiet.id);
        expect((await t.app.request("/")).status).toBe(200);
      }
      // 60 answers: no query but the version's, read again once a window has passed (the one
      // under way when the loop began, and each that passes during it) — never one per answer.
      const windows = 1 + Math.floor((performance.now() - began) / VERSION_TRUSTED_MS);
      expect(counts.statements - before).toBeLessThanOrEqual(windows);

      await t.db.update(artworks).set({ title: "Loud" }).where(eq(artworks.id, quiet.id));
      expect((await detail(t.app, quiet.id)).body.title).toBe("Loud");
      expect(titlesOf(await list(t.app))).toEqual(["Loud"]);
    });
  });

  describe("ETag and If-None-Match", () => {
    const t = useTestApp({
      artworks: Array.from({ length: 30 }, (_, i) => ({
        title: `Painting ${i}`,
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
        description: "A long enough description to make the page worth compressing. ".repeat(2),
      })),
    });
    const get = (url: string, headers: Record<string, string> = {}) =>
      t.app.request(url, { headers });

    it.each(["/api/artworks", "/api/artworks?q=painting&limit=5", "artwork"])(
      "%s: 304 for the ETag the client has, a new one after a write",
      async (which) => {
        const owner = await t.signIn({ owner: true });
        const target = t.artworks[29]; // the newest: on every first page
        const url = which === "artwork" ? `/api/artworks/${target.id}` : which;
        const first = await get(url);
        expect(first.status).toBe(200);
        const etag = first.headers.get("etag") ?? "";
        expect(etag).toMatch(/^W\/"[\w-]+"$/);
        expect(first.headers.get("cache-control")).toBe("no-cache");
        const body = await first.text();

        const again = await get(url, { "if-none-match": etag });
        expect(again.status).toBe(304);
        expect(await again.text()).toBe("");
        expect(again.headers.get("etag")).toBe(etag);
        expect((await get(url, { "if-none-match": `W/"other", ${etag}` })).status).toBe(304);
        expect((await get(url, { "if-none-match": "*" })).status).toBe(304);
        expect((await get(url, { "if-none-match": 'W/"other"' })).status).toBe(200);

        const renamed = await t.send(
          "PUT",
          `/api/artworks/${target.id}`,
          {
            title: `Renamed ${which}`,
            artist: target.artist,
            description: target.description ?? "",
            price: target.price,
            medium: target.medium,
            size: target.size,
            imageUrl: target.imageUrl,
          },
          { cookie: owner.cookie },
        );
        expect(renamed.status, await renamed.clone().text()).toBe(200);
        const changed = await get(url, { "if-none-match": etag });
        expect(changed.status).toBe(200);
        expect(changed.headers.get("etag")).not.toBe(etag);
        expect(await changed.text()).not.toBe(body);
      },
    );

    it("sends each answer compressed as the client accepts, the same JSON", async () => {
      const plain = await get("/api/artworks");
      const json = await plain.text();
      expect(plain.headers.get("content-encoding")).toBeNull();
      expect(plain.headers.get("vary")).toMatch(/accept-encoding/i);
      for (const [accept, encoding, decode] of [
        ["gzip, deflate, br", "br", brotliDecompressSync],
        ["gzip", "gzip", gunzipSync],
        ["br;q=0.5, gzip", "gzip", gunzipSync],
      ] as const) {
        const response = await get("/api/artworks", { "accept-encoding": accept });
        expect(response.headers.get("content-encoding")).toBe(encoding);
        expect(response.headers.get("vary")).toMatch(/accept-encoding/i);
        expect(response.headers.get("etag")).toBe(plain.headers.get("etag"));
        expect(decode(Buffer.from(await response.arrayBuffer())).toString()).toBe(json);
      }
      const identity = await get("/api/artworks", { "accept-encoding": "identity" });
      expect(identity.headers.get("content-encoding")).toBeNull();
      expect(await identity.text()).toBe(json);
    });
  });
});
