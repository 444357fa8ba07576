import { beforeAll, describe, expect, it } from "vitest";
import { messages } from "#shared/messages";
import type { SettingsBody, ShopPage } from "#shared/shop";
import { getJson, type TestUser, useTestApp } from "#tests/api";
import { testDbKind } from "#tests/database";

const text = messages.shopPages;

const settings: SettingsBody = {
  businessName: "Maren Holloway Fine Art",
  address: "Studio 4, 12 Harbour Street\nFalmouth TR11 2AB",
  email: "studio@holloway.example",
  vatNumber: "GB123456789",
  delivery: {
    rates: {
      uk: { small: 0, medium: 12.5, large: 25, oversize: 60 },
      europe: { small: 45, medium: 75, large: 140, oversize: null },
      world: { small: 80, medium: 140, large: null, oversize: null },
    },
    collection: true,
  },
};

const SLUGS = ["about", "delivery", "returns", "terms", "privacy"] as const;

describe(`the shop's own pages through the API on ${testDbKind}`, () => {
  const t = useTestApp();
  let owner: TestUser;
  let shopper: TestUser;
  beforeAll(async () => {
    owner = await t.signIn({ owner: true });
    shopper = await t.signIn();
  });
  const page = async (slug: string) => getJson<ShopPage>(t.app, `/api/pages/${slug}`);
  const put = (slug: string, body: unknown, user: TestUser | null = owner) =>
    t.send("PUT", `/api/admin/pages/${slug}`, body, user ? { cookie: user.cookie } : {});
  const preview = (body: unknown, user: TestUser | null = owner) =>
    t.send("POST", "/api/admin/pages/preview", body, user ? { cookie: user.cookie } : {});

  it("reads every page's default before the owner writes one: its title, Markdown and HTML", async () => {
    for (const slug of SLUGS) {
      const { status, body } = await page(slug);
      expect(status).toBe(200);
      expect(body).toMatchObject({ slug, title: text.defaultTitles[slug], updatedAt: null });
      expect(body.markdown.length).toBeGreaterThan(500);
      expect(body.html).toContain("<h2>");
      if (slug !== "returns" && slug !== "delivery") {
        expect(body.markdown).toContain(t.config.galleryName);
      }
    }
    // Until the owner gives a trading name, the gallery's stands for it, said once.
    expect((await page("terms")).body.markdown).toContain(
      `${t.config.galleryName} is run by a sole trader in the United Kingdom.`,
    );
  });

  it("fills the defaults with the business details and the rates as they are now", async () => {
    const saved = await t.send("PUT", "/api/admin/settings", settings, { cookie: owner.cookie });
    expect(saved.status).toBe(200);

    const terms = (await page("terms")).body;
    expect(terms.html).toContain("Maren Holloway Fine Art");
    expect(terms.html).toContain("Studio 4, 12 Harbour Street, Falmouth TR11 2AB");
    expect(terms.html).toContain('<a href="mailto:studio@holloway.example">');
    expect(terms.html).toContain("Our VAT number is GB123456789.");
    expect(terms.html).toContain("Consumer Rights Act 2015");
    expect(terms.html).toContain("England and Wales");
    expect(terms.html).toContain("within 14 days of the day you receive");

    const delivery = (await page("delivery")).body;
    expect(delivery.html).toContain(`<h3>${text.zones.uk}</h3>`);
    expect(delivery.html).toContain(`<h3>${text.zones.world}</h3>`);
    expect(delivery.html).toContain("Small (longest side up to 50 cm): Free");
    expect(delivery.html).toContain("Medium (longest side up to 100 cm): £12.50");
    expect(delivery.html).toContain("Large (longest side up to 150 cm): £140");
    expect(delivery.html).toContain(`Large (longest side up to 150 cm): ${text.notShipped}`);
    expect(delivery.html).toContain("Collection from the studio");
    expect(delivery.html).toContain("import VAT and customs duties");

    const returns = (await page("returns")).body;
    expect(returns.html).toContain("14 days");
    expect(returns.html).toContain("You pay the cost of sending the painting back");
    expect(returns.html).toContain("reply to your order confirmation e-mail");

    const privacy = (await page("privacy")).body;
    expect(privacy.html).toContain("Information Commissioner");
    expect(privacy.html).toContain("studio@holloway.example");

    // Collection off, and no VAT number: the defaults say so at once.
    await t.send(
      "PUT",
      "/api/admin/settings",
      { ...settings, vatNumber: null, delivery: { ...settings.delivery, collection: false } },
      { cookie: owner.cookie },
    );
    expect((await page("delivery")).body.html).not.toContain("Collection from the studio");
    expect((await page("terms")).body.html).toContain("We are not registered for VAT.");
  });

  it("keeps what the owner saves in place of the default, and shows it to everyone", async () => {
    const body = { title: "  About Maren  ", markdown: "## Hello\n\nI paint *the sea*." };
    const saved = await put("about", body);
    expect(saved.status).toBe(200);
    const answer = (await saved.json()) as ShopPage;
    expect(answer).toMatchObject({
      slug: "about",
      title: "About Maren",
      markdown: body.markdown,
      html: "<h2>Hello</h2>\n<p>I paint <em>the sea</em>.</p>\n",
    });
    expect(Date.parse(answer.updatedAt ?? "")).not.toBeNaN();
    expect((await page("about")).body).toEqual(answer);
    // Saved again: one page, the newer text.
    await put("about", { title: "About", markdown: "Again." });
    expect((await page("about")).body).toMatchObject({ title: "About", html: "<p>Again.</p>\n" });
  });

  it("never lets the text be HTML, a script or a dangerous link", async () => {
    const markdown = [
      "<script>alert(1)</script>",
      "",
      '<img src=x onerror="alert(1)"> <b>bold</b>',
      "",
      "[x](javascript:alert(1)) [y](JAVASCRIPT:alert(1)) [z](vbscript:msgbox)",
      "",
      "[d](data:text/html;base64,PHNjcmlwdD4=) [i](data:image/png;base64,AAAA) ![p](https://example.com/p.png)",
      "",
      "[out](https://example.com/a) [own](/delivery) [mail](mailto:a@example.com)",
    ].join("\n");
    const saved = await put("terms", { title: "Terms", markdown });
    expect(saved.status).toBe(200);
    const { html } = (await page("terms")).body;
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&lt;b&gt;bold&lt;/b&gt;");
    expect(html).not.toMatch(/<(script|img|b)\b/);
    expect(html).not.toMatch(/href="(javascript|vbscript|data):/i);
    expect(html).toContain("[x](javascript:alert(1))");
    expect(html).toContain("[d](data:text/html;base64,PHNjcmlwdD4=)");
    expect(html).toContain('<a href="https://example.com/a" rel="nofollow noopener">out</a>');
    expect(html).toContain('<a href="/delivery">own</a>');
    expect(html).toContain('<a href="mailto:a@example.com">mail</a>');
    // The preview says the same as the page.
    const shown = await preview({ markdown });
    expect(shown.status).toBe(200);
    expect(await shown.json()).toEqual({ html });
  });

  it("answers 404 for a page that is not one of the shop's", async () => {
    for (const slug of ["contact", "About", "__proto__"]) {
      const { status, body } = await getJson<{ error: string }>(t.app, `/api/pages/${slug}`);
      expect(status).toBe(404);
      expect(body).toEqual({ error: text.notFound });
      expect((await put(slug, { title: "A", markdown: "B" })).status).toBe(404);
    }
  });

  it("lets only owners write a page or preview one, from the site's own pages", async () => {
    const body = { title: "Mine", markdown: "Not yours." };
    expect((await put("privacy", body, shopper)).status).toBe(403);
    expect((await put("privacy", body, null)).status).toBe(401);
    expect((await preview({ markdown: "x" }, shopper)).status).toBe(403);
    expect((await preview({ markdown: "x" }, null)).status).toBe(401);
    const elsewhere = await t.app.request("/api/admin/pages/privacy", {
      method: "PUT",
      headers: { cookie: owner.cookie, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(elsewhere.status).toBe(403);
    expect((await page("privacy")).body.updatedAt).toBeNull();
  });

  it.each([
    ["title", { title: "", markdown: "Text" }, "Title is required"],
    ["title", { title: "x".repeat(121), markdown: "Text" }, "Title must be at most 120 characters"],
    [
      "title",
      { title: "Ab\u0007out", markdown: "Text" },
      "Title must not contain control characters",
    ],
    ["markdown", { title: "About", markdown: "  \n " }, text.markdownRequired],
    ["markdown", { title: "About", markdown: "x".repeat(20_001) }, text.markdownTooLong(20_000)],
    ["markdown", { title: "About", markdown: "Bell\u0007" }, text.markdownControl],
    ["markdown", { title: "About" }, text.markdownRequired],
  ])("refuses a bad %s beside its field, and keeps what was saved", async (field, body, reason) => {
    const before = (await page("returns")).body;
    const response = await put("returns", body);
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toEqual({ [field]: reason });
    expect((await page("returns")).body).toEqual(before);
    if (field === "markdown") {
      const refused = await preview({ markdown: (body as { markdown?: string }).markdown });
      expect(refused.status).toBe(400);
      expect((await refused.json()).fields).toEqual({ markdown: reason });
    }
  });

  it("takes a page of 20,000 characters, line breaks and tabs included", async () => {
    const markdown = `${"Line\twith a tab\r\n".repeat(1000)}`.padEnd(20_000, "x");
    expect((await put("returns", { title: "Returns", markdown })).status).toBe(200);
  });
});

const TEMPLATE = `<!doctype html><html lang="en-GB"><head><meta name="description" content="x" /><title>%GALLERY_NAME%</title><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>`;
const SITE = "https://gallery.example";

describe(`the shop's own pages as the server renders them, on ${testDbKind}`, () => {
  const t = useTestApp({
    indexHtml: TEMPLATE,
    env: { PUBLIC_URL: SITE, GALLERY_NAME: "Maren's Gallery" },
  });
  const get = async (path: string) => {
    const response = await t.app.request(path);
    return { status: response.status, html: await response.text() };
  };
  /** The foot of the page: who trades. */
  const trader = (html: string) => html.match(/<address[^>]*>([\s\S]*?)<\/address>/)?.[1] ?? "";

  it("renders /terms whole, with its head, its text and who trades at its foot", async () => {
    const owner = await t.signIn({ owner: true });
    await t.send("PUT", "/api/admin/settings", settings, { cookie: owner.cookie });
    const { status, html } = await get("/terms");
    expect(status).toBe(200);
    expect(html).toContain(`<title>${text.defaultTitles.terms} — Maren&#39;s Gallery</title>`);
    expect(html).toContain(`<link rel="canonical" href="${SITE}/terms">`);
    expect(html).toMatch(/<meta name="description" content="These terms apply when you buy/);
    expect(html).not.toContain("noindex");
    expect(html).toContain(`>${text.defaultTitles.terms}</h1>`);
    expect(html).toContain("<h2>1. Who we are</h2>");
    expect(html).toContain("Consumer Rights Act 2015");
    // The foot of the page: the trader, the e-mail, and the shop's pages.
    expect(trader(html)).toContain("Maren Holloway Fine Art");
    expect(trader(html)).toContain('href="mailto:studio@holloway.example"');
    expect(html).toContain(`<nav aria-label="${messages.footer.nav}">`);
    for (const path of ["/about", "/delivery", "/returns", "/terms", "/privacy"]) {
      expect(html).toContain(`href="${path}"`);
    }
    // Its data travels with it, so the browser asks for nothing again.
    expect(html).toContain('<script type="application/json" id="atelier-query-state">');
  });

  it("renders the owner's own text once saved, escaped, and each page at its own path", async () => {
    const owner = await t.signIn({ owner: true });
    await t.send(
      "PUT",
      "/api/admin/pages/about",
      { title: "About <Maren>", markdown: "I paint **the sea**. <script>alert(1)</script>" },
      { cookie: owner.cookie },
    );
    const { status, html } = await get("/about/");
    expect(status).toBe(200);
    expect(html).toContain("About &lt;Maren&gt;");
    expect(html).toContain("I paint <strong>the sea</strong>.");
    expect(html).not.toContain("<script>alert(1)");
    expect(html).toContain('<meta name="description" content="I paint the sea. &#60;script&#62;');
    for (const [path, title] of [
      ["/delivery", text.defaultTitles.delivery],
      ["/returns", text.defaultTitles.returns],
      ["/privacy", text.defaultTitles.privacy],
    ]) {
      const page = await get(path);
      expect(page.status).toBe(200);
      expect(page.html).toContain(`>${title}</h1>`);
    }
  });

  it("names the new trader at the foot of the gallery as soon as the settings change", async () => {
    const owner = await t.signIn({ owner: true });
    expect(trader((await get("/")).html)).toContain("Maren Holloway Fine Art");
    const renamed = {
      ...settings,
      businessName: "Holloway Studio Ltd",
      email: "hello@holloway.example",
    };
    await t.send("PUT", "/api/admin/settings", renamed, { cookie: owner.cookie });
    const foot = trader((await get("/")).html);
    expect(foot).toContain("Holloway Studio Ltd");
    expect(foot).toContain('href="mailto:hello@holloway.example"');
  });
});
