import { eq, sql } from "drizzle-orm";
import type { Queryable } from "#server/db/client";
import { artworks, shopPages } from "#server/db/schema";
import { type SizeUnit, sizeUnitOf } from "#shared/filters";
import type { PageInput, ShopInfo, ShopPage, ShopPageSlug } from "#shared/shop";
import { renderMarkdown } from "./markdown";
import { defaultPage } from "./page-defaults";

// The shop's own pages (about, delivery, returns, terms, privacy): what the owner wrote, kept as
// Markdown and shown as HTML rendered here, so no Markdown parser reaches the browser.

function pageOf(
  slug: ShopPageSlug,
  title: string,
  markdown: string,
  updatedAt: Date | null,
): ShopPage {
  return {
    slug,
    title,
    markdown,
    html: renderMarkdown(markdown),
    updatedAt: updatedAt?.toISOString() ?? null,
  };
}

/**
 * A page as the owner last saved it, or its default (`updatedAt` null) with the business
 * details `shop` gives — asked for only when the default is needed.
 */
export async function readPage(
  db: Queryable,
  slug: ShopPageSlug,
  shop: () => Promise<ShopInfo>,
): Promise<ShopPage> {
  const [row] = await db.select().from(shopPages).where(eq(shopPages.slug, slug));
  if (row) return pageOf(slug, row.title, row.markdown, row.updatedAt);
  // Only the Delivery page and the Terms name sizes: the others need not read the works.
  const sized = slug === "delivery" || slug === "terms";
  const [info, unit] = await Promise.all([shop(), sized ? sizeUnit(db) : ("cm" as const)]);
  const page = defaultPage(slug, info, unit);
  return pageOf(slug, page.title, page.markdown, null);
}

/**
 * The unit most of her works' sizes are written in, which the defaults give sizes in:
 * centimetres, unless more are written in inches.
 */
async function sizeUnit(db: Queryable): Promise<SizeUnit> {
  const rows = await db
    .select({ size: artworks.size })
    .from(artworks)
    .where(sql`${artworks.size} ~ '[0-9]'`);
  const inches = rows.filter((row) => sizeUnitOf(row.size) === "in").length;
  return inches * 2 > rows.length ? "in" : "cm";
}

/** Keeps the owner's page in place of its default (or of what they saved before). */
export async function savePage(
  db: Queryable,
  slug: ShopPageSlug,
  input: PageInput,
  now: Date,
): Promise<ShopPage> {
  const [row] = await db
    .insert(shopPages)
    .values({ slug, title: input.title, markdown: input.markdown, updatedAt: now })
    .onConflictDoUpdate({
      target: shopPages.slug,
      set: { title: input.title, markdown: input.markdown, updatedAt: now },
    })
    .returning();
  return pageOf(slug, row.title, row.markdown, row.updatedAt);
}

/** Markdown as its page would show it, for the owner's preview. */
export const previewPage = (markdown: string) => ({ html: renderMarkdown(markdown) });

/** The pages the owner has saved (a page never saved has no row, and reads its default). */
export async function savedPageSlugs(db: Queryable): Promise<ShopPageSlug[]> {
  const rows = await db.select({ slug: shopPages.slug }).from(shopPages);
  return rows.map((row) => row.slug);
}
