import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { messages } from "#shared/messages";
import { daysAgo, getJson, useTestApp } from "#tests/api";
import { createTempDir, testDbKind } from "#tests/database";

type ApiError = { error: string };

// The built client's pages beside the API: what the app serves, its 404s, the gallery name
// written in and the home page's preload of its largest image.
describe(`pages of the built client on ${testDbKind}`, () => {
  describe("unknown paths", () => {
    const catalogue = useTestApp();

    it.each(["/api", "/api/nope", "/api/artworks/x/y"])("%s is a JSON 404", async (url) => {
      const { status, body } = await getJson<ApiError>(catalogue.app, url);
      expect(status).toBe(404);
      expect(body).toEqual({ error: messages.api.notFound });
    });
  });

  describe("pages of the built client", () => {
    const site = useTestApp({
      indexHtml:
        '<!doctype html><html><head><title>%GALLERY_NAME%</title></head><body><h1>%GALLERY_NAME%</h1><div id="root"></div></body></html>',
      env: { GALLERY_NAME: `Tom & Jerry's <b>"Gallery"</b>` },
    });

    it.each(["/", "/cart", "/admin/", "/favorites"])("%s is the app, 200", async (url) => {
      const response = await site.app.request(url);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    });

    it.each(["/nope", "/artworks/1", "/index.htm"])(
      "%s is the app's 404 page, with status 404",
      async (url) => {
        const response = await site.app.request(url);
        expect(response.status).toBe(404);
        expect(await response.text()).toContain("<title>");
      },
    );

    it("writes the gallery name in, HTML-escaped", async () => {
      const escaped = "Tom &#38; Jerry&#39;s &#60;b&#62;&#34;Gallery&#34;&#60;/b&#62;";
      for (const url of ["/", "/cart"]) {
        const html = await (await site.app.request(url)).text();
        expect(html).toContain(`<h1>${escaped}</h1>`);
        expect(html).toMatch(new RegExp(`<title>${escaped}( — [^<]+)?</title>`));
        expect(html).not.toContain("<b>");
      }
    });

    it("still answers unknown API paths with JSON", async () => {
      const { status } = await getJson<ApiError>(site.app, "/api/nope");
      expect(status).toBe(404);
    });
  });

  describe("the home page preloads its largest image", () => {
    const site = useTestApp({
      indexHtml: "<html><head></head><body></body>",
      artworks: [
        { title: "Older", createdAt: daysAgo(2), imageUrl: "/images/older-1280.webp" },
        { title: "Newest", createdAt: daysAgo(1), imageUrl: "/images/newest-1280.webp" },
        { title: "Outside", createdAt: daysAgo(3), imageUrl: 'https://example.test/a".jpg' },
      ],
    });
    const stored = (title: string) => site.artworks.find((a) => a.title === title);

    const preloadOf = async (url: string) =>
      (await (await site.app.request(url)).text()).match(/<link rel="preload"[^>]*>/)?.[0];

    it("preloads the newest artwork's image (the round hero) in every width", async () => {
      const link = await preloadOf("/?q=anything");
      expect(link).toContain('href="/images/newest-1280.webp"');
      expect(link).toContain("/images/newest-320.webp 320w");
      expect(link).toContain('fetchpriority="high"');
    });

    it("preloads the open artwork's image instead", async () => {
      const older = stored("Older");
      expect(await preloadOf(`/?artwork=${older?.slug}`)).toContain("/images/older-1280.webp");
    });

    it("escapes an outside image URL and gives it no srcset", async () => {
      const outside = stored("Outside");
      const link = await preloadOf(`/?artwork=${outside?.slug}`);
      expect(link).toContain('href="https://example.test/a&#34;.jpg"');
      expect(link).not.toContain("imagesrcset");
    });

    it("preloads nothing for an unknown or malformed artwork, or on other pages", async () => {
      expect(await preloadOf("/?artwork=not-a-uuid")).toBeUndefined();
      expect(await preloadOf(`/?artwork=${randomUUID()}`)).toBeUndefined();
      expect(await preloadOf("/cart")).toBeUndefined();
    });
  });

  describe("a rendered page carries its own rules, and names the whole sheet", () => {
    // A built client of two files: its index.html and a stylesheet with a rule for the 404
    // page's heading, one for no element the shop renders, and a font, left to the whole sheet.
    const clientDir = createTempDir();
    const sheet = [
      ".font-serif{font-family:serif}",
      ".never-rendered-class{color:red}",
      '@font-face{font-family:Inter;src:url("/assets/inter.woff2")}',
    ].join("");
    mkdirSync(path.join(clientDir, "assets"));
    writeFileSync(path.join(clientDir, "assets/index-T.css"), sheet);
    writeFileSync(
      path.join(clientDir, "index.html"),
      '<!doctype html><html><head><link rel="stylesheet" crossorigin href="/assets/index-T.css"></head><body><div id="root"></div></body></html>',
    );
    const site = useTestApp({ clientDir, artworks: [{ title: "Harbour" }] });
    const styleOf = async (url: string) =>
      (await (await site.app.request(url)).text()).match(/<style[^>]*>[^<]*<\/style>/)?.[0];

    it.each(["/no-such-page", "/", "/?q=harbour"])("%s: only the rules it uses", async (url) => {
      const style = await styleOf(url);
      expect(style).toMatch(/^<style data-whole="\/assets\/index-T\.css">/);
      expect(style).toContain(".font-serif{font-family:serif}");
      expect(style).not.toContain("@font-face");
      expect(style).not.toContain("never-rendered-class");
    });

    it("a page the app draws in the browser gets the whole sheet", async () => {
      expect(await styleOf("/cart")).toBe(`<style>${sheet}</style>`);
    });

    it("serves the whole sheet the page names", async () => {
      const response = await site.app.request("/assets/index-T.css");
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(sheet);
    });
  });
});
