import { escapeHtml } from "#server/lib/html";
import type { Artwork } from "#shared/artwork";
import { IMAGE_LARGEST, parseStoredImageUrl, storedImageUrl } from "#shared/images";
import { artworkHref } from "#shared/links";
import { formatPrice } from "#shared/money";

/** What a page says about itself to browsers, crawlers and link previews. */
export type PageHead = {
  title: string;
  description: string;
  /** Absolute. */
  canonical: string;
  /** Absolute, at least 1200 px wide where the original allows. */
  image?: { url: string; alt: string; width?: number; height?: number };
  type: "website" | "article";
  noindex: boolean;
  jsonLd?: Record<string, unknown>;
};

/** Private pages, which no search engine should list. */
export const PRIVATE_PAGES = [
  "/admin",
  "/cart",
  "/checkout",
  "/profile",
  "/favorites",
  "/auth",
  "/follow",
];

const DESCRIPTION_MAX = 200;

/** At most `max` characters, cut at a word, with an ellipsis when cut. */
export function shorten(text: string, max = DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2)).trimEnd()}…`;
}

/** An image's absolute URL for previews: Atelier's own in its widest variant (1280 px). */
export function previewImage(imageUrl: string, publicUrl: string): string {
  const stored = parseStoredImageUrl(imageUrl);
  return new URL(stored ? storedImageUrl(stored.key, IMAGE_LARGEST) : imageUrl, publicUrl).href;
}

/** The head of `/?artwork=<id>`: the painting, its price and a schema.org VisualArtwork. */
export function artworkHead(
  artwork: Artwork,
  site: { publicUrl: string; galleryName: string },
): PageHead {
  const url = new URL(artworkHref(artwork.id), site.publicUrl).href;
  const image = previewImage(artwork.imageUrl, site.publicUrl);
  const forSale =
    artwork.availability === "available"
      ? formatPrice(artwork.price)
      : artwork.availability === "sold"
        ? "Sold"
        : "Reserved";
  const about = artwork.description ? ` ${artwork.description}` : "";
  return {
    title: `${artwork.title} by ${artwork.artist} — ${site.galleryName}`,
    description: shorten(
      `${artwork.title} by ${artwork.artist}. ${artwork.medium}, ${artwork.size}. ${forSale}.${about}`,
    ),
    canonical: url,
    image: { url: image, alt: `${artwork.title} by ${artwork.artist}` },
    type: "article",
    noindex: false,
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "VisualArtwork",
      name: artwork.title,
      creator: { "@type": "Person", name: artwork.artist },
      artMedium: artwork.medium,
      size: artwork.size,
      image,
      url,
      ...(artwork.description ? { description: artwork.description } : {}),
      offers: {
        "@type": "Offer",
        price: artwork.price.toFixed(2),
        priceCurrency: "GBP",
        availability:
          artwork.availability === "available"
            ? "https://schema.org/InStock"
            : "https://schema.org/SoldOut",
        url,
      },
    },
  } satisfies PageHead;
}

/** Writes a head as tags. Every value is escaped; JSON-LD cannot close its script element. */
export function renderHead(head: PageHead): string {
  const tag = (name: string, attribute: "name" | "property", content: string) =>
    `<meta ${attribute}="${name}" content="${escapeHtml(content)}">`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    tag("description", "name", head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    tag("og:title", "property", head.title),
    tag("og:description", "property", head.description),
    tag("og:url", "property", head.canonical),
    tag("og:type", "property", head.type),
    tag("twitter:card", "name", "summary_large_image"),
    tag("twitter:title", "name", head.title),
    tag("twitter:description", "name", head.description),
  ];
  if (head.image) {
    tags.push(
      tag("og:image", "property", head.image.url),
      tag("og:image:alt", "property", head.image.alt),
    );
    tags.push(tag("twitter:image", "name", head.image.url));
  }
  if (head.noindex) tags.push(tag("robots", "name", "noindex"));
  if (head.jsonLd) {
    const json = JSON.stringify(head.jsonLd)
      .replace(/</g, "\\u003c")
      .replace(/\u2028|\u2029/g, "");
    tags.push(`<script type="application/ld+json">${json}</script>`);
  }
  return tags.join("\n    ");
}
