import { escapeHtml } from "#server/lib/html";
import { shorten } from "#server/lib/shorten";
import { CARD_HEIGHT, CARD_WIDTH } from "#server/share-cards/layout";
import { artworkCardName, cardUrl } from "#server/share-cards/names";
import type { Artwork } from "#shared/artwork";
import { onSale, printName } from "#shared/editions";
import { IMAGE_LARGEST, parseStoredImageUrl, storedImageUrl } from "#shared/images";
import { artworkHref } from "#shared/links";
import { messages } from "#shared/messages";
import { formatPrice } from "#shared/money";
import { PHOTO_WIDTHS, photoKey, photoUrl } from "#shared/profile-photo";
import { privatePaths, routes } from "#shared/routes";
import type { ShopInfo } from "#shared/shop";

const texts = messages.head;

/** What a page says about itself to browsers, crawlers and link previews. */
export type PageHead = {
  title: string;
  description: string;
  /** Absolute. */
  canonical: string;
  /** The gallery's name (og:site_name). */
  siteName: string;
  /** The preview's picture: a share card (decision 026), absolute, with its size and type. */
  image?: { url: string; alt: string; width: number; height: number; type: string };
  type: "website" | "product";
  /** A painting for sale (Open Graph's product tags): its price and whether it can be bought. */
  product?: { amount: string; currency: "GBP"; availability: "in stock" | "out of stock" };
  noindex: boolean;
  /** schema.org's description of what the page shows: one thing, or several (each its own). */
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
};

/** How pages describe their language to previews. */
const LOCALE = "en_GB";

/** Private pages, which no search engine should list (the route table's). */
export const PRIVATE_PAGES = privatePaths;

export { shorten };

/** An image's absolute URL for previews: Atelier's own in its widest variant (1280 px). */
export function previewImage(imageUrl: string, publicUrl: string): string {
  const stored = parseStoredImageUrl(imageUrl);
  return new URL(stored ? storedImageUrl(stored.key, IMAGE_LARGEST) : imageUrl, publicUrl).href;
}

/** A share card as a preview's picture, described for those who cannot see it. */
export function cardImage(name: string, alt: string, publicUrl: string): PageHead["image"] {
  return {
    url: cardUrl(name, publicUrl),
    alt,
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    type: "image/jpeg",
  };
}

/**
 * What the gallery's card shows, for those who cannot see it: its name and its newest works,
 * "A, B and C by Maren Holloway" when one artist painted them all.
 */
export function galleryCardAlt(
  galleryName: string,
  works: Array<Pick<Artwork, "title" | "artist">>,
): string {
  if (works.length === 0) return galleryName;
  const { list, work: by } = texts;
  const artists = new Set(works.map((work) => work.artist));
  const shown =
    artists.size === 1
      ? by(list(works.map((work) => work.title)), works[0].artist)
      : list(works.map((work) => by(work.title, work.artist)));
  return texts.galleryCardAlt(galleryName, shown);
}

/** A size in centimetres, as schema.org's QuantitativeValue (UN/CEFACT's CMT). */
const centimetres = (value: number) => ({ "@type": "QuantitativeValue", value, unitCode: "CMT" });

/**
 * The head of `/?artwork=<slug>`: the painting, its price, its card and a schema.org
 * VisualArtwork (whose image is the painting itself, not the card), by her (`artistName`, once
 * she has given it; else the work's own artist).
 */
export function artworkHead(
  artwork: Artwork,
  site: { publicUrl: string; galleryName: string },
  artistName = "",
): PageHead {
  const url = new URL(artworkHref(artwork.slug), site.publicUrl).href;
  const available = artwork.availability === "available";
  const forSale = available
    ? formatPrice(artwork.price)
    : artwork.availability === "sold"
      ? messages.availability.sold
      : messages.availability.reserved;
  const about = artwork.description ? ` ${artwork.description}` : "";
  const price = artwork.price.toFixed(2);
  const work = texts.work(artwork.title, artwork.artist);
  return {
    title: texts.workTitle(work, site.galleryName),
    description: shorten(
      texts.workDescription(work, artwork.medium, artwork.size, forSale) + about,
    ),
    canonical: url,
    siteName: site.galleryName,
    image: cardImage(artworkCardName(artwork, site.galleryName), work, site.publicUrl),
    type: "product",
    product: {
      amount: price,
      currency: "GBP",
      availability: available ? "in stock" : "out of stock",
    },
    noindex: false,
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "VisualArtwork",
      name: artwork.title,
      creator: { "@type": "Person", name: artistName || artwork.artist },
      artMedium: artwork.medium,
      size: artwork.size,
      ...(artwork.dimensions
        ? {
            width: centimetres(artwork.dimensions.widthCm),
            height: centimetres(artwork.dimensions.heightCm),
          }
        : {}),
      // The owner's own words for it: the year it was painted, its style and its subject.
      // Nothing the shop does not know is said (no rating: the shop's reviews are of its
      // service, not of this work).
      dateCreated: String(artwork.year),
      genre: artwork.style,
      about: artwork.subject,
      // Every photograph of it, the main one first.
      image: artwork.images.map((photo) => previewImage(photo.url, site.publicUrl)),
      url,
      ...(artwork.description ? { description: artwork.description } : {}),
      offers: withPrints(
        {
          "@type": "Offer",
          price,
          priceCurrency: "GBP",
          availability: available ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
          url,
        },
        artwork,
        url,
      ),
    },
  } satisfies PageHead;
}

