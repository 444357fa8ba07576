import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { artworkImages, artworks } from "#server/db/schema";
import { escapeHtml } from "#server/lib/html";
import { DEFAULT_RATES } from "#shared/delivery";
import { messages } from "#shared/messages";
import { formatPrice } from "#shared/money";
import { ratesInPounds, type ShopSettings } from "#shared/shop";
import { setupTexts } from "#shared/texts/setup";
import { useTestApp } from "#tests/api";
import { testDbKind } from "#tests/database";
import { TEST_TRADER } from "#tests/order-steps";

const TEMPLATE = `<!doctype html><html lang="en-GB"><head><meta name="description" content="x" /><title>%GALLERY_NAME%</title><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>`;
const SITE = "https://gallery.example";

/** JSON-LD blocks in a page. */
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]),
  );

describe(`pages that arrive rendered, on ${testDbKind}`, () => {
  const t = useTestApp({
    indexHtml: TEMPLATE,
    env: { PUBLIC_URL: SITE, GALLERY_NAME: "Maren's <Studio>" },
    artworks: [
      {
        title: "Harbour at First Light",
        price: 850,
        imageUrl: "/images/harbour-1280.webp",
        createdAt: new Date("2026-01-01"),
      },
      {
        title: '</script><script>alert("x")</script>',
        description: "A $& test of replacement patterns",
        price: 99.5,
        createdAt: new Date("2026-01-02"),
      },
    ],
  });
  const get = async (path: string) => {
    const response = await t.app.request(path);
    return { status: response.status, html: await response.text() };
  };

  it("renders the gallery with its hero, count line and first page, and describes it", async () => {
    const { status, html } = await get("/");
    expect(status).toBe(200);
    expect(html).toContain(messages.home.heroTitle);
    expect(html).toContain(messages.home.showing(2, 2));
    expect(html).toContain("Harbour at First Light");
    expect(html).toContain(`href="/?artwork=${t.artworks[0].slug}"`); // cards are real links
    expect(html).toContain(`<link rel="canonical" href="${SITE}/">`);
    // The gallery's card of its newest works, absolutely.
    expect(html).toMatch(
      /<meta property="og:image" content="https:\/\/gallery\.example\/images\/card-gallery-[0-9a-f]{16}\.jpg">/,
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain("Maren&#39;s &#60;Studio&#62;");
    expect(html).not.toContain("<Studio>");
    // The query cache travels as JSON (no inline script), and cannot close its element.
    expect(html).toContain('<script type="application/json" id="atelier-query-state">');
    expect(html).not.toContain('</script><script>alert("x")');
    expect(html).toContain("$& test"); // a "$" in content stays a "$"
  });

  it("renders a filtered gallery as a GET form, and echoes nothing unescaped", async () => {
    const { status, html } = await get("/?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E&price=under-100");
    expect(status).toBe(200);
    expect(html).not.toContain("<script>alert(1)");
    expect(html).toMatch(/<form (method="get" action="\/"|action="\/" method="get")/);
    expect(html).toContain('name="price"');
    expect(html).toContain(
      messages.home
        .noneForTerm("<script>alert(1)</script>")
        .replace(/[<>"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c),
    );
  });

  it("renders an artwork's page with its price, preview image and VisualArtwork", async () => {
    const [harbour] = t.artworks;
    const { status, html } = await get(`/?artwork=${harbour.slug}`);
    expect(status).toBe(200);
    expect(html).toContain(
      "<title>Harbour at First Light by Test Artist — Maren&#39;s &#60;Studio&#62;</title>",
    );
    expect(html).toContain(formatPrice(850));
    expect(html).toContain(`<meta property="og:image" content="${SITE}/images/card-${harbour.id}-`);
    expect(html).toContain(`<link rel="canonical" href="${SITE}/?artwork=${harbour.slug}">`);
    const [ld] = jsonLd(html);
    expect(ld).toMatchObject({
      "@type": "VisualArtwork",
      name: "Harbour at First Light",
      creator: { name: "Test Artist" },
      offers: {
        "@type": "Offer",
        price: "850.00",
        priceCurrency: "GBP",
        availability: "https://schema.org/InStock",
      },
    });
    await t.db.update(artworks).set({ soldElsewhere: true }).where(eq(artworks.id, harbour.id));
    const sold = await get(`/?artwork=${harbour.slug}`);
    expect(jsonLd(sold.html)[0].offers.availability).toBe("https://schema.org/SoldOut");
    expect(sold.html).toContain(messages.availability.sold);
  });

  it("renders an artwork's several photographs as thumbnails under its main image", async () => {
    const [harbour] = t.artworks;
    await t.db.insert(artworkImages).values([
      {
        artworkId: harbour.id,
        position: 1,
        url: "/images/back-1280.webp",
        caption: "The back, signed",
      },
      {
        artworkId: harbour.id,
        position: 2,
        url: "/images/corner-1280.webp",
        alt: "A corner, close",
      },
    ]);
    const { html } = await get(`/?artwork=${harbour.slug}`);
    const list =
      html.match(new RegExp(`<ul aria-label="${messages.photographs.choose}".*?</ul>`))?.[0] ?? "";
    const buttons = [...list.matchAll(/<button[^>]*aria-pressed="(true|false)"[^>]*>/g)];
    const names = buttons.map((button) => button[0].match(/aria-label="([^"]*)"/)?.[1]);
    expect(names).toEqual([
      "Harbour at First Light by Test Artist",
      "The back, signed",
      "A corner, close",
    ]);
    expect(buttons.map((button) => button[1])).toEqual(["true", "false", "false"]);
    // No thumbnail's file is asked for before the app runs, after the main image: that one
    // is still the image preloaded, and the only one in the page.
    expect(list).not.toContain("<img");
    expect(html).not.toMatch(/<img[^>]*back-/);
    expect(html).toMatch(/<link rel="preload"[^>]*harbour-1280\.webp/);
  });

  it("answers an unknown or malformed artwork with the 'no longer in the gallery' view and 404", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "nope", ""]) {
      const { status, html } = await get(`/?artwork=${id}`);
      expect(status).toBe(404);
      expect(html).toContain(messages.detail.notFound);
      expect(html).toContain('<meta name="robots" content="noindex">');
    }
  });

  it("marks private pages noindex, and unknown paths 404", async () => {
    for (const path of ["/admin", "/cart", "/checkout", "/profile", "/favorites", "/auth"]) {
      const { status, html } = await get(path);
      expect(status).toBe(200);
      expect(html).toContain('<meta name="robots" content="noindex">');
    }
    const unknown = await get("/no-such-page");
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('<meta name="robots" content="noindex">');
    expect((await get("/")).html).not.toContain("noindex");
  });
  it("renders a path with no page, and the setup page without its link or with a wrong one, as the 404 page with the newest paintings", async () => {
    for (const path of ["/no-such-page", "/setup", "/setup?token=not-the-link", "/no/such/page/"]) {
      const { status, html } = await get(path);
      expect({ path, status }).toEqual({ path, status: 404 });
      const title = escapeHtml(messages.notFound.title);
      expect(html).toContain(`<h1 class="font-serif text-3xl">${title}</h1>`);
      expect(html).toContain(`<title>${title} — Maren&#39;s &#60;Studio&#62;</title>`);
      expect(html).toContain(messages.notFound.newest);
      expect(html).toContain("Harbour at First Light");
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).not.toContain(setupTexts.setup.checking);
    }
  });

  it("renders each page once per catalogue version: 304 for the page the browser has, the new one after a write", async () => {
    const first = await t.app.request("/?q=harbour");
    expect(first.status).toBe(200);
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers.get("cache-control")).toBe("no-cache");
    expect(await first.text()).toContain("Harbour at First Light");
    const again = await t.app.request("/?q=harbour", { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);

    const owner = await t.signIn({ owner: true });
    const [harbour] = t.artworks;
    const renamed = await t.send(
      "PUT",
      `/api/artworks/${harbour.id}`,
      {
        title: "Harbour at Dusk",
        artist: harbour.artist,
        description: harbour.description ?? "",
        price: harbour.price,
        medium: harbour.medium,
        size: harbour.size,
        imageUrl: harbour.imageUrl,
      },
      { cookie: owner.cookie },
    );
    expect(renamed.status).toBe(200);
    const changed = await t.app.request("/?q=harbour", { headers: { "if-none-match": etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
    const html = await changed.text();
    expect(html).toContain("Harbour at Dusk");
    expect(html).not.toContain("Harbour at First Light");
  });

  it("shows who she is on the home page, and says it to search engines, once she has said", async () => {
    const before = await get("/");
    expect(before.html).not.toContain('id="artist-title"');
    expect(before.html).toContain(`<meta name="description" content="${messages.home.heroText}">`);

    const owner = await t.signIn({ owner: true });
    const saved = await t.send(
      "PUT",
      "/api/admin/settings",
      {
        ...TEST_TRADER,
        delivery: { rates: ratesInPounds(DEFAULT_RATES), collection: true },
        vatNumber: "GB123456789",
        businessForm: "company",
        companyNumber: "01234567",
        registeredOffice: "1 Quay Street, Falmouth TR11 3AA",
        artistName: "Maren Holloway",
        statement: "I paint the Cornish coast at first light </script><b>bold</b>.",
        homeSubtitle: "Oil paintings of the sea, from a studio in Falmouth.",
        metaDescription: "Maren Holloway's seascapes in oil, sold from her studio.",
      },
      { cookie: owner.cookie },
    );
    expect(saved.status).toBe(200);
    const form = new FormData();
    const png = await sharp({
      create: { width: 300, height: 400, channels: 3, background: "#8e6c4a" },
    })
      .png()
      .toBuffer();
    form.append("photo", new File([new Uint8Array(png)], "me.png", { type: "image/png" }));
    const uploaded = await t.app.request("/api/admin/settings/portrait", {
      method: "POST",
      body: form,
      headers: { origin: SITE, cookie: owner.cookie },
    });
    expect(uploaded.status).toBe(200);
    const portrait = ((await uploaded.json()) as ShopSettings).portraitUrl ?? "";
    expect(portrait).toMatch(/^\/images\/portrait-[a-f0-9]{24}-256\.webp$/);

    // The page kept before is not served again: saving made a new catalogue version.
    const { html } = await get("/");
    expect(html).toContain("Oil paintings of the sea, from a studio in Falmouth.");
    expect(html).toMatch(/<h2 id="artist-title"[^>]*>Maren Holloway<\/h2>/);
    expect(html).toContain("I paint the Cornish coast at first light &lt;/script&gt;&lt;b&gt;");
    expect(html).toContain(`src="${portrait}"`);
    expect(html).toContain(`${portrait.replace("-256", "-512")} 512w`);
    expect(html).toContain('alt="Portrait of Maren Holloway"');
    expect(html).toContain('href="/about"');
    expect(html).toContain(
      '<meta name="description" content="Maren Holloway&#39;s seascapes in oil, sold from her studio.">',
    );
    expect(html).toContain('<meta property="og:description" content="Maren Holloway&#39;s');
    // Her words cannot close the JSON-LD's element.
    expect(html).not.toContain("</script><b>");
    expect(jsonLd(html)).toEqual([
      {
        "@context": "https://schema.org",
        "@type": "Organization",
        "@id": `${SITE}/#shop`,
        name: TEST_TRADER.businessName,
        url: `${SITE}/`,
        address: "Studio 4, 12 Harbour Street, Falmouth TR11 2AB",
        email: TEST_TRADER.email,
        vatID: "GB123456789",
        identifier: { "@type": "PropertyValue", propertyID: "Company number", value: "01234567" },
      },
      {
        "@context": "https://schema.org",
        "@type": "Person",
        "@id": `${SITE}/#artist`,
        name: "Maren Holloway",
        url: `${SITE}/about`,
        description: "I paint the Cornish coast at first light </script><b>bold</b>.",
        image: `${SITE}${portrait.replace("-256", "-512")}`,
      },
    ]);
    // Each work is hers; the shell pages carry her description too.
    const work = await get(`/?artwork=${t.artworks[0].slug}`);
    expect(jsonLd(work.html)[0].creator).toEqual({ "@type": "Person", name: "Maren Holloway" });
    expect((await get("/cart")).html).toContain(
      '<meta name="description" content="Maren Holloway&#39;s seascapes',
    );
  });
});
