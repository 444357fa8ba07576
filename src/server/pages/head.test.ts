import { describe, expect, it } from "vitest";
import { artworkCardName } from "#server/share-cards/names";
import type { Artwork } from "#shared/artwork";
import { artworkHead, galleryCardAlt, previewImage, renderHead, shorten } from "./head";

const site = { publicUrl: "https://gallery.example", galleryName: "Atelier" };
const artwork: Artwork = {
  id: "2b8f7a52-9a43-4c3e-a3a1-4f0f8c3a9e11",
  slug: "harbour-at-dawn",
  title: 'Harbour "at dawn" </script><script>alert(1)</script>',
  artist: "Maren & Co",
  description: "Thin glazes of oil.",
  price: 1250.5,
  imageUrl: "/images/harbour-640.webp",
  images: [
    {
      id: "5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
      url: "/images/harbour-640.webp",
      width: null,
      height: null,
      alt: "",
      caption: "",
    },
  ],
  medium: "Oil on canvas",
  size: "60 x 50 cm",
  dimensions: { widthCm: 60, heightCm: 50 },
  year: 2023,
  style: "Impressionist landscape",
  subject: "Seascape",
  signed: true,
  framed: false,
  shippingBand: "medium",
  availability: "available",
  visibility: "public",
  releaseAt: null,
  featured: false,
  featuredOrder: null,
  seriesId: null,
  editions: [],
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-02T00:00:00.000Z",
};