/**
 * The original's offer, and after it one per edition of prints on sale (named by its format and
 * size), so search engines see both; the original's alone when it has no prints.
 */
function withPrints(original: Record<string, unknown>, artwork: Artwork, url: string) {
  if (artwork.editions.length === 0) return original;
  return [
    original,
    ...artwork.editions.map((edition) => ({
      "@type": "Offer",
      name: printName(edition),
      price: edition.price.toFixed(2),
      priceCurrency: "GBP",
      availability: onSale(edition) ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
      url,
    })),
  ];
}

/**
 * What the home page says of the shop to search engines (schema.org): the trader — its name,
 * address, e-mail, VAT number and, for a company, its number — and the artist, once she has
 * given her name, with her statement, portrait and About page.
 */
export function shopJsonLd(shop: ShopInfo, publicUrl: string): Record<string, unknown>[] {
  const home = new URL("/", publicUrl).href;
  const trader = {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${home}#shop`,
    name: shop.businessName || shop.galleryName,
    url: home,
    ...(shop.address ? { address: oneLine(shop.address) } : {}),
    ...(shop.email ? { email: shop.email } : {}),
    ...(shop.vatNumber ? { vatID: shop.vatNumber } : {}),
    ...(shop.businessForm === "company" && shop.companyNumber
      ? {
          identifier: {
            "@type": "PropertyValue",
            propertyID: messages.adminShop.companyNumber,
            value: shop.companyNumber,
          },
        }
      : {}),
  };
  if (!shop.artistName) return [trader];
  const artist = {
    "@context": "https://schema.org",
    "@type": "Person",
    "@id": `${home}#artist`,
    name: shop.artistName,
    url: new URL(routes.about.path, publicUrl).href,
    ...(shop.statement ? { description: shop.statement } : {}),
    ...(shop.portraitUrl ? { image: new URL(largestPhoto(shop.portraitUrl), publicUrl).href } : {}),
  };
  return [trader, artist];
}

/** An address's lines as one, as schema.org takes an address in text. */
const oneLine = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .join(", ");

/** A photo's widest variant, for previews; any other URL as it is. */
function largestPhoto(url: string): string {
  const key = photoKey(url);
  return key ? photoUrl(key, PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]) : url;
}

/** Writes a head as tags. Every value is escaped; JSON-LD cannot close its script element. */
export function renderHead(head: PageHead): string {
  const tag = (name: string, attribute: "name" | "property", content: string | number) =>
    `<meta ${attribute}="${name}" content="${escapeHtml(String(content))}">`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    tag("description", "name", head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    tag("og:title", "property", head.title),
    tag("og:description", "property", head.description),
    tag("og:url", "property", head.canonical),
    tag("og:type", "property", head.type),
    tag("og:site_name", "property", head.siteName),
    tag("og:locale", "property", LOCALE),
    tag("twitter:card", "name", "summary_large_image"),
    tag("twitter:title", "name", head.title),
    tag("twitter:description", "name", head.description),
  ];
  if (head.image) {
    tags.push(
      tag("og:image", "property", head.image.url),
      tag("og:image:type", "property", head.image.type),
      tag("og:image:width", "property", head.image.width),
      tag("og:image:height", "property", head.image.height),
      tag("og:image:alt", "property", head.image.alt),
      tag("twitter:image", "name", head.image.url),
      tag("twitter:image:alt", "name", head.image.alt),
    );
  }
  if (head.product) {
    tags.push(
      tag("product:price:amount", "property", head.product.amount),
      tag("product:price:currency", "property", head.product.currency),
      tag("product:availability", "property", head.product.availability),
    );
  }
  if (head.noindex) tags.push(tag("robots", "name", "noindex"));
  for (const thing of [head.jsonLd ?? []].flat()) {
    const json = JSON.stringify(thing)
      .replace(/</g, "\\u003c")
      .replace(/\u2028|\u2029/g, "");
    tags.push(`<script type="application/ld+json">${json}</script>`);
  }
  return tags.join("\n    ");
}
