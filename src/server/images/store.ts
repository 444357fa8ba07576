import path from "node:path";
import type { Config } from "#server/config";
import { sharp } from "#server/images/sharp";
import { IMAGE_WIDTHS, storedImageUrl } from "#shared/images";
import { fileImageStore } from "./file-store";
import { s3ImageStore } from "./s3-store";

/**
 * Where Atelier keeps the images it stores itself: the WebP variants of demo
 * paintings and uploads, each named `<key>-<width>.webp` as in /images/<name>. One interface,
 * two places: DATA_DIR/images (`file`, the default) or an S3-compatible bucket (`s3`).
 */
export type ImageStore = {
  readonly kind: "file" | "s3";
  /** Where the images are, for log lines: a directory, or a bucket and its endpoint. */
  readonly location: string;
  /** Writes one image whole: a reader sees the previous bytes or these, never a part. */
  put(name: string, data: Buffer): Promise<void>;
  /** The bytes of a stored image, or undefined when there is none. */
  get(name: string): Promise<Buffer | undefined>;
  has(name: string): Promise<boolean>;
  /** Removes an image; removing one that is not there is not an error. */
  remove(name: string): Promise<void>;
  /** Every stored name, in no particular order (tests and tools). */
  list(): Promise<string[]>;
  /**
   * GET /images/<name>: the image streamed with its cache headers, a redirect to where it is
   * served from (S3_PUBLIC_URL), or null when there is no such image.
   */
  serve(name: string): Promise<Response | null>;
  /** Resolves when the store can be reached; otherwise an ImageStoreError says why. */
  check(): Promise<void>;
  close(): void;
};

/** The store could not be reached or written; the message says why, naming the setting. */
export class ImageStoreError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "ImageStoreError";
  }
}

/** The name of a stored image: a key, its width and `.webp`, nothing that could be a path. */
const IMAGE_NAME = /^[a-z0-9][a-z0-9-]{0,99}-\d{1,5}\.webp$/;

export function isImageName(name: string): boolean {
  return IMAGE_NAME.test(name);
}

/** Refuses, as a programming error, a name that is not one of ours. */
export function assertImageName(name: string) {
  if (!isImageName(name)) throw new Error(`not a stored image name: ${JSON.stringify(name)}`);
}

export function imagesDir(dataDir: string): string {
  return path.join(dataDir, "images");
}

/** The store IMAGE_STORE names. */
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

/**
 * `input` as WebP in every width of IMAGE_WIDTHS (never enlarged), metadata stripped. Throws
 * when the bytes cannot be decoded; nothing is stored yet.
 */
export async function renderImageVariants(input: Buffer): Promise<ImageVariant[]> {
  const source = sharp(input, { failOn: "error" }).rotate();
  return Promise.all(
    IMAGE_WIDTHS.map(async (width) => ({
      width,
      data: await source
        .clone()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80, effort: 4 })
        .toBuffer(),
    })),
  );
}

/**
 * Stores the variants of `key` and returns the URL of the widest. The widest is written last,
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

/** Renders and stores `input` under `key` (renderImageVariants, then saveImageVariants). */
export async function storeImageVariants(
  store: ImageStore,
  key: string,
  input: Buffer,
): Promise<string> {
  return saveImageVariants(store, key, await renderImageVariants(input));
}
