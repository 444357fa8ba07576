import type { Queryable } from "#server/db/client";
import { readShopRow } from "./service";

/**
 * The gallery's name where the pages show it (the header, every page's title), one per
 * process: the name the owner chose at setup, else GALLERY_NAME. The server starts with the
 * stored one (readGalleryName); the setup changes it at once in the process that ran it.
 */
export function createGalleryName(initial: string) {
  let name = initial;
  return {
    current: () => name,
    chosen: (next: string) => {
      name = next;
    },
  };
}
export type GalleryName = ReturnType<typeof createGalleryName>;

/** The name the owner chose at setup, else `fallback` (GALLERY_NAME). */
export async function readGalleryName(db: Queryable, fallback: string): Promise<string> {
  return (await readShopRow(db)).galleryName ?? fallback;
}
