import { and, eq, like, or, sql } from "drizzle-orm";
import type { Queryable } from "#server/db/client";
import { artworks } from "#server/db/schema";
import { artworkSlugOf, firstFreeSlug, looksLikeUuid, slugStem } from "#shared/slug";
import { PUBLIC_AUDIENCE, visibleSql } from "./visibility";

// Works' slugs, the ends of their addresses (`/?artwork=<slug>`): each made from its title
// when the work is added, and made unique. The unique index is the guard; a lock keeps it
// from refusing a work: every transaction that picks slugs takes it and holds it to its end,
// so two works added at once take turns, the second seeing the first's slug once committed.

/** The work an address names: by id when `ref` is shaped like one (no slug is), else by slug. */
export const artworkNamed = (ref: string) =>
  looksLikeUuid(ref) ? eq(artworks.id, ref) : eq(artworks.slug, ref);

/** The slug of the work with id `id`, if the public may see it at `now`. */
export async function publicSlugOf(
  db: Queryable,
  id: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .select({ slug: artworks.slug })
    .from(artworks)
    .where(and(eq(artworks.id, id), visibleSql(PUBLIC_AUDIENCE, now)));
  return row?.slug;
}

const SLUG_LOCK = 4_163_375;

/** Every slug taken that `base` or a numbered one made from it could meet. */
async function slugsLike(tx: Queryable, base: string): Promise<string[]> {
  const rows = await tx
    .select({ slug: artworks.slug })
    .from(artworks)
    .where(or(eq(artworks.slug, base), like(artworks.slug, `${slugStem(base)}-%`)));
  return rows.map((row) => row.slug);
}

/**
 * A free slug for each title, in order: "harbour", then "harbour-2" for a second "Harbour",
 * whether the first is already saved or one of `titles` before it.
 */
export async function freeArtworkSlugs(
  tx: Queryable,
  titles: readonly string[],
): Promise<string[]> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SLUG_LOCK})`);
  const taken = new Set<string>();
  const read = new Set<string>();
  const slugs: string[] = [];
  for (const title of titles) {
    const base = artworkSlugOf(title);
    if (!read.has(base)) {
      for (const slug of await slugsLike(tx, base)) taken.add(slug);
      read.add(base);
    }
    const slug = firstFreeSlug(base, taken);
    taken.add(slug);
    slugs.push(slug);
  }
  return slugs;
}

/** A free slug for one new work's title. */
export async function freeArtworkSlug(tx: Queryable, title: string): Promise<string> {
  const [slug] = await freeArtworkSlugs(tx, [title]);
  return slug;
}
