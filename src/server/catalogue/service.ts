import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  isNotNull,
  like,
  lt,
  lte,
  min,
  type SQL,
  sql,
} from "drizzle-orm";
import type { CatalogueAnswers, ReadAt } from "#server/answers/cache";
import { sizeColumns } from "#server/db/artwork-size";
import type { Db, Queryable } from "#server/db/client";
import { artworks, catalogueVersion, orderItems, series } from "#server/db/schema";
import type { Artwork, ArtworkPage } from "#shared/artwork";
import type { ArtworkValues } from "#shared/artwork-input";
import { type CatalogueFilters, mediums, priceBounds } from "#shared/filters";
import {
  type ArtworkRow,
  artworkColumns,
  shippingBandOf,
  toArtwork,
  toArtworks,
} from "./artwork-rows";
import { type EditionFields, editionsColumn, hasPrintsOnSale, printsHeld } from "./editions";
import { availabilitySql, availableSql, heldByOrderSql, heldForCollectorSql } from "./holds";
import { addMainImages, type ImageFields, imagesColumn, replaceMainImage } from "./images";
import { artworkNamed, freeArtworkSlug } from "./slugs";
import { type Audience, PUBLIC_AUDIENCE, visibleSql } from "./visibility";

export { artworkColumns, shippingBandOf, toArtwork, toArtworks };

/** `%` and `_` typed by a shopper are literal characters. */
export function likeContains(term: string): string {
  return `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

function filterConditions(filters: CatalogueFilters, now: Date): SQL[] {
  const conditions: SQL[] = [];
  if (filters.q) {
    conditions.push(like(artworks.searchText, sql`lower(${likeContains(filters.q)})`));
  }
  if (filters.price) {
    const { min, max, minInclusive, maxInclusive } = priceBounds[filters.price];
    if (min !== undefined) {
      conditions.push(minInclusive ? gte(artworks.price, min) : gt(artworks.price, min));
    }
    if (max !== undefined) {
      conditions.push(maxInclusive ? lte(artworks.price, max) : lt(artworks.price, max));
    }
  }
  if (filters.medium) {
    const option = mediums.find((m) => m.value === filters.medium);
    if (option)
      conditions.push(like(sql`lower(${artworks.medium})`, likeContains(option.contains)));
  }
  if (filters.size) conditions.push(eq(artworks.sizeClass, filters.size));
  if (filters.availability === "available") conditions.push(availableSql(now));
  if (filters.kind === "print") conditions.push(hasPrintsOnSale(now));
  if (filters.series) {
    conditions.push(
      eq(
        artworks.seriesId,
        sql`(select ${series.id} from ${series} where ${series.slug} = ${filters.series})`,
      ),
    );
  }
  return conditions;
}

/**
 * Keyset cursor: the last row's created_at to the microsecond (as Postgres prints it, so no
 * precision is lost in JavaScript) and its id.
 */
export type Cursor = { createdAt: string; id: string };

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.createdAt}|${cursor.id}`).toString("base64url");
}

export function decodeCursor(value: string): Cursor | undefined {
  const [createdAt, id, extra] = Buffer.from(value, "base64url").toString().split("|");
  const timestamp = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  if (extra !== undefined || !timestamp.test(createdAt ?? "") || !uuid.test(id ?? "")) {
    return undefined;
  }
  // Well formed is not enough: Postgres refuses "2025-02-30…" or year 0 with an error (a 500),
  // so the moment must exist: it survives a round trip through Date (to the millisecond).
  const moment = new Date(`${createdAt.slice(0, 23)}Z`);
  if (
    Number.isNaN(moment.getTime()) ||
    moment.getUTCFullYear() < 1 ||
    moment.toISOString().slice(0, 23) !== createdAt.slice(0, 23)
  ) {
    return undefined;
  }
  return { createdAt, id };
}

