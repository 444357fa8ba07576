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

/** The `srcset` for an image stored by Atelier, or undefined for an outside URL. */
export function imageSrcSet(imageUrl: string): string | undefined {
  const match = imageUrl.match(STORED_URL);
  if (!match || !IMAGE_WIDTHS.includes(Number(match[2]) as (typeof IMAGE_WIDTHS)[number])) {
    return undefined;
  }
  return IMAGE_WIDTHS.map((w) => `${storedImageUrl(match[1], w)} ${w}w`).join(", ");
}
