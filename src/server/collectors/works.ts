import { artworks } from "#server/db/schema";

/** What a collector's mail shows of a painting (`NewWork` in mails.ts), as columns to select. */
export const workColumns = {
  id: artworks.id,
  slug: artworks.slug,
  title: artworks.title,
  artist: artworks.artist,
  price: artworks.price,
  medium: artworks.medium,
  size: artworks.size,
  imageUrl: artworks.imageUrl,
};
