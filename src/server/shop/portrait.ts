import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { shopSettings } from "#server/db/schema";
import type { ImageStore } from "#server/images/image-store";
import { photoFilesRemover, storePhoto } from "#server/images/photo";
import type { Logger } from "#server/lib/logger";
import { showOnPages } from "./service";

/**
 * The artist's portrait on the home page, kept as a profile photo is (square WebP, in each of
 * its widths): a new one under a fresh key, named in the shop's row, then the one it replaces
 * removed from the store once the row no longer names it.
 */
export function createPortrait(deps: {
  db: Db;
  images: ImageStore;
  logger: Logger;
  clock: () => Date;
}) {
  const { db, images, clock } = deps;
  const removeFiles = photoFilesRemover(images, deps.logger);

  /** Names `url` (or none) as the portrait, for the pages too; the URL it replaces. */
  async function swap(url: string | null): Promise<string | null> {
    return db.transaction(async (tx) => {
      const [before] = await tx
        .select({ portraitUrl: shopSettings.portraitUrl })
        .from(shopSettings)
        .where(eq(shopSettings.id, 1))
        .for("update");
      await tx
        .update(shopSettings)
        .set({ portraitUrl: url, updatedAt: clock() })
        .where(eq(shopSettings.id, 1));
      await showOnPages(tx);
      return before?.portraitUrl ?? null;
    });
  }

  return {
    /** Stores `bytes` as her portrait, its files rendered and checked as a photo's are. */
    async replace(bytes: Buffer): Promise<void> {
      const url = await storePhoto(images, "portrait", bytes);
      const previous = await swap(url).catch(async (error) => {
        await removeFiles(url);
        throw error;
      });
      await removeFiles(previous);
    },

    /** No portrait on the home page, and its files go. */
    async remove(): Promise<void> {
      await removeFiles(await swap(null));
    },
  };
}

export type Portrait = ReturnType<typeof createPortrait>;
