import { IMAGE_LARGEST, parseStoredImageUrl, storedImageSize, storedImageUrl } from "./images";

// Apart from images.ts, which every first visit loads: only the zoom viewer needs this.

/**
 * The file the zoom viewer opens: the full-resolution file, stored as `<key>-<its width>.webp`
 * when wider than the largest display width (otherwise that width is the full file); any other
 * URL as it is.
 */
export function zoomImageUrl(imageUrl: string): string {
  const stored = parseStoredImageUrl(imageUrl);
  if (!stored) return imageUrl;
  const size = storedImageSize(imageUrl);
  return storedImageUrl(stored.key, Math.max(size?.width ?? 0, IMAGE_LARGEST));
}
