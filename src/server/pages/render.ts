import { getArtwork, listArtworks } from "#server/catalogue/service";
import { publicSlugOf } from "#server/catalogue/slugs";
import type { Db } from "#server/db/client";
import { publishedReviews } from "#server/reviews/service";
import { listSeries, seriesBySlug } from "#server/series/service";
import { artworkCardName, galleryCardName } from "#server/share-cards/names";
import { firstParagraph } from "#server/shop/markdown";
import { readPage } from "#server/shop/pages";
import { readShopInfo } from "#server/shop/service";
import { type Artwork, PAGE_SIZE } from "#shared/artwork";
import { hasActiveFilters, readFilters } from "#shared/filters";
import { HERO_COUNT, heroWorks } from "#shared/hero";
import { IMAGE_SIZES } from "#shared/images";
import { artworkHref } from "#shared/links";
import { messages } from "#shared/messages";
import type { RenderData } from "#shared/render-data";
import { isPrivatePath, routes } from "#shared/routes";
import { seriesHref } from "#shared/series-slug";
import type { ShopBasics, ShopPageSlug } from "#shared/shop";
import { isArtworkRef, looksLikeUuid } from "#shared/slug";
import { APP_AFTER_PAINT_TAG } from "./app-after-paint";
import { EARLY_ACTIVATIONS_TAG } from "./early-activations";
import {
  artworkHead,
  cardImage,
  galleryCardAlt,
  type PageHead,
  renderHead,
  shopJsonLd,
  shorten,
} from "./head";

/** The site as its pages name it, and the shop as configured. */
type Site = ShopBasics & { publicUrl: string };

/**
 * Where an artwork's page named by its id (`/?artwork=<id>`, as links were before slugs) is now:
 * the same query with its slug in place of the id, for a work the public may see; undefined for
 * any other address.
 */
export async function movedArtworkHref(db: Db, url: URL, now: Date) {
  const param = url.searchParams.get("artwork");
  if (param === null || !looksLikeUuid(param)) return undefined;
  const slug = await publicSlugOf(db, param, now);
  return slug === undefined ? undefined : artworkHref(slug, url.searchParams);
}

/**
 * What `/` needs to render with its data, read as the client would read it — the
 * gallery's first page (and the hero's works, taken from it when nothing filters it),
 * or one artwork — the head that describes it, and its largest image (to preload). No more
 * database work than the page's own requests; nothing from the URL reaches the HTML unescaped.
 */
export async function homePage(
  db: Db,
  url: URL,
  now: Date,
  site: Site,
  /** The catalogue's size, as the API has it (kept per catalogue version: decision 010). */
  total?: () => Promise<number>,
) {
  const artworkParam = url.searchParams.get("artwork");
  const home = new URL("/", site.publicUrl).href;
  // Who trades, for the foot of the page (kept with the page: saving the settings makes a new
  // catalogue version, shop/service.ts).
  const shopInfo = readShopInfo(db, site);
  if (artworkParam !== null) {
    const [artwork, shop] = await Promise.all([
      isArtworkRef(artworkParam)
        ? getArtwork(db, artworkParam, now).then((found) => found ?? null)
        : null,
      shopInfo,
    ]);
    const data: RenderData = { detail: { id: artworkParam, artwork }, shop };
    const head: PageHead = artwork
      ? artworkHead(artwork, site, shop.artistName)
      : {
          title: `${messages.detail.notFound} — ${site.galleryName}`,
          description: messages.detail.notFound,
          canonical: home,
          siteName: site.galleryName,
          type: "website",
          noindex: true,
        };
    return {
      data,
      head,
      status: artwork ? (200 as const) : (404 as const),
      largestImage: artwork ? { imageUrl: artwork.imageUrl, sizes: IMAGE_SIZES.detail } : undefined,
    };
  }

  const filters = readFilters(url.searchParams);
  // Unfiltered, the first page is the newest artworks and carries the featured ones: the hero
  // takes its works from it, as the browser does (GalleryList). Filtered, the hero's are asked
  // for alongside the page.
  const filtered = hasActiveFilters(filters);
  const [page, newest, shop, series] = await Promise.all([
    listArtworks(db, filters, { limit: PAGE_SIZE }, now, total),
    filtered ? listArtworks(db, {}, { limit: HERO_COUNT }, now, total) : undefined,
    shopInfo,
    // The filter bar's Series choice (kept with the page: a series changed is a new version).
    listSeries(db, now),
  ]);
  const works = heroWorks(newest ?? page);
  const cover = works[0];
  const head: PageHead = {
    title: !filtered
      ? `${site.galleryName} — ${messages.home.heroTitle}`
      : `${filters.q ? `“${filters.q}” — ` : ""}${messages.home.collection} — ${site.galleryName}`,
    description: shop.metaDescription,
    // Filtered views are the same gallery: one canonical page for search engines, one card.
    canonical: home,
    siteName: site.galleryName,
    type: "website",
    noindex: false,
    image: cardImage(
      galleryCardName(works, site.galleryName),
      galleryCardAlt(site.galleryName, works),
      site.publicUrl,
    ),
    jsonLd: shopJsonLd(shop, site.publicUrl),
  };
  return {
    data: { list: { filters, page }, newest, shop, series } satisfies RenderData,
    head,
    status: 200 as const,
    largestImage: cover ? { imageUrl: cover.imageUrl, sizes: IMAGE_SIZES.hero } : undefined,
  };
}

