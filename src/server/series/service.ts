import { and, asc, count, eq, inArray, isNotNull, like, or, sql } from "drizzle-orm";
import { PUBLIC_AUDIENCE, visibleSql } from "#server/catalogue/visibility";
import type { Db, Queryable } from "#server/db/client";
import { artworks, series } from "#server/db/schema";
import { shorten } from "#server/lib/shorten";
import { firstParagraph, renderMarkdown } from "#server/shop/markdown";
import type { Series, SeriesChange, SeriesInput } from "#shared/series";
import { slugOf } from "#shared/series-slug";
import { firstFreeSlug, slugStem } from "#shared/slug";

// The series she groups her works in: kept in her order (`position`, 0 to n - 1 with no gap),
// each at a slug of its own. Every change moves the catalogue's version on (a trigger on the
// table), so the gallery's filter, the pages and the cached answers follow at once.

type SeriesRow = typeof series.$inferSelect;

/** What the public may see of each series' works at `now`: how many, and the newest's image. */
async function publicWorks(db: Queryable, now: Date, only?: string) {
  const visible = and(
    only ? eq(artworks.seriesId, only) : isNotNull(artworks.seriesId),
    visibleSql(PUBLIC_AUDIENCE, now),
  );
  const rows = await db
    .select({
      seriesId: artworks.seriesId,
      n: count(),
      cover: sql<string>`(array_agg(${artworks.imageUrl} order by ${artworks.createdAt} desc, ${artworks.id} desc))[1]`,
    })
    .from(artworks)
    .where(visible)
    .groupBy(artworks.seriesId);
  const of = (id: string) => rows.find((row) => row.seriesId === id);
  return {
    count: (id: string) => of(id)?.n ?? 0,
    cover: (id: string) => of(id)?.cover ?? null,
  };
}

function toSeries(row: SeriesRow, works: Awaited<ReturnType<typeof publicWorks>>): Series {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    statement: row.statement,
    statementHtml: renderMarkdown(row.statement),
    excerpt: shorten(firstParagraph(row.statement)),
    position: row.position,
    workCount: works.count(row.id),
    coverUrl: works.cover(row.id),
  };
}

/** Every series, in her order, with what the public may see of its works. */
export async function listSeries(db: Queryable, now: Date): Promise<Series[]> {
  const rows = await db.select().from(series).orderBy(asc(series.position));
  // Most shops have no series: then their works are not counted at all.
  if (rows.length === 0) return [];
  const works = await publicWorks(db, now);
  return rows.map((row) => toSeries(row, works));
}

/** Every series' slug and last change, in her order (the sitemap). */
export function seriesSlugs(db: Queryable) {
  return db
    .select({ slug: series.slug, updatedAt: series.updatedAt })
    .from(series)
    .orderBy(asc(series.position));
}

/** The series at `slug`, if there is one. */
export async function seriesBySlug(
  db: Queryable,
  slug: string,
  now: Date,
): Promise<Series | undefined> {
  const [row] = await db.select().from(series).where(eq(series.slug, slug));
  return row ? toSeries(row, await publicWorks(db, now, row.id)) : undefined;
}

/** Why a series could not be saved: its slug is another's, or it is not there. */
export type SeriesRefusal = "slugTaken" | "missing";
export type SeriesSaved = { ok: true; series: Series } | { ok: false; refusal: SeriesRefusal };

/**
 * The slug a new series' name gives, made unique: the first free of "harbour", "harbour-2",
 * "harbour-3"…, cut short enough for its number to fit.
 */
async function freeSlug(tx: Queryable, name: string): Promise<string> {
  const base = slugOf(name);
  const rows = await tx
    .select({ slug: series.slug })
    .from(series)
    .where(or(eq(series.slug, base), like(series.slug, `${slugStem(base)}-%`)));
  return firstFreeSlug(base, new Set(rows.map((row) => row.slug)));
}

async function slugTaken(tx: Queryable, slug: string, except?: string): Promise<boolean> {
  const [row] = await tx.select({ id: series.id }).from(series).where(eq(series.slug, slug));
  return row !== undefined && row.id !== except;
}

/**
 * Every series' id in her order with `id` moved to `position` (or last), and the rows renumbered
 * 0 to n - 1 where they changed. Every row is locked first, so two moves at once take turns.
 */
async function placeAt(tx: Queryable, id: string, position: number | undefined, now: Date) {
  const rows = await tx
    .select({ id: series.id, position: series.position })
    .from(series)
    .orderBy(asc(series.position), asc(series.createdAt))
    .for("update");
  const others = rows.filter((row) => row.id !== id).map((row) => row.id);
  const at = Math.min(position ?? others.length, others.length);
  const order = [...others.slice(0, at), id, ...others.slice(at)];
  const moved = order.filter(
    (each, index) => rows.find((row) => row.id === each)?.position !== index,
  );
  for (const each of moved) {
    await tx
      .update(series)
      .set({ position: order.indexOf(each), updatedAt: now })
      .where(eq(series.id, each));
  }
}

async function readSaved(tx: Queryable, id: string, now: Date): Promise<SeriesSaved> {
  const [row] = await tx.select().from(series).where(eq(series.id, id));
  return { ok: true, series: toSeries(row, await publicWorks(tx, now, id)) };
}

/** Adds a series: its slug from its name unless given (a given one must be free). */
export async function createSeries(db: Db, input: SeriesInput, now: Date): Promise<SeriesSaved> {
  return db.transaction(async (tx) => {
    if (input.slug && (await slugTaken(tx, input.slug))) return { ok: false, refusal: "slugTaken" };
    const slug = input.slug ?? (await freeSlug(tx, input.name));
    const [{ n }] = await tx.select({ n: count() }).from(series);
    const [row] = await tx
      .insert(series)
      .values({
        name: input.name,
        slug,
        statement: input.statement ?? "",
        // Last for now; placeAt moves it where it was asked to go.
        position: n,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: series.id });
    await placeAt(tx, row.id, input.position, now);
    return readSaved(tx, row.id, now);
  });
}

/** Changes what `change` gives of a series; a new position moves it, the others making room. */
export async function updateSeries(
  db: Db,
  id: string,
  change: SeriesChange,
  now: Date,
): Promise<SeriesSaved> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(series).where(eq(series.id, id)).for("update");
    if (!row) return { ok: false, refusal: "missing" };
    if (change.slug && (await slugTaken(tx, change.slug, id))) {
      return { ok: false, refusal: "slugTaken" };
    }
    await tx
      .update(series)
      .set({
        name: change.name ?? row.name,
        slug: change.slug ?? row.slug,
        statement: change.statement ?? row.statement,
        updatedAt: now,
      })
      .where(eq(series.id, id));
    if (change.position !== undefined) await placeAt(tx, id, change.position, now);
    return readSaved(tx, id, now);
  });
}

/**
 * Deletes a series; its works stay, in no series (the foreign key sets theirs to null), and
 * the others close the gap it leaves. False when there is no such series.
 */
export async function deleteSeries(db: Db, id: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [gone] = await tx.delete(series).where(eq(series.id, id)).returning({ id: series.id });
    if (!gone) return false;
    const rest = await tx
      .select({ id: series.id, position: series.position })
      .from(series)
      .orderBy(asc(series.position))
      .for("update");
    const shifted = rest.filter((row, index) => row.position !== index).map((row) => row.id);
    if (shifted.length > 0) {
      await tx
        .update(series)
        .set({ position: sql`${series.position} - 1`, updatedAt: now })
        .where(inArray(series.id, shifted));
    }
    return true;
  });
}