describe("the head of a painting's page", () => {
  it("gives search engines every photograph, the main one first, and keeps the card", () => {
    const detail = { ...artwork.images[0], id: "6e2d3c4b-5f60-4b7c-9d8e-0f1a2b3c4d5e" };
    const photographed = {
      ...artwork,
      images: [...artwork.images, { ...detail, url: "https://images.example/back.jpg" }],
    };
    const head = artworkHead(photographed, site);
    expect((head.jsonLd as { image: string[] }).image).toEqual([
      "https://gallery.example/images/harbour-1280.webp",
      "https://images.example/back.jpg",
    ]);
    expect(head.image).toEqual(artworkHead(artwork, site).image);
  });

  it("names the painting, its canonical URL, its card and its widest image, absolutely", () => {
    const head = artworkHead(artwork, site);
    expect(head.canonical).toBe(`https://gallery.example/?artwork=${artwork.slug}`);
    expect(head.image).toEqual({
      url: `https://gallery.example/images/${artworkCardName(artwork, "Atelier")}`,
      alt: `${artwork.title} by Maren & Co`,
      width: 1200,
      height: 630,
      type: "image/jpeg",
    });
    expect((head.jsonLd as { image: string[] }).image).toEqual([
      "https://gallery.example/images/harbour-1280.webp",
    ]);
    expect(head.description).toContain("£1,250.50");
    expect(head.noindex).toBe(false);
  });

  it("is a product with its price and availability, and a work with its size and year", () => {
    const tags = (a: Artwork) => renderHead(artworkHead(a, site));
    for (const line of [
      '<meta property="og:type" content="product">',
      '<meta property="product:price:amount" content="1250.50">',
      '<meta property="product:price:currency" content="GBP">',
      '<meta property="product:availability" content="in stock">',
      '<meta property="og:site_name" content="Atelier">',
      '<meta property="og:locale" content="en_GB">',
      '<meta property="og:image:width" content="1200">',
      '<meta property="og:image:height" content="630">',
      '<meta property="og:image:type" content="image/jpeg">',
      '<meta name="twitter:image:alt" content="Harbour &#34;at dawn&#34;',
    ]) {
      expect(tags(artwork)).toContain(line);
    }
    for (const availability of ["reserved", "sold"] as const) {
      expect(tags({ ...artwork, availability })).toContain(
        '<meta property="product:availability" content="out of stock">',
      );
    }
    const ld = (a: Artwork) => artworkHead(a, site).jsonLd as Record<string, unknown>;
    expect(ld(artwork)).toMatchObject({
      width: { "@type": "QuantitativeValue", value: 60, unitCode: "CMT" },
      height: { "@type": "QuantitativeValue", value: 50, unitCode: "CMT" },
      dateCreated: "2023",
      genre: "Impressionist landscape",
      about: "Seascape",
    });
    expect(ld(artwork)).not.toHaveProperty("aggregateRating");
    expect(ld(artwork)).not.toHaveProperty("review");
    const unmeasured = ld({ ...artwork, size: "Small", dimensions: null });
    expect(unmeasured).not.toHaveProperty("width");
    expect(unmeasured).not.toHaveProperty("height");
  });

  it("describes the gallery's card by its newest works", () => {
    const work = (title: string, artist = "Maren Holloway") => ({ title, artist });
    expect(galleryCardAlt("Atelier", [])).toBe("Atelier");
    expect(galleryCardAlt("Atelier", [work("Fen Light")])).toBe(
      "Atelier: Fen Light by Maren Holloway",
    );
    expect(galleryCardAlt("Atelier", [work("A"), work("B"), work("C")])).toBe(
      "Atelier: A, B and C by Maren Holloway",
    );
    expect(galleryCardAlt("Atelier", [work("A"), work("B", "Guest")])).toBe(
      "Atelier: A by Maren Holloway and B by Guest",
    );
  });

  it("offers a painting in stock while available and sold out otherwise", () => {
    const offer = (a: Artwork) =>
      (
        artworkHead(a, site).jsonLd as {
          offers: { availability: string; price: string; priceCurrency: string };
        }
      ).offers;
    expect(offer(artwork)).toMatchObject({
      price: "1250.50",
      priceCurrency: "GBP",
      availability: "https://schema.org/InStock",
    });
    expect(offer({ ...artwork, availability: "reserved" }).availability).toBe(
      "https://schema.org/SoldOut",
    );
    expect(artworkHead({ ...artwork, availability: "sold" }, site).description).toContain("Sold");
  });

  it("offers each edition of prints beside a sold original, sold out when none is left", () => {
    const print = {
      id: "1f0c1a52-7c43-4d8e-9f0b-2a3c4d5e6f70",
      format: "Giclée print",
      width: 30,
      height: 40,
      unit: "cm" as const,
      price: 45,
      size: 50,
      sold: 50,
      available: 0,
      signed: true,
      numbered: true,
    };
    const { jsonLd } = artworkHead(
      { ...artwork, availability: "sold", editions: [{ ...print, available: 3 }, print] },
      site,
    ) as unknown as {
      jsonLd: { offers: Array<{ name?: string; price: string; availability: string }> };
    };
    const { offers } = jsonLd;
    expect(offers.map((offer) => [offer.name, offer.price, offer.availability])).toEqual([
      [undefined, "1250.50", "https://schema.org/SoldOut"],
      ["Giclée print, 30 × 40 cm", "45.00", "https://schema.org/InStock"],
      ["Giclée print, 30 × 40 cm", "45.00", "https://schema.org/SoldOut"],
    ]);
  });

  it("keeps outside images as they are", () => {
    expect(previewImage("https://cdn.example/a.jpg", site.publicUrl)).toBe(
      "https://cdn.example/a.jpg",
    );
  });

  it("escapes every value, and JSON-LD cannot close its script", () => {
    const html = renderHead(artworkHead(artwork, site));
    expect(html).not.toContain("</script><script>alert(1)");
    expect(html).toContain("&#34;at dawn&#34;");
    expect(html).toContain("Maren &#38; Co");
    const json = html.match(/<script type="application\/ld\+json">(.*)<\/script>/)?.[1] ?? "";
    expect(JSON.parse(json).name).toBe(artwork.title);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(renderHead({ ...artworkHead(artwork, site), noindex: true })).toContain(
      '<meta name="robots" content="noindex">',
    );
  });

  it("shortens long descriptions at a word", () => {
    const text = "word ".repeat(100);
    const short = shorten(text, 50);
    expect(short.length).toBeLessThanOrEqual(50);
    expect(short.endsWith("…")).toBe(true);
    expect(shorten("Short text.")).toBe("Short text.");
  });
});