/**
 * What one of the shop's own pages needs to render with its data: the page (the owner's, or
 * its default with the business details) and who trades, and the head that describes it — its
 * first paragraph as its description.
 */
export async function shopPage(db: Db, slug: ShopPageSlug, site: Site) {
  const shopInfo = readShopInfo(db, site);
  const [shop, page] = await Promise.all([shopInfo, readPage(db, slug, () => shopInfo)]);
  const head: PageHead = {
    title: `${page.title} — ${shop.galleryName}`,
    description: shorten(firstParagraph(page.markdown) || page.title),
    canonical: siteUrl(routes[slug].path, site.publicUrl),
    siteName: shop.galleryName,
    type: "website",
    noindex: false,
  };
  return { data: { shop, shopPage: page } satisfies RenderData, head };
}

/** `/reviews`, rendered with the published reviews: read for each request, like the shop's pages. */
export async function reviewsPage(db: Db, site: Site) {
  const [shop, reviews] = await Promise.all([readShopInfo(db, site), publishedReviews(db)]);
  const head: PageHead = {
    title: `${messages.reviews.title} — ${shop.galleryName}`,
    description: messages.reviews.intro,
    canonical: siteUrl(routes.reviews.path, site.publicUrl),
    siteName: shop.galleryName,
    type: "website",
    noindex: false,
  };
  return { data: { shop, reviews } satisfies RenderData, head };
}

/**
 * A path the shop has no page at (or a page its link does not open: `/setup` without its
 * token), rendered as the app shows it — the words, the way home and the newest paintings —
 * so that its HTML says so before any script has run; a 404.
 */
export async function missingPage(
  db: Db,
  shell: PageHead,
  site: Site,
  now: Date,
  answered: RenderData = {},
) {
  const [shop, newest] = await Promise.all([
    readShopInfo(db, site),
    listArtworks(db, {}, { limit: HERO_COUNT }, now),
  ]);
  const head: PageHead = {
    ...shell,
    title: `${messages.notFound.title} — ${site.galleryName}`,
    noindex: true,
  };
  return { data: { ...answered, shop, newest } satisfies RenderData, head, status: 404 as const };
}

/** A painting's share card as a page's preview picture (its title and artist as its words). */
function workCard(work: Artwork, site: { publicUrl: string; galleryName: string }) {
  return cardImage(
    artworkCardName(work, site.galleryName),
    messages.head.work(work.title, work.artist),
    site.publicUrl,
  );
}

/**
 * `/series`, rendered with every series (each with the newest of its public works as its
 * cover), read for each request like the shop's pages. Its preview is the first series' cover.
 */
