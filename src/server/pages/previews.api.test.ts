import { describe, expect, it } from "vitest";
import { saveSettings } from "#server/shop/service";
import { DEFAULT_RATES } from "#shared/delivery";
import { ratesInPounds } from "#shared/shop";
import { useTestApp } from "#tests/api";
import { testDbKind } from "#tests/database";
import { TEST_TRADER } from "#tests/order-steps";
import { checkStructuredData } from "#tests/structured-data";

const SITE = "https://gallery.example";
const TEMPLATE = `<!doctype html><html lang="en-GB"><head><meta name="description" content="x" /><title>%GALLERY_NAME%</title></head><body><div id="root"></div></body></html>`;

/** A page's meta tags, by name or property. */
const metaOf = (html: string) =>
  new Map(
    [...html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)">/g)].map((m) => [
      m[1],
      m[2],
    ]),
  );

describe(`link previews of the rendered pages on ${testDbKind}`, () => {
  const t = useTestApp({
    indexHtml: TEMPLATE,
    env: { PUBLIC_URL: SITE, GALLERY_NAME: "Maren's Studio" },
    artworks: [
      {
        title: "Harbour at First Light",
        artist: "Maren Holloway",
        price: 1250,
        size: "60 x 50 cm",
        imageUrl: "/images/harbour-1280.webp",
        year: 2022,
        style: "Impressionist landscape",
        subject: "Seascape",
        createdAt: new Date("2025-06-01"),
      },
      {
        title: "North Wind",
        artist: "Maren Holloway",
        price: 99.5,
        size: "Small",
        soldElsewhere: true,
        createdAt: new Date("2026-01-02"),
      },
    ],
  });
  const page = async (path: string) => (await t.app.request(path)).text();

  it("gives the gallery its card, its name and its locale", async () => {
    const meta = metaOf(await page("/"));
    expect(meta.get("og:image")).toMatch(/^https:\/\/gallery\.example\/images\/card-gallery-/);
    expect(meta.get("twitter:image")).toBe(meta.get("og:image"));
    expect(
      Object.fromEntries(
        [...meta].filter(
          ([name]) =>
            name !== "og:image" &&
            name !== "twitter:image" &&
            /image|site_name|locale|og:type|twitter:card/.test(name),
        ),
      ),
    ).toEqual({
      "og:type": "website",
      "og:site_name": "Maren&#39;s Studio",
      "og:locale": "en_GB",
      "twitter:card": "summary_large_image",
      "og:image:type": "image/jpeg",
      "og:image:width": "1200",
      "og:image:height": "630",
      "og:image:alt": "Maren&#39;s Studio: North Wind and Harbour at First Light by Maren Holloway",
      "twitter:image:alt":
        "Maren&#39;s Studio: North Wind and Harbour at First Light by Maren Holloway",
    });
  });

  it("makes a painting's page a product with its price, availability and card", async () => {
    const [harbour, north] = t.artworks;
    const meta = metaOf(await page(`/?artwork=${harbour.slug}`));
    expect(meta.get("og:image")).toMatch(
      new RegExp(`^https://gallery\\.example/images/card-${harbour.id}-[0-9a-f]{16}\\.jpg$`),
    );
    expect(meta.get("twitter:image")).toBe(meta.get("og:image"));
    for (const [name, value] of [
      ["og:type", "product"],
      ["product:price:amount", "1250.00"],
      ["product:price:currency", "GBP"],
      ["product:availability", "in stock"],
      ["og:image:width", "1200"],
      ["og:image:height", "630"],
      ["og:image:type", "image/jpeg"],
      ["og:image:alt", "Harbour at First Light by Maren Holloway"],
      ["twitter:image:alt", "Harbour at First Light by Maren Holloway"],
      ["og:site_name", "Maren&#39;s Studio"],
      ["og:locale", "en_GB"],
    ]) {
      expect([name, meta.get(name)]).toEqual([name, value]);
    }
    // Sold: the page and its card stay, out of stock.
    const sold = metaOf(await page(`/?artwork=${north.slug}`));
    expect(sold.get("product:availability")).toBe("out of stock");
    expect(sold.get("product:price:amount")).toBe("99.50");
    expect(sold.get("og:image")).toMatch(/\/images\/card-/);
  });

  it("describes a painting as a VisualArtwork with its size in centimetres, its year, style and subject", async () => {
    const [harbour, north] = t.artworks;
    const ldOf = async (slug: string) =>
      JSON.parse(
        (await page(`/?artwork=${slug}`)).match(
          /<script type="application\/ld\+json">(.*?)<\/script>/,
        )?.[1] ?? "{}",
      );
    expect(await ldOf(harbour.slug)).toMatchObject({
      "@type": "VisualArtwork",
      width: { "@type": "QuantitativeValue", value: 60, unitCode: "CMT" },
      height: { "@type": "QuantitativeValue", value: 50, unitCode: "CMT" },
      // The year painted, not the year it joined the gallery.
      dateCreated: "2022",
      genre: "Impressionist landscape",
      about: "Seascape",
      image: [`${SITE}/images/harbour-1280.webp`],
      offers: { "@type": "Offer", price: "1250.00", priceCurrency: "GBP" },
    });
    // "Small" gives no width or height to state.
    const unmeasured = await ldOf(north.slug);
    expect(unmeasured).not.toHaveProperty("width");
    expect(unmeasured.offers.availability).toBe("https://schema.org/SoldOut");
    // Nothing the shop does not know: no rating or review of the work.
    for (const ld of [await ldOf(harbour.slug), unmeasured]) {
      expect(ld).not.toHaveProperty("aggregateRating");
      expect(ld).not.toHaveProperty("review");
    }
  });

  it("passes the structured data testing tool's Google, Twitter and Facebook checks", async () => {
    const [harbour, north] = t.artworks;
    // A company, with the artist named: the home page describes both.
    await saveSettings(
      t.db,
      {
        ...TEST_TRADER,
        delivery: { rates: ratesInPounds(DEFAULT_RATES), collection: true },
        businessForm: "company",
        companyNumber: "01234567",
        registeredOffice: "1 Quay Street, Falmouth TR11 3AA",
        artistName: "Maren Holloway",
        statement: "Seascapes in oil.",
      },
      new Date(),
    );
    for (const path of ["/", `/?artwork=${harbour.slug}`, `/?artwork=${north.slug}`]) {
      const results = await checkStructuredData(await page(path));
      expect({ path, failed: results.failed.map((test) => test.description) }).toEqual({
        path,
        failed: [],
      });
      expect(results.passed.length).toBeGreaterThan(10);
    }
    expect((await checkStructuredData(await page("/"))).schemas).toEqual(
      expect.arrayContaining(["Organization", "Person"]),
    );
    const detail = await checkStructuredData(await page(`/?artwork=${harbour.slug}`));
    expect(detail.schemas).toContain("VisualArtwork");
    // The tool does check: a page with no preview (a private page) fails it.
    const shell = await checkStructuredData(await page("/cart"));
    expect(shell.failed.map((test) => test.description)).toContain("must have image url");
  });
});
