import type { ArtworkImage } from "./artwork";
import { IMAGE_LARGEST, type ImageSize, storedImageSize } from "./images";

/**
 * How a painting is drawn whole: its shape (width / height), and the `width`/`height` an
 * `<img>` carries so the page keeps its box before a byte of it arrives. Undefined when the
 * image does not say its size (an outside URL, or one stored before keys named sizes): it is
 * then drawn at whatever shape it turns out to have.
 */
export type PaintingFrame = { ratio: number; width: number; height: number };

export function paintingFrame(imageUrl: string): PaintingFrame | undefined {
  return frameOf(storedImageSize(imageUrl));
}

/** One of a work's photographs: by the size kept with it, else by the size its URL names. */
export function photographFrame(
  image: Pick<ArtworkImage, "url" | "width" | "height">,
): PaintingFrame | undefined {
  const { width, height } = image;
  return frameOf(width && height ? { width, height } : storedImageSize(image.url));
}

function frameOf(size: ImageSize | undefined): PaintingFrame | undefined {
  if (!size) return undefined;
  // The attributes name the largest file a page draws; only their ratio matters to layout.
  const width = Math.min(size.width, IMAGE_LARGEST);
  return {
    ratio: size.width / size.height,
    width,
    height: Math.max(1, Math.round((width * size.height) / size.width)),
  };
}