export async function seriesListPage(db: Db, site: Site, now: Date) {
  const [shop, series] = await Promise.all([readShopInfo(db, site), listSeries(db, now)]);
  const shown = series.find((each) => each.workCount > 0);
  const cover = shown
    ? (await listArtworks(db, { series: shown.slug }, { limit: 1 }, now)).items[0]
    : undefined;
  const head: PageHead = {
    title: `${messages.series.title} — ${shop.galleryName}`,
    description: messages.series.listDescription(shop.galleryName),
    canonical: siteUrl(routes.series.path, site.publicUrl),
    siteName: shop.galleryName,
    type: "website",
    noindex: false,
    ...(cover
      ? { image: workCard(cover, { publicUrl: site.publicUrl, galleryName: shop.galleryName }) }
      : {}),
  };
  return { data: { shop, series } satisfies RenderData, head, status: 200 as const };
}

/**
 * `/series/<slug>`, rendered with the series and the first page of its works (as the gallery
 * lists them, under the gallery's own query for them, so "Load more" goes on from it), its
 * statement's first paragraph as its description and its newest work's card as its preview.
 * A slug no series has: the page says so, with a 404.
 */
export async function seriesPage(db: Db, slug: string, site: Site, now: Date) {
  const [shop, series] = await Promise.all([readShopInfo(db, site), seriesBySlug(db, slug, now)]);
  if (!series) {
    const head: PageHead = {
      title: `${messages.series.notFound} — ${shop.galleryName}`,
      description: messages.series.notFoundText,
      canonical: siteUrl(routes.series.path, site.publicUrl),
      siteName: shop.galleryName,
      type: "website",
      noindex: true,
    };
    const data: RenderData = { shop, seriesPage: { slug, page: null } };
    return { data, head, status: 404 as const };
  }
  const filters = { series: series.slug };
  const works = await listArtworks(db, filters, { limit: PAGE_SIZE }, now);
  const cover = works.items[0];
  const head: PageHead = {
    title: `${series.name} — ${shop.galleryName}`,
    description: shorten(
      firstParagraph(series.statement) ||
        messages.series.description(series.name, shop.galleryName),
    ),
    canonical: siteUrl(seriesHref(series.slug), site.publicUrl),
    siteName: shop.galleryName,
    type: "website",
    noindex: false,
    ...(cover
      ? { image: workCard(cover, { publicUrl: site.publicUrl, galleryName: shop.galleryName }) }
      : {}),
  };
  const data: RenderData = {
    shop,
    seriesPage: { slug, page: { series, works } },
    list: { filters, page: works },
  };
  return { data, head, status: 200 as const };
}

/**
 * The site's URL for a request's path, whatever it holds: resolved as a URL, a path beginning
 * with "//" or "/\\" would name another host (or none, and throw); set as a path, it is one.
 */
function siteUrl(path: string, publicUrl: string): string {
  const url = new URL(publicUrl);
  url.pathname = path;
  return url.href;
}

/**
 * The head of a page the server does not render (the app shell), with the site's description:
 * private ones say noindex.
 */
export function shellHead(path: string, site: Site, description: string): PageHead {
  return {
    title: site.galleryName,
    description,
    canonical: siteUrl(path, site.publicUrl),
    siteName: site.galleryName,
    type: "website",
    noindex: isPrivatePath(path),
  };
}

/** index.html with `head` in place of its title and description, and the rendered app. */
export function fillTemplate(
  template: string,
  parts: { head: PageHead; html?: string; state?: string; extraHead?: string },
): string {
  const page = template
    .replace(/<title>[\s\S]*?<\/title>/, "")
    .replace(/<meta name="description"[^>]*>/, "");
  // Before the scripts: the page's largest image (extraHead's preload) is asked for first,
  // ahead of the JavaScript that competes with it for the line (for a fast largest paint).
  // The script that keeps early presses runs before any of the body is parsed (decision 043),
  // and the one that asks for the app once the painting is drawn is listening by then.
  const at = page.search(/<script type="module"|<style|<\/head>/);
  const withHead = `${page.slice(0, at)}${EARLY_ACTIVATIONS_TAG}${APP_AFTER_PAINT_TAG}\n    ${renderHead(parts.head)}\n    ${parts.extraHead ? `${parts.extraHead}\n    ` : ""}${page.slice(at)}`;
  if (parts.html === undefined) return withHead;
  return withHead.replace(
    '<div id="root"></div>',
    () => `<div id="root">${parts.html}</div>${parts.state ?? ""}`,
  );
}
