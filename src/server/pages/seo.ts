import { Hono } from "hono";
import { z } from "zod";
import { imagesOf } from "#server/catalogue/images";
import { countArtworks } from "#server/catalogue/service";
import { artworksOldestFirst, oldestFirstCursorAt } from "#server/catalogue/sitemap-rows";
import type { Db } from "#server/db/client";
import { escapeHtml } from "#server/lib/html";
import { seriesSlugs } from "#server/series/service";
import { artworkHref } from "#shared/links";
import { messages } from "#shared/messages";
import { sitemapPaths } from "#shared/routes";
import { seriesHref } from "#shared/series-slug";
import { PRIVATE_PAGES, previewImage } from "./head";

/** The sitemap protocol's limit of URLs in one file; past it, /sitemap.xml is an index. */
export const SITEMAP_MAX_URLS = 50_000;
const BATCH = 2_000;

const pageQuery = z.object({
  page: z.coerce.number({ error: "page must be a number" }).int().min(1).optional(),
});

/**
 * `/robots.txt` keeps crawlers out of the private pages and the API and names the
 * sitemap; `/sitemap.xml` lists the pages the route table marks for it (the home page), every
 * series' page, and every artwork's URL with its last change and its photographs (Google's
 * image extension), streamed in batches so 100,000 artworks cost no
 * more memory than 2,000. Past 50,000 URLs it is a sitemap index of `/sitemap.xml?page=N`,
 * each within the protocol's limit.
 */
export function seoRoutes(deps: { db: Db; publicUrl: string; clock: () => Date }) {
  const { db, publicUrl } = deps;
  const absolute = (path: string) => escapeHtml(new URL(path, publicUrl).href);

  return new Hono()
    .get("/robots.txt", (c) => {
      const lines = [
        "User-agent: *",
        ...PRIVATE_PAGES.map((page) => `Disallow: ${page}`),
        "Disallow: /api/",
        "",
        `Sitemap: ${new URL("/sitemap.xml", publicUrl).href}`,
        "",
      ];
      c.header("Cache-Control", "public, max-age=3600");
      return c.text(lines.join("\n"));
    })
    .get("/sitemap.xml", async (c) => {
      const parsed = pageQuery.safeParse(c.req.query());
      if (!parsed.success) return c.text(messages.api.notFound, 404);
      // Drafts and works still to come are not listed: the public cannot open them yet.
      const now = deps.clock();
      const [total, series] = await Promise.all([countArtworks(db, now), seriesSlugs(db)]);
      // The table's pages, then each series' page, then the artworks.
      const fixedUrls = [
        ...sitemapPaths.map((path) => `<url><loc>${absolute(path)}</loc></url>\n`),
        ...series.map(
          (each) =>
            `<url><loc>${absolute(seriesHref(each.slug))}</loc><lastmod>${each.updatedAt.toISOString()}</lastmod></url>\n`,
        ),
      ];
      const urls = fixedUrls.length + total;
      const pages = Math.max(1, Math.ceil(urls / SITEMAP_MAX_URLS));
      c.header("Content-Type", "application/xml; charset=utf-8");
      c.header("Cache-Control", "public, max-age=3600");

      const page = parsed.data.page;
      if (page === undefined && pages > 1) {
        const entries = Array.from(
          { length: pages },
          (_, i) => `<sitemap><loc>${absolute(`/sitemap.xml?page=${i + 1}`)}</loc></sitemap>`,
        );
        return c.body(
          `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</sitemapindex>\n`,
        );
      }
      const index = (page ?? 1) - 1;
      if (index >= pages) return c.text(messages.api.notFound, 404);
      // URLs 0 to n - 1 are the n fixed pages; artwork k (oldest first) is URL n + k.
      const fixed = fixedUrls.length;
      const first = index * SITEMAP_MAX_URLS;
      const last = Math.min(urls, first + SITEMAP_MAX_URLS);
      const encoder = new TextEncoder();

      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          const write = (text: string) => controller.enqueue(encoder.encode(text));
          write(
            '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n',
          );
          for (const url of fixedUrls.slice(first, last)) write(url);
          // Artworks listed by earlier files: start after the last of them.
          const skipped = Math.max(first - fixed, 0);
          let after = skipped > 0 ? await oldestFirstCursorAt(db, skipped - 1, now) : undefined;
          let remaining = last - Math.max(first, fixed);
          while (remaining > 0) {
            const rows = await artworksOldestFirst(db, after, Math.min(BATCH, remaining), now);
            if (rows.length === 0) break;
            // The batch's photographs in one statement, each work's main one first.
            const photos = await imagesOf(
              db,
              rows.map((row) => row.id),
            );
            const imageEntries = (id: string) =>
              (photos.get(id) ?? [])
                .map(
                  (photo) =>
                    `<image:image><image:loc>${escapeHtml(previewImage(photo.url, publicUrl))}</image:loc></image:image>`,
                )
                .join("");
            write(
              rows
                .map(
                  (row) =>
                    `<url><loc>${absolute(artworkHref(row.slug))}</loc><lastmod>${row.updatedAt.toISOString()}</lastmod>${imageEntries(row.id)}</url>\n`,
                )
                .join(""),
            );
            const tail = rows[rows.length - 1];
            after = { createdAt: tail.cursor, id: tail.id };
            remaining -= rows.length;
          }
          write("</urlset>\n");
          controller.close();
        },
      });
      return c.body(body);
    });
}
