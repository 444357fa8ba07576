import { describe, expect, it } from "vitest";
import { artworkImages } from "#server/db/schema";
import { sitemapPaths } from "#shared/routes";
import { createTestApp, useTestApp } from "#tests/api";
import { testDbKind } from "#tests/database";
import { SITEMAP_MAX_URLS } from "./seo";

describe(`robots.txt and sitemap.xml on ${testDbKind}`, () => {
  const t = useTestApp({
    env: { PUBLIC_URL: "https://gallery.example" },
    artworks: [{ title: "Older", createdAt: new Date("2026-01-01") }, { title: "Newer" }],
  });

  it("keeps crawlers out of the private pages and the API, and names the sitemap", async () => {
    const response = await t.app.request("/robots.txt");
    expect(response.status).toBe(200);
    const text = await response.text();
    for (const path of [
      "/admin",
      "/cart",
      "/checkout",
      "/profile",
      "/favorites",
      "/auth",
      "/follow",
      "/api/",
    ]) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).toContain("Sitemap: https://gallery.example/sitemap.xml");
  });

  it("lists the home page, the shop's own pages and every artwork with its last change and photographs", async () => {
    const [, newer] = t.artworks;
    await t.db
      .insert(artworkImages)
      .values({ artworkId: newer.id, position: 1, url: "/images/upload-x-900x600-1280.webp" });
    const response = await t.app.request("/sitemap.xml");
    expect(response.headers.get("content-type")).toContain("application/xml");
    const xml = await response.text();
    expect(xml).toContain("<loc>https://gallery.example/</loc>");
    for (const path of ["/about", "/delivery", "/returns", "/terms", "/privacy"]) {
      expect(xml).toContain(`<loc>https://gallery.example${path}</loc>`);
    }
    const photo = (url: string) => `<image:image><image:loc>${url}</image:loc></image:image>`;
    const main = photo("https://images.example/artwork.jpg");
    for (const [artwork, photos] of [
      [t.artworks[0], main],
      [newer, main + photo("https://gallery.example/images/upload-x-900x600-1280.webp")],
    ] as const) {
      expect(xml).toContain(
        `<url><loc>https://gallery.example/?artwork=${artwork.slug}</loc><lastmod>${artwork.updatedAt}</lastmod>${photos}</url>`,
      );
    }
    expect(xml.match(/<url>/g)).toHaveLength(sitemapPaths.length + 2);
    expect((await t.app.request("/sitemap.xml?page=2")).status).toBe(404);
  });

  it("becomes an index of files within the protocol's limit past 50,000 URLs", async () => {
    const big = await createTestApp({ env: { PUBLIC_URL: "https://gallery.example" } });
    try {
      const count = SITEMAP_MAX_URLS + 10;
      await big.db.execute(`
        insert into artworks (title, slug, artist, price, image_url, medium, size, size_class, created_at)
        select 'A' || n, 'a' || n, 'B', 10, 'https://example.com/a.jpg', 'Oil', '10 x 10 cm', 'small',
               timestamptz '2026-01-01' + n * interval '1 second'
        from generate_series(1, ${count}) as n`);
      const index = await (await big.app.request("/sitemap.xml")).text();
      expect(index).toContain("<sitemapindex");
      expect(index.match(/<sitemap>/g)).toHaveLength(2);
      const first = await (await big.app.request("/sitemap.xml?page=1")).text();
      const second = await (await big.app.request("/sitemap.xml?page=2")).text();
      expect(first.match(/<url>/g)).toHaveLength(SITEMAP_MAX_URLS);
      expect(second.match(/<url>/g)).toHaveLength(count + sitemapPaths.length - SITEMAP_MAX_URLS);
      // Every artwork once, across the files.
      const slugs = new Set(
        [...`${first}${second}`.matchAll(/artwork=([a-z0-9-]+)</g)].map((m) => m[1]),
      );
      expect(slugs.size).toBe(count);
    } finally {
      await big.close();
    }
  }, 120_000);
});
