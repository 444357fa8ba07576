import { getTableColumns } from "drizzle-orm";
import type { Queryable } from "#server/db/client";
import { artworks } from "#server/db/schema";
import type { Artwork, Availability, Dimensions } from "#shared/artwork";
import { bandFor, type ShippingBand } from "#shared/delivery";
import { type EditionFields, editionsOf, toEdition } from "./editions";
import { availabilitySql } from "./holds";
import { type ImageFields, imagesAnswer, imagesOf } from "./images";

// A row of the artworks table as the API shows it: its availability, size, band and photographs.

export type ArtworkRow = typeof artworks.$inferSelect & { availability: Availability };

/** An artwork's columns with its availability at `now`, for every read. */
export function artworkColumns(now: Date) {
  return { ...getTableColumns(artworks), availability: availabilitySql(now) };
}

type SizeColumns = Pick<ArtworkRow, "widthCm" | "heightCm" | "shippingBand">;

const dimensionsOfRow = (row: SizeColumns): Dimensions | null =>
  row.widthCm === null || row.heightCm === null
    ? null
    : { widthCm: row.widthCm, heightCm: row.heightCm };

/** The band a painting ships in: the owner's choice, or the one its size gives. */
export const shippingBandOf = (row: SizeColumns): ShippingBand =>
  row.shippingBand ?? bandFor(dimensionsOfRow(row));

/** A work as the API shows it, with its photographs in order and its editions on sale. */
export function toArtwork(
  row: ArtworkRow,
  images: readonly ImageFields[],
  editions: readonly EditionFields[],
): Artwork {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    artist: row.artist,
    description: row.description,
    price: row.price,
    imageUrl: row.imageUrl,
    images: imagesAnswer(images, row),
    medium: row.medium,
    size: row.size,
    dimensions: dimensionsOfRow(row),
    year: row.year,
    style: row.style,
    subject: row.subject,
    signed: row.signed,
    framed: row.framed,
    shippingBand: shippingBandOf(row),
    availability: row.availability,
    visibility: row.visibility,
    releaseAt: row.releaseAt?.toISOString() ?? null,
    featured: row.featuredOrder !== null,
    featuredOrder: row.featuredOrder,
    seriesId: row.seriesId,
    editions: editions.map(toEdition),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Rows as artworks, each with its photographs and its editions: two more statements for all of
 * them.
 */
export async function toArtworks(
  db: Queryable,
  rows: readonly ArtworkRow[],
  now: Date,
): Promise<Artwork[]> {
  const ids = rows.map((row) => row.id);
  const [images, editions] = await Promise.all([imagesOf(db, ids), editionsOf(db, ids, now)]);
  return rows.map((row) => toArtwork(row, images.get(row.id) ?? [], editions.get(row.id) ?? []));
}
