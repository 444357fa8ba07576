import { desc } from "drizzle-orm";
import { getArtwork } from "#server/catalogue/service";
import type { Db } from "#server/db/client";
import { artworks } from "#server/db/schema";
import { escapeHtml } from "#server/lib/html";
import { artworkIdSchema } from "#shared/artwork";
import { IMAGE_SIZES, imageSrcSet } from "#shared/images";

/**
 * A `<link rel="preload">` for the home page's largest image — the open artwork's, else the
 * newest artwork's (the round hero image) — so the browser fetches it with the page instead
 * of after the scripts and the API call. Empty when there is nothing to preload.
 */
export async function largestImagePreload(db: Db, artworkParam: string | undefined) {
  const id = artworkIdSchema.safeParse(artworkParam);
  // A malformed artwork link shows "not found", with no image to preload.
  if (artworkParam !== undefined && !id.success) return "";
  const [artwork, sizes] = id.success
    ? [await getArtwork(db, id.data, new Date()), IMAGE_SIZES.detail]
    : [
        (
          await db
            .select({ imageUrl: artworks.imageUrl })
            .from(artworks)
            .orderBy(desc(artworks.createdAt), desc(artworks.id))
            .limit(1)
        )[0],
        IMAGE_SIZES.hero,
      ];
  if (!artwork) return "";
  const srcset = imageSrcSet(artwork.imageUrl);
  const responsive = srcset
    ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}"`
    : "";
  return `<link rel="preload" as="image" href="${escapeHtml(artwork.imageUrl)}"${responsive} fetchpriority="high">`;
}
