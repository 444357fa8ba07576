import path from "node:path";
import type { Config } from "#server/config";
import { sharp } from "#server/images/sharp";
import { createTurns } from "#server/lib/turns";
import {
  IMAGE_FULL_MAX,
  IMAGE_LARGEST,
  IMAGE_WIDTHS,
  type ImageSize,
  parseStoredImageUrl,
  storedImageSize,
  storedImageUrl,
} from "#shared/images";
import { fileImageStore } from "./file-store";
import type { ImageStore } from "./image-store";
import { s3ImageStore } from "./s3-store";

export function imagesDir(dataDir: string): string {
  return path.join(dataDir, "images");
}

/** The store IMAGE_STORE names (the interface and its names: image-store.ts). */
export function createImageStore(config: Pick<Config, "images" | "dataDir">): ImageStore {
  return config.images.store === "s3"
    ? s3ImageStore(config.images)
    : fileImageStore(imagesDir(config.dataDir));
}

/** The stored name of `key` at `width`: the file part of its /images/ URL. */
export function imageName(key: string, width: number): string {
  return path.posix.basename(storedImageUrl(key, width));
}

export type ImageVariant = { width: number; data: Buffer };

/** An upload rendered for storing: its variants, and the size of its full-resolution file. */
export type RenderedImage = { variants: ImageVariant[]; size: ImageSize };

/**
 * Photographs are rendered one at a time, however many arrive together ("Add many" sends two):
 * the whole-size WebP of a 12-megapixel photograph holds some 150 MB while it is written, and
 * two at once on the server's cores finish no sooner than one after the other.
 */
const rendering = createTurns(1);

/**
 * `input` as WebP in every width of IMAGE_WIDTHS (never enlarged), and whole at up to
 * IMAGE_FULL_MAX on its long side for the zoom viewer — a variant of its own when wider than the
 * largest width — metadata stripped. Throws when the bytes cannot be decoded; nothing is stored yet.
 */
export async function renderImageVariants(input: Buffer): Promise<RenderedImage> {
  const done = await rendering.take();
  try {
    return await renderVariants(input);
  } finally {
    done();
  }
}

/** renderImageVariants' work, in its turn. */
async function renderVariants(input: Buffer): Promise<RenderedImage> {
  const source = sharp(input, { failOn: "error" }).rotate();
  const full = await source
    .clone()
    .resize({
      width: IMAGE_FULL_MAX,
      height: IMAGE_FULL_MAX,
      fit: "inside",
      withoutEnlargement: true,
    })
    // Effort 1: the same quality, written in half the time and memory of effort 3 (a 12-megapixel
    // photograph: 1.6 s, not 3.5 s), the file a few per cent larger; only the zoom viewer asks for it.
    .webp({ quality: 85, effort: 1 })
    .toBuffer({ resolveWithObject: true });
  const size = { width: full.info.width, height: full.info.height };
  const variants: ImageVariant[] = await Promise.all(
    IMAGE_WIDTHS.map(async (width) => ({
      width,
      data: await source
        .clone()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80, effort: 4 })
        .toBuffer(),
    })),
  );
  if (size.width > IMAGE_LARGEST) variants.push({ width: size.width, data: full.data });
  return { variants, size };
}

/**
 * Stores the variants of `key` and returns its URL (at the largest display width). The widest is written last,
 * so once it is there all are (seeding checks it); when any write fails, those written are
 * removed again and the error is thrown: all of an image is stored, or none of it.
 */
export async function saveImageVariants(
  store: ImageStore,
  key: string,
  variants: ImageVariant[],
): Promise<string> {
  const sorted = [...variants].sort((a, b) => a.width - b.width);
  const widest = sorted.pop();
  if (!widest) throw new Error("no image variants to store");
  const written: string[] = [];
  const put = async ({ width, data }: ImageVariant) => {
    const name = imageName(key, width);
    await store.put(name, data);
    written.push(name);
  };
  try {
    const results = await Promise.allSettled(sorted.map(put));
    const failed = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
    if (failed) throw failed.reason;
    await put(widest);
  } catch (error) {
    await Promise.allSettled(written.map((name) => store.remove(name)));
    throw error;
  }
  return storedImageUrl(key);
}

/**
 * The stored names of an image Atelier stores itself, `url` being its largest display width's:
 * each display width and, when wider, the full-resolution file. None for an outside URL.
 */
export function storedImageNames(url: string): string[] {
  const stored = parseStoredImageUrl(url);
  if (!stored) return [];
  const full = storedImageSize(url)?.width ?? 0;
  const widths: number[] = full > IMAGE_LARGEST ? [...IMAGE_WIDTHS, full] : [...IMAGE_WIDTHS];
  return widths.map((width) => imageName(stored.key, width));
}
