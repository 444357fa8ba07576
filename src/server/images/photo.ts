import { randomBytes } from "node:crypto";
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Logger } from "#server/lib/logger";
import { messages } from "#shared/messages";
import {
  PHOTO_FIELD,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_PIXELS,
  PHOTO_WIDTHS,
  type PhotoKind,
  photoKey,
  photoUrl,
} from "#shared/profile-photo";
import { type ImageStore, ImageStoreError } from "./image-store";
import { sharp } from "./sharp";
import { saveImageVariants } from "./store";

// A square photo of a person, as a shopper's profile photo and the artist's portrait are kept:
// received from a multipart upload, checked by its own bytes, cropped square, stored in each of
// its widths under a key never used before, and removed with every width.

type Format = "jpeg" | "png" | "webp";

/**
 * The format the bytes themselves say they are, by their first bytes (never the file's name or
 * declared type): JPEG's SOI marker, PNG's signature, or a RIFF container holding WEBP.
 */
export function sniffFormat(bytes: Uint8Array): Format | undefined {
  const starts = (at: number, ...expected: number[]) =>
    expected.every((byte, i) => bytes[at + i] === byte);
  if (starts(0, 0xff, 0xd8, 0xff)) return "jpeg";
  if (starts(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  if (starts(0, 0x52, 0x49, 0x46, 0x46) && starts(8, 0x57, 0x45, 0x42, 0x50)) return "webp";
  return undefined;
}

/** Why an upload was refused: the status and the reason the shopper reads. */
export class PhotoRefusal extends Error {
  constructor(
    readonly status: 400 | 413 | 415 | 422,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The photo's variants: cropped square around what draws the eye (sharp's "attention"),
 * turned upright by its EXIF orientation, every byte of metadata dropped (sharp keeps none
 * unless asked), in each of PHOTO_WIDTHS as WebP.
 */
export async function renderPhoto(bytes: Buffer) {
  const sniffed = sniffFormat(bytes);
  if (!sniffed) throw new PhotoRefusal(415, messages.profilePhoto.notAnImage);
  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => undefined);
  // sharp must read the same format the first bytes name, with a size.
  if (!metadata || metadata.format !== sniffed || !metadata.width || !metadata.height) {
    throw new PhotoRefusal(415, messages.profilePhoto.notAnImage);
  }
  if (metadata.width * metadata.height > PHOTO_MAX_PIXELS) {
    throw new PhotoRefusal(422, messages.profilePhoto.tooManyPixels);
  }
  const source = sharp(bytes, { failOn: "error", limitInputPixels: PHOTO_MAX_PIXELS }).rotate();
  try {
    return await Promise.all(
      PHOTO_WIDTHS.map(async (width) => ({
        width,
        data: await source
          .clone()
          .resize({ width, height: width, fit: "cover", position: "attention" })
          .webp({ quality: 82, effort: 4 })
          .toBuffer(),
      })),
    );
  } catch {
    // A header that reads as an image over bytes that do not decode (truncated, corrupt).
    throw new PhotoRefusal(422, messages.profilePhoto.unreadable);
  }
}

/** The stored names of a photo's URL; none for any other URL. */
export function photoFileNames(url: string | null | undefined): string[] {
  const key = photoKey(url);
  return key ? PHOTO_WIDTHS.map((width) => photoUrl(key, width).slice("/images/".length)) : [];
}

/**
 * Renders `bytes` and stores its variants under a key never used before, so no cache can show
 * a photo it replaces: its URL (the smallest width's).
 */
export async function storePhoto(images: ImageStore, kind: PhotoKind, bytes: Buffer) {
  const variants = await renderPhoto(bytes);
  const key = `${kind}-${randomBytes(12).toString("hex")}`;
  await saveImageVariants(images, key, variants);
  return photoUrl(key);
}

/** Removes a photo's files; a store that fails leaves them behind, logged, not an error. */
export function photoFilesRemover(images: ImageStore, logger: Logger) {
  return async (url: string | null | undefined) => {
    const names = photoFileNames(url);
    const results = await Promise.allSettled(names.map((name) => images.remove(name)));
    const failed = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
    if (failed) logger.warn({ err: failed.reason, url }, "could not remove a photo's files");
  };
}

/** The body counted as it is read: the file, up to PHOTO_MAX_BYTES, and its envelope. */
export const photoBodyLimit = () =>
  bodyLimit({
    maxSize: PHOTO_MAX_BYTES + 16 * 1024, // the file plus its multipart envelope
    onError: (c) => c.json({ error: messages.profilePhoto.tooLarge }, 413),
  });

/**
 * The photo uploaded in PHOTO_FIELD, handed to `store`: its answer; else why the upload was
 * refused (4xx), or 503 while the image store cannot be written.
 */
export async function receivePhoto<Answer>(
  c: Context,
  logger: Logger,
  store: (bytes: Buffer) => Promise<Answer>,
) {
  const form = await c.req.formData().catch(() => undefined);
  const file = form?.get(PHOTO_FIELD);
  if (!(file instanceof File) || file.size === 0) {
    return c.json({ error: messages.profilePhoto.noFile }, 400);
  }
  if (file.size > PHOTO_MAX_BYTES) {
    return c.json({ error: messages.profilePhoto.tooLarge }, 413);
  }
  try {
    return await store(Buffer.from(await file.arrayBuffer()));
  } catch (error) {
    if (error instanceof PhotoRefusal) return c.json({ error: error.message }, error.status);
    if (!(error instanceof ImageStoreError)) throw error;
    logger.error({ requestId: c.get("requestId"), err: error }, "could not store a photo");
    c.header("Retry-After", "30");
    return c.json({ error: messages.profilePhoto.storeUnavailable }, 503);
  }
}
