import { escapeHtml } from "#server/lib/html";
import { imageSrcSet } from "#shared/images";

/**
 * A `<link rel="preload">` for the page's largest image — the open artwork's, else the newest
 * artwork's (the round hero image) — so the browser fetches it with the page instead of after
 * the scripts. Empty when there is nothing to preload.
 */
export function largestImagePreload(image: { imageUrl: string; sizes: string } | undefined) {
  if (!image) return "";
  const srcset = imageSrcSet(image.imageUrl);
  const responsive = srcset
    ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(image.sizes)}"`
    : "";
  return `<link rel="preload" as="image" href="${escapeHtml(image.imageUrl)}"${responsive} fetchpriority="high">`;
}