export const preciseCreatedAt = sql<string>`to_char(${artworks.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const newestFirst = [desc(artworks.createdAt), desc(artworks.id)];

/**
 * After the cursor in newest-first order, as one row-value comparison: PostgreSQL reads it as
 * the bound of a backward scan of `artworks_created_at_id_idx` and seeks straight to the
 * cursor, at any depth (an OR of the two columns would filter every row before it).
 */
function afterCursor(cursor: Cursor): SQL {
  return sql`(${artworks.createdAt}, ${artworks.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`;
}

/** Artworks in the whole catalogue, as `audience` sees it at `now`. */
export async function countArtworks(
  db: Db,
  now: Date,
  audience: Audience = PUBLIC_AUDIENCE,
): Promise<number> {
  return (await db.select({ n: count() }).from(artworks).where(visibleSql(audience, now)))[0].n;
}

/** The catalogue's size as `listArtworks` asks for it, kept per catalogue version (decision 010). */
export function keptTotal(answers: CatalogueAnswers, db: Db, at: ReadAt): () => Promise<number> {
  return () => answers.catalogueSize(at, () => countArtworks(db, at.now));
}

export async function listArtworks(
  db: Db,
  filters: CatalogueFilters,
  page: { limit: number; cursor?: Cursor },
  now: Date,
  /** The whole catalogue's size when known (decision 010 keeps it per catalogue version). */
  total: () => Promise<number> = () => countArtworks(db, now, audience),
  /** Who asks: the public unless said (the owners' table lists drafts and coming works too). */
  audience: Audience = PUBLIC_AUDIENCE,
): Promise<ArtworkPage> {
  const visible = visibleSql(audience, now);
  const filtered = filterConditions(filters, now);
  const where = and(...filtered, visible);
  const columns = {
    artwork: artworkColumns(now),
    cursorAt: preciseCreatedAt,
    images: imagesColumn,
    editions: editionsColumn(now),
  };
  let rows: Array<{
    artwork: ArtworkRow;
    cursorAt: string;
    images: ImageFields[];
    editions: EditionFields[];
  }>;
  // Counts come with the first page only: the page already has them when it asks for more.
  let counts: { matched?: number; total?: number } = {};
  if (page.cursor) {
    rows = await db
      .select(columns)
      .from(artworks)
      .where(and(where, afterCursor(page.cursor)))
      .orderBy(...newestFirst)
      .limit(page.limit + 1);
  } else if (filtered.length === 0) {
    // No search or filter: the matches are the catalogue.
    const [found, n] = await Promise.all([
      db
        .select(columns)
        .from(artworks)
        .where(visible)
        .orderBy(...newestFirst)
        .limit(page.limit + 1),
      total(),
    ]);
    rows = found;
    counts = { matched: n, total: n };
  } else {
    // One pass over the matches both counts them and picks the page (by id and created_at;
    // the page's rows alone are then read whole), so a term the trigram index cannot serve
    // (one or two characters) scans the table once, not twice (decision 010). The count is
    // taken with no order asked of it, so the planner reads the matches the cheapest way.
    const matches = db.$with("matches").as(
      db
        .select({
          id: artworks.id,
          createdAt: artworks.createdAt,
          matched: sql<string>`count(*) over ()`.as("matched"),
        })
        .from(artworks)
        .where(where),
    );
    const pageOf = db.$with("page").as(
      db
        .with(matches)
        .select({ id: matches.id, matched: matches.matched })
        .from(matches)
        .orderBy(desc(matches.createdAt), desc(matches.id))
        .limit(page.limit + 1),
    );
    const found = await db
      .with(pageOf)
      .select({ ...columns, matched: pageOf.matched })
      .from(pageOf)
      .innerJoin(artworks, eq(artworks.id, pageOf.id))
      .orderBy(...newestFirst);
    rows = found;
    counts = { matched: Number(found[0]?.matched ?? 0), total: await total() };
  }

  const hasMore = rows.length > page.limit;
  const pageRows = rows.slice(0, page.limit);
  const last = pageRows.at(-1);
  // The gallery's note of what comes next, with the first page (kept as long as it: the answer
  // ends at that release, decision 010); and the hero's featured works with the unfiltered one.
  let nextReleaseAt: string | null | undefined;
  let featured: Artwork[] | undefined;
  if (!page.cursor) {
    const ahead = await releaseAndFeatured(db, now);
    nextReleaseAt = ahead.nextReleaseAt;
    // Most shops feature nothing: then the hero's works cost no statement more.
    if (filtered.length === 0 && audience.kind !== "owner") {
      featured = ahead.anyFeatured ? await featuredWorks(db, now) : [];
    }
  }
  return {
    items: pageRows.map((r) => toArtwork(r.artwork, r.images, r.editions)),
    nextCursor:
      hasMore && last ? encodeCursor({ createdAt: last.cursorAt, id: last.artwork.id }) : null,
    ...counts,
    ...(nextReleaseAt === undefined ? {} : { nextReleaseAt }),
    ...(featured ? { featured } : {}),
  };
}

/**
 * The works the owner features that the hero may show at `now`, in her order: public, released
 * and not sold (a sold or drafted one keeps its place for when it may be shown again). At most
 * four rows, read through the featured-order index.
 */
export async function featuredWorks(db: Queryable, now: Date): Promise<Artwork[]> {
  const rows = await db
    .select(artworkColumns(now))
    .from(artworks)
    .where(
      and(
        isNotNull(artworks.featuredOrder),
        visibleSql(PUBLIC_AUDIENCE, now),
        sql`${availabilitySql(now)} <> 'sold'`,
      ),
    )
    .orderBy(asc(artworks.featuredOrder));
  return toArtworks(db, rows, now);
}

/**
 * In one statement: when the next release goes on sale to everyone, if one is set (drafts'
 * times are no one's), and whether she features any work at all.
 */
async function releaseAndFeatured(db: Queryable, now: Date) {
  const next = db
    .select({ at: min(artworks.releaseAt) })
    .from(artworks)
    .where(and(eq(artworks.visibility, "public"), gt(artworks.releaseAt, now)));
  const anyFeatured = db
    .select({ one: sql`1` })
    .from(artworks)
    .where(isNotNull(artworks.featuredOrder));
  // The catalogue's one-row version table carries the two questions as columns.
  const [row] = await db
    .select({
      at: sql<Date | null>`(${next})`.mapWith(artworks.releaseAt),
      anyFeatured: sql<boolean>`exists(${anyFeatured})`,
    })
    .from(catalogueVersion)
    .where(eq(catalogueVersion.id, 1));
  return {
    nextReleaseAt: row?.at ? row.at.toISOString() : null,
    anyFeatured: row?.anyFeatured === true,
  };
}

/** One artwork by its id or slug, if `audience` may see it at `now` (the public unless said). */
export async function getArtwork(
  db: Db,
  ref: string,
  now: Date,
  audience: Audience = PUBLIC_AUDIENCE,
): Promise<Artwork | undefined> {
  const [row] = await db
    .select(artworkColumns(now))
    .from(artworks)
    .where(and(artworkNamed(ref), visibleSql(audience, now)));
  return row ? (await toArtworks(db, [row], now))[0] : undefined;
}

/** The columns an artwork's form values write: the size class and dimensions derived too. */
export function artworkRowValues(input: ArtworkValues) {
  const releaseAt = input.releaseAt === null ? null : new Date(input.releaseAt);
  return { ...input, releaseAt, ...sizeColumns(input.size) };
}

/**
 * Adds an artwork; `added`, when given, runs in the same transaction (what a new work sets in
 * motion, such as telling followers, commits with it or not at all).
 */
export async function createArtwork(
  db: Db,
  input: ArtworkValues,
  added?: (tx: Queryable, artwork: Artwork) => Promise<void>,
): Promise<Artwork> {
  return db.transaction(async (tx) => {
    const slug = await freeArtworkSlug(tx, input.title);
    const [row] = await tx
      .insert(artworks)
      .values({ ...artworkRowValues(input), slug })
      .returning();
    const artwork = toArtwork(
      { ...row, availability: "available" },
      await addMainImages(tx, [row]),
      // A new work has no prints yet.
      [],
    );
    await added?.(tx, artwork);
    return artwork;
  });
}

/**
 * Updates the form's fields plus updated_at. Undefined when there is no such artwork.
 * `changed`, when given, runs in the same transaction with the work before and after (a draft
 * made public is announced with it, or not at all).
 */
export async function updateArtwork(
  db: Db,
  id: string,
  input: ArtworkValues,
  now: Date,
  changed?: (tx: Queryable, before: Artwork, after: Artwork) => Promise<void>,
): Promise<Artwork | undefined> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select(artworkColumns(now))
      .from(artworks)
      .where(eq(artworks.id, id))
      .for("update");
    if (!before) return undefined;
    const [earlier] = await toArtworks(tx, [before], now);
    const [row] = await tx
      .update(artworks)
      .set({ ...artworkRowValues(input), updatedAt: new Date() })
      .where(eq(artworks.id, id))
      .returning(artworkColumns(now));
    // A new main photograph from the form takes the first place; the others stay.
    await replaceMainImage(tx, id, row.imageUrl);
    const [after] = await toArtworks(tx, [row], now);
    await changed?.(tx, earlier, after);
    return after;
  });
}

/** Why an artwork cannot be deleted or re-marked, or how it went. */
export type CatalogueChange = "done" | "missing" | "held";

/**
 * Deletes an artwork, except one held by an order awaiting payment.
 * A sold one can: its orders keep their snapshot and let go of it. In one transaction with
 * the artwork's row locked, so no order can take it between the check and the delete.
 */
export async function deleteArtwork(db: Db, id: string, now: Date): Promise<CatalogueChange> {
  return db.transaction((tx) => removeArtwork(tx, id, now));
}

/** deleteArtwork's steps, in a transaction the caller opened (the first run's setup's). */
export async function removeArtwork(
  tx: Queryable,
  id: string,
  now: Date,
): Promise<CatalogueChange> {
  const [row] = await tx
    .select({ availability: availabilitySql(now) })
    .from(artworks)
    .where(eq(artworks.id, id))
    .for("update");
  if (!row) return "missing";
  if (row.availability === "reserved" || (await printsHeld(tx, id))) return "held";
  await tx.update(orderItems).set({ hold: null }).where(eq(orderItems.artworkId, id));
  await tx.delete(artworks).where(eq(artworks.id, id));
  return "done";
}

/**
 * The owner marks a work sold elsewhere, or available again — only while no order
 * holds it (an order awaiting payment, or a paid one, decides its availability instead) and
 * it is kept for no collector (the owner ends that reservation first).
 */
export async function setSoldElsewhere(
  db: Db,
  id: string,
  sale: { sold: boolean; buyerName?: string; soldOn?: string },
  now: Date,
): Promise<{ change: CatalogueChange; artwork?: Artwork }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ held: sql<boolean>`${heldByOrderSql(now)} or ${heldForCollectorSql(now)}` })
      .from(artworks)
      .where(eq(artworks.id, id))
      .for("update");
    if (!row) return { change: "missing" };
    if (row.held) return { change: "held" };
    const [updated] = await tx
      .update(artworks)
      .set({
        soldElsewhere: sale.sold,
        // The register's record of the sale; a work available again forgets it.
        soldElsewhereTo: (sale.sold && sale.buyerName) || null,
        soldElsewhereOn: (sale.sold && sale.soldOn) || null,
        updatedAt: now,
      })
      .where(eq(artworks.id, id))
      .returning(artworkColumns(now));
    return { change: "done", artwork: (await toArtworks(tx, [updated], now))[0] };
  });
}

/** Whether a series has this id (an artwork may only name one that does). */
export async function seriesExists(db: Queryable, id: string): Promise<boolean> {
  const [row] = await db.select({ id: series.id }).from(series).where(eq(series.id, id));
  return row !== undefined;
}
