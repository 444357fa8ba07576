import { beforeAll, describe, expect, it } from "vitest";
import { messages } from "#shared/messages";
import type { Series } from "#shared/series";
import { type TestUser, useTestApp } from "#tests/api";
import { testDbKind } from "#tests/database";

const TEMPLATE = `<!doctype html><html lang="en-GB"><head><meta name="description" content="x" /><title>%GALLERY_NAME%</title><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>`;
const SITE = "https://gallery.example";
const text = messages.series;

describe(`series' pages, rendered, on ${testDbKind}`, () => {
  const t = useTestApp({
    indexHtml: TEMPLATE,
    env: { PUBLIC_URL: SITE },
    artworks: [
      { title: "Harbour at First Light", createdAt: new Date("2026-01-01") },
      { title: "Quay in Rain", createdAt: new Date("2026-01-02") },
      { title: "Orchard", createdAt: new Date("2026-01-03") },
    ],
  });
  let owner: TestUser;
  let harbour: Series;
  let empty: Series;
  const get = async (path: string) => {
    const response = await t.app.request(path);
    return { status: response.status, html: await response.text() };
  };
  const save = async (method: string, url: string, body: unknown) => {
    const response = await t.send(method, url, body, { cookie: owner.cookie });
    expect(response.status).toBeLessThan(300);
    return (await response.json()) as Series;
  };
  const putIn = (index: number, seriesId: string | null) => {
    const work = t.artworks[index];
    return t.send(
      "PUT",
      `/api/artworks/${work.id}`,
      { ...work, description: work.description ?? "", seriesId },
      { cookie: owner.cookie },
    );
  };

  beforeAll(async () => {
    owner = await t.signIn({ owner: true });
    harbour = await save("POST", "/api/admin/series", {
      name: "Harbour",
      statement: "Boats waiting for the *tide*, painted over one winter.\n\n## The quay\n\nMore.",
    });
    empty = await save("POST", "/api/admin/series", { name: "Still <Life>" });
    for (const index of [0, 1]) expect((await putIn(index, harbour.id)).status).toBe(200);
  });

  it("renders a series' page: its statement, its works as the gallery's cards, its own head", async () => {
    const { status, html } = await get("/series/harbour");
    expect(status).toBe(200);
    expect(html).toContain("<h1");
    expect(html).toContain("Boats waiting for the <em>tide</em>");
    expect(html).toContain("<h2>The quay</h2>");
    expect(html).toContain(`href="/?series=harbour&amp;artwork=${t.artworks[1].slug}"`);
    expect(html).toContain("Harbour at First Light");
    expect(html).not.toContain("Orchard");
    expect(html).toContain(`<title>Harbour — ${t.config.galleryName}</title>`);
    expect(html).toContain(
      '<meta name="description" content="Boats waiting for the tide, painted over one winter.">',
    );
    expect(html).toContain(`<link rel="canonical" href="${SITE}/series/harbour">`);
    // Its newest work's share card is its preview.
    expect(html).toContain(
      `<meta property="og:image" content="${SITE}/images/card-${t.artworks[1].id}-`,
    );
    expect(html).not.toContain('content="noindex"');
  });

  it("renders the list: each series in order, with its count, statement and cover", async () => {
    const { status, html } = await get("/series");
    expect(status).toBe(200);
    expect(html).toContain(`<title>${text.title} — ${t.config.galleryName}</title>`);
    expect(html).toContain(`<link rel="canonical" href="${SITE}/series">`);
    expect(html.indexOf(">Harbour<")).toBeLessThan(html.indexOf("Still &lt;Life&gt;"));
    expect(html).toContain(text.workCount(2));
    expect(html).toContain(text.workCount(0));
    expect(html).toContain("Boats waiting for the tide, painted over one winter.");
    expect(html).toContain('href="/series/still-life"');
    expect(html).toContain('<meta property="og:image"');
  });

  it("answers a slug no series has with a 404 page, and an empty series with its note", async () => {
    const missing = await get("/series/nowhere");
    expect(missing.status).toBe(404);
    expect(missing.html).toContain(text.notFound);
    expect(missing.html).toContain('<meta name="robots" content="noindex">');
    expect((await get("/series/Not%20a%20slug")).status).toBe(404);
    const still = await get(`/series/${empty.slug}`);
    expect(still.status).toBe(200);
    expect(still.html).toContain(text.noWorks);
  });

  it("filters the gallery's page by series, and names each in its filter bar", async () => {
    const { html } = await get("/?series=harbour");
    expect(html).toContain(messages.home.showing(2, 3));
    expect(html).toContain(`<option value="harbour" selected="">Harbour</option>`);
    // A slug no series has: no works, not an error.
    const unknown = await get("/?series=nowhere");
    expect(unknown.status).toBe(200);
    expect(unknown.html).toContain(messages.home.noneForFilters);
  });

  it("shows a change at once: the cached gallery and the pages follow a renamed series", async () => {
    expect((await get("/")).html).toContain(">Harbour</option>");
    await save("PUT", `/api/admin/series/${harbour.id}`, { name: "Harbour Lights" });
    expect((await get("/")).html).toContain(">Harbour Lights</option>");
    expect((await get("/series/harbour")).html).toContain("Harbour Lights");
  });

  it("lists every series' page in the sitemap, with the list's", async () => {
    const xml = await (await t.app.request("/sitemap.xml")).text();
    expect(xml).toContain(`<loc>${SITE}/series</loc>`);
    expect(xml).toMatch(new RegExp(`<loc>${SITE}/series/harbour</loc><lastmod>[^<]+</lastmod>`));
    expect(xml).toContain(`<loc>${SITE}/series/still-life</loc>`);
    for (const work of t.artworks) expect(xml).toContain(`/?artwork=${work.slug}`);
  });
});
