/**
 * A shopper's profile photo (decision 038): a square WebP in each of these widths, stored as
 * /images/avatar-<random>-<width>.webp; the account's `image` names the smallest. The artist's
 * portrait on the home page is kept the same way, as /images/portrait-<random>-<width>.webp.
 */
export const PHOTO_WIDTHS = [256, 512] as const;

/** What an upload may weigh, and how many pixels its image may have. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_MAX_PIXELS = 50_000_000;

/** The multipart field that carries the photo. */
export const PHOTO_FIELD = "photo";

/** What a photo's key begins with: a shopper's (avatar), or the artist's portrait. */
export type PhotoKind = "avatar" | "portrait";

const PHOTO_URL = /^\/images\/((?:avatar|portrait)-[a-f0-9]{24})-256\.webp$/;

export function photoUrl(key: string, width: number = PHOTO_WIDTHS[0]): string {
  return `/images/${key}-${width}.webp`;
}

/**
 * The key of a photo's URL (a profile photo's or the portrait's), or undefined for any other
 * URL (never an artwork's).
 */
export function photoKey(url: string | null | undefined): string | undefined {
  return url?.match(PHOTO_URL)?.[1];
}

/** The `srcset` of a profile photo or the portrait, or undefined for any other URL. */
export function photoSrcSet(url: string): string | undefined {
  const key = photoKey(url);
  return key && PHOTO_WIDTHS.map((width) => `${photoUrl(key, width)} ${width}w`).join(", ");
}
