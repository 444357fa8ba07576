/**
 * Images stored by Atelier itself live at /images/<key>-<width>.webp in each of these widths;
 * an artwork's image_url names the widest. Any other image_url is used as it is.
 */
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;
export const IMAGE_LARGEST = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];

export const IMAGE_KEY_PATTERN = /^[a-z0-9][a-z0-9-]{0,79}$/;

export function storedImageUrl(key: string, width: number = IMAGE_LARGEST): string {
  return `/images/${key}-${width}.webp`;
}

const STORED_URL = /^\/images\/([a-z0-9][a-z0-9-]*)-(\d+)\.webp$/;

/** The key and width of an image Atelier stores itself, or undefined for any other URL. */
export function parseStoredImageUrl(url: string): { key: string; width: number } | undefined {
  const match = url.match(STORED_URL);
  if (!match || !IMAGE_KEY_PATTERN.test(match[1])) return undefined;
  return { key: match[1], width: Number(match[2]) };
}

/** An image's size in pixels. */
export type ImageSize = { width: number; height: number };

/**
 * The longest side of the full-resolution file kept from an upload, for the zoom viewer: the
 * upload's own size up to this, never enlarged.
 */
export const IMAGE_FULL_MAX = 4000;

/**
 * A stored image's key ends in the size of its full-resolution file, `<base>-<w>x<h>`, so that
 * the URL alone tells a page the painting's shape (nothing shifts while it loads) and where to
 * find it whole. Keys from before have no size; an outside URL has none either.
 */
const SIZED_KEY = /-([1-9]\d{0,4})x([1-9]\d{0,4})$/;

export function sizedImageKey(base: string, size: ImageSize): string {
  return `${base}-${size.width}x${size.height}`;
}

/** The size of the full-resolution file of an image Atelier stores, when its key names it. */
export function storedImageSize(imageUrl: string): ImageSize | undefined {
  const stored = parseStoredImageUrl(imageUrl);
  const match = stored && SIZED_KEY.exec(stored.key);
  return match ? { width: Number(match[1]), height: Number(match[2]) } : undefined;
}

/** The `srcset` for an image stored by Atelier, or undefined for an outside URL. */
export function imageSrcSet(imageUrl: string): string | undefined {
  const stored = parseStoredImageUrl(imageUrl);
  if (!stored || !IMAGE_WIDTHS.includes(stored.width as (typeof IMAGE_WIDTHS)[number])) {
    return undefined;
  }
  return IMAGE_WIDTHS.map((w) => `${storedImageUrl(stored.key, w)} ${w}w`).join(", ");
}

/**
 * How wide each page draws its main images (the `sizes` attribute). Shared with the server,
 * which preloads the page's largest image with the same `imagesizes` so the browser reuses it.
 * Below 640 px a card, like the artwork's page, spans the page less its 24 px margins.
 */
const CARD_SIZES =
  "(min-width: 1280px) 300px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, calc(100vw - 48px)";

export const IMAGE_SIZES = {
  card: CARD_SIZES,
  // The hero shows the four newest paintings, which the grid shows too: with the card's
  // sizes the browser picks the same file for both, so none is downloaded twice.
  hero: CARD_SIZES,
  detail: "(min-width: 1280px) 600px, (min-width: 1024px) 50vw, calc(100vw - 48px)",
  thumbnail: "112px",
} as const;
