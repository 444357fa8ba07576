import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { asc, sql, TransactionRollbackError } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { artworks } from "#server/db/schema";
import type { Artwork } from "#shared/artwork";
import { messages } from "#shared/messages";
import { artworkSlugOf, firstFreeSlug } from "#shared/slug";
import { newArtwork, useTestApp } from "#tests/api";
import { testDbKind } from "#tests/database";

// Artworks' readable addresses (`/?artwork=<slug>`, decision 060): a slug made from the title
// when a work is added, kept when it changes, and answered to wherever an id is.

const SITE_URL = "https://gallery.example";
const TEMPLATE = `<!doctype html><html lang="en-GB"><head><title>%GALLERY_NAME%</title></head><body><div id="root"></div></body></html>`;

describe(`artworks' slugs on ${testDbKind}`, () => {
  const t = useTestApp({
    indexHtml: TEMPLATE,
    env: { PUBLIC_URL: SITE_URL },
    artworks: [{ title: "Harbour at Dusk" }, { title: "Meadow", visibility: "draft" }],
  });
  let owner: Record<string, string>;

  beforeAll(async () => {
    owner = { cookie: (await t.signIn({ email: "o@example.com", owner: true })).cookie };
  });

  const create = async (title: string) => {
    const response = await t.send("POST", "/api/artworks", newArtwork(title), owner);
    expect(response.status).toBe(201);
    return (await response.json()) as Artwork;
  };

  it("gives a new work the slug its title gives, accents folded, and every answer carries it", async () => {
    const etude = await create("Étude à l'aube");
    expect(etude.slug).toBe("etude-a-l-aube");
    const list = (await (await t.app.request("/api/artworks?limit=100")).json()) as {
      items: Artwork[];
    };
    expect(list.items.find((work) => work.id === etude.id)?.slug).toBe("etude-a-l-aube");
    expect(t.artworks[0].slug).toBe("harbour-at-dusk");
  });

  it("numbers a clash -2, -3…, even for works added at the same moment", async () => {
    const first = await create("Tide");
    const [second, third] = await Promise.all([create("Tide"), create("tide!")]);
    expect(first.slug).toBe("tide");
    expect([second.slug, third.slug].sort()).toEqual(["tide-2", "tide-3"]);
    // A title that reads like a numbered slug takes the next free one.
    expect((await create("Tide 2")).slug).toBe("tide-2-2");
  });

  it("keeps the slug when the title changes, so links once shared still work", async () => {
    const work = await create("Morning Field");
    const renamed = await t.send(
      "PUT",
      `/api/artworks/${work.id}`,
      { ...newArtwork("Evening Field"), seriesId: null },
      owner,
    );
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ title: "Evening Field", slug: "morning-field" });
    expect((await create("Morning Field")).slug).toBe("morning-field-2");
  });

  it("answers GET /api/artworks/:id to the slug as to the id; an unknown one is a 404 like an unknown id", async () => {
    const [harbour] = t.artworks;
    const bySlug = await t.app.request(`/api/artworks/${harbour.slug}`);
    expect(bySlug.status).toBe(200);
    expect(await bySlug.json()).toEqual(
      await (await t.app.request(`/api/artworks/${harbour.id}`)).json(),
    );
    const unknownSlug = await t.app.request("/api/artworks/no-such-work");
    const unknownId = await t.app.request(`/api/artworks/${randomUUID()}`);
    expect([unknownSlug.status, unknownId.status]).toEqual([404, 404]);
    const notFound = { error: messages.api.artworkNotFound };
    expect([await unknownSlug.json(), await unknownId.json()]).toEqual([notFound, notFound]);
    // A draft is found by neither, for the public.
    expect((await t.app.request("/api/artworks/meadow")).status).toBe(404);
    // Neither an id nor a slug: refused as the address it is not.
    expect((await t.app.request("/api/artworks/Not%20A%20Slug")).status).toBe(400);
  });

  it("moves an old address by id for good to the slug, keeping the rest of the query", async () => {
    const [harbour, meadow] = t.artworks;
    const moved = await t.app.request(`/?q=sea&artwork=${harbour.id}&price=under-100`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe(`/?q=sea&artwork=${harbour.slug}&price=under-100`);
    expect((await t.app.request(`/?artwork=${harbour.id.toUpperCase()}`)).status).toBe(301);
    // A work the public may not see, or none, is not moved: it answers as before, 404.
    for (const id of [meadow.id, randomUUID()]) {
      expect((await t.app.request(`/?artwork=${id}`)).status).toBe(404);
    }
  });

  it("opens the page at the slug, its canonical link, og:url and the sitemap naming it", async () => {
    const [harbour] = t.artworks;
    const page = await t.app.request(`/?artwork=${harbour.slug}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const url = `${SITE_URL}/?artwork=${harbour.slug}`;
    expect(html).toContain(`<link rel="canonical" href="${url}">`);
    expect(html).toContain(`<meta property="og:url" content="${url}">`);
    expect(html).not.toContain(`artwork=${harbour.id}`);
    const unknown = await t.app.request("/?artwork=no-such-work");
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain(messages.detail.notFound);
    const sitemap = await (await t.app.request("/sitemap.xml")).text();
    expect(sitemap).toContain(`<loc>${url}</loc>`);
    expect(sitemap).not.toContain(harbour.id);
  });

  it("gave the works there were before slugs theirs in migration 0031, by the same rule, and made the column required", async () => {
    const migration = readFileSync(
      new URL("../../../drizzle/0031_artwork_slugs.sql", import.meta.url),
      "utf8",
    );
    const backfill = /DO \$\$[\s\S]*?END \$\$;/.exec(migration)?.[0] ?? "";
    expect(backfill).not.toBe("");
    // What follows it, in the same transaction, as on a shop that has works: the column made
    // NOT NULL (its unique constraint is already there).
    const statements = migration.split("--> statement-breakpoint");
    const after = statements
      .slice(statements.findIndex((statement) => statement.includes("DO $$")) + 1)
      .filter((statement) => !statement.includes("ADD CONSTRAINT"));
    expect(after.join()).toContain("SET NOT NULL");
    const titles = [
      "Harbour",
      "Harbour",
      "Harbour 2",
      "Étude à l'aube",
      "ÉTUDE À L'AUBE",
      "北斎",
      "",
      "Łódź",
      "2B8F7A52-9A43-4C3E-A3A1-4F0F8C3A9E11",
      `${"Long ".repeat(30)}end`,
      `${"Long ".repeat(30)}other end`,
    ];
    let slugs: (string | null)[] = [];
    // Run on a copy of the table as it was, in a transaction rolled back after.
    await expect(
      t.db.transaction(async (tx) => {
        // The works as the migration found them: no slug yet (the table changed before any row
        // does, as PostgreSQL wants).
        await tx.execute(sql`alter table artworks alter column slug drop not null`);
        await tx.execute(sql`delete from ${artworks}`);
        await tx.insert(artworks).values(
          titles.map((title, i) => ({
            title,
            slug: sql`null`,
            artist: "A",
            price: 1,
            imageUrl: "https://images.example/a.jpg",
            medium: "Oil",
            size: "10 x 10 cm",
            createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
          })),
        );
        await tx.execute(sql.raw(backfill));
        for (const statement of after) await tx.execute(sql.raw(statement));
        const rows = await tx
          .select({ slug: artworks.slug })
          .from(artworks)
          .orderBy(asc(artworks.createdAt));
        slugs = rows.map((row) => row.slug);
        tx.rollback();
      }),
    ).rejects.toThrow(TransactionRollbackError);
    // Oldest first, each the first slug free of those given before it, as a work added now.
    const taken = new Set<string>();
    const expected = titles.map((title) => {
      const slug = firstFreeSlug(artworkSlugOf(title), taken);
      taken.add(slug);
      return slug;
    });
    expect(slugs).toEqual(expected);
    expect(slugs.slice(0, 9)).toEqual([
      "harbour",
      "harbour-2",
      "harbour-2-2",
      "etude-a-l-aube",
      "etude-a-l-aube-2",
      "artwork",
      "artwork-2",
      "odz",
      "artwork-2b8f7a52-9a43-4c3e-a3a1-4f0f8c3a9e11",
    ]);
    expect(new Set(slugs).size).toBe(titles.length);
  });
});
