import { eq } from "drizzle-orm";
import type { Queryable } from "#server/db/client";
import { shopSettings } from "#server/db/schema";

/** The name every e-mail is from: hers, else the gallery's (chosen at setup, else `configured`). */
export const senderNameOf = (
  row: { senderName: string | null; galleryName: string | null },
  configuredGalleryName: string,
) => row.senderName || row.galleryName || configuredGalleryName;

/** The sender name as it stands now: read as each mail is sent, so her change applies at once. */
export async function readSenderName(db: Queryable, configuredGalleryName: string) {
  const [row] = await db
    .select({ senderName: shopSettings.senderName, galleryName: shopSettings.galleryName })
    .from(shopSettings)
    .where(eq(shopSettings.id, 1));
  return senderNameOf(row ?? { senderName: null, galleryName: null }, configuredGalleryName);
}
