import { randomUUID } from "node:crypto";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { requireOwner } from "#server/auth/guards";
import { sharp } from "#server/images/sharp";
import { type Logger, log } from "#server/lib/logger";
import { UPLOAD_MAX_BYTES } from "#shared/artwork-input";
import { sizedImageKey } from "#shared/images";
import { messages } from "#shared/messages";
import { type ImageStore, ImageStoreError } from "./image-store";
import { type RenderedImage, renderImageVariants, saveImageVariants } from "./store";

/** What sharp must find inside the bytes: the name and the declared type are not trusted. */
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp"]);

/** The real format of an image, or undefined when the bytes are not one we accept. */
async function imageFormat(bytes: Buffer): Promise<string | undefined> {
  try {
    const { format, width, height } = await sharp(bytes).metadata();
    return format && ACCEPTED_FORMATS.has(format) && width && height ? format : undefined;
  } catch {
    return undefined;
  }
}

/** The upload's body counted as it is read: the file, up to UPLOAD_MAX_BYTES, and its envelope. */
export const uploadBodyLimit = () =>
  bodyLimit({
    maxSize: UPLOAD_MAX_BYTES + 64 * 1024,
    onError: (c) => c.json({ error: messages.api.uploadTooLarge }, 413),
  });

/**
 * A painting's photograph uploaded as `file`: a JPEG, PNG or WebP (20 MB at most), stored as
 * WebP in every width and whole for the zoom viewer, metadata stripped. Its stored URL and the
 * file's name as sent, or the answer refusing it: anything else is a 400 and nothing is written; when the image store
 * cannot be reached (a bucket that is down), a 503 saying so, and nothing is stored either.
 */
export async function receiveArtworkImage(
  c: Context,
  images: ImageStore,
  logger: Logger,
): Promise<{ url: string; name: string } | { refusal: Response }> {
  const form = await c.req.formData().catch(() => undefined);
  const file = form?.get("file");
  if (!(file instanceof File) || file.size === 0) {
    return { refusal: c.json({ error: messages.api.noFile }, 400) };
  }
  if (file.size > UPLOAD_MAX_BYTES) {
    return { refusal: c.json({ error: messages.api.uploadTooLarge }, 413) };
  }
  const bytes = Buffer.from(await file.arrayBuffer());
  if (!(await imageFormat(bytes))) {
    return { refusal: c.json({ error: messages.api.notAnImage }, 400) };
  }
  let rendered: RenderedImage;
  try {
    rendered = await renderImageVariants(bytes);
  } catch {
    // Bytes that look like an image but cannot be decoded (truncated, corrupt).
    return { refusal: c.json({ error: messages.api.notAnImage }, 400) };
  }
  try {
    // The key names the image's full size: the URL alone gives a page its shape.
    const key = sizedImageKey(`upload-${randomUUID()}`, rendered.size);
    return { url: await saveImageVariants(images, key, rendered.variants), name: file.name };
  } catch (error) {
    if (!(error instanceof ImageStoreError)) throw error;
    logger.error(
      { requestId: c.get("requestId"), store: images.location, err: error },
      "could not store an uploaded image",
    );
    c.header("Retry-After", "30");
    return { refusal: c.json({ error: messages.api.imageStoreUnavailable }, 503) };
  }
}

/** The owner uploads a painting's photograph: the answer is its URL, to save with the artwork. */
export function imageUploadRoutes(images: ImageStore, logger: Logger = log) {
  return new Hono().post("/", requireOwner, uploadBodyLimit(), async (c) => {
    const received = await receiveArtworkImage(c, images, logger);
    if ("refusal" in received) return received.refusal;
    return c.json({ imageUrl: received.url }, 201);
  });
}

/**
 * GET /images/<name>: an image Atelier stores, with the immutable cache header, from
 * DATA_DIR or the bucket, or a redirect to S3_PUBLIC_URL. One that is missing
 * but can be made (`paint`: a demo painting not painted yet) is made first, then sent.
 */
export function imageFileRoutes(
  images: ImageStore,
  logger: Logger = log,
  paint: (name: string) => Promise<boolean> = async () => false,
) {
  return new Hono().get("/:file", (c) => {
    const name = c.req.param("file");
    return sendStoredImage(
      c,
      { images, logger },
      async () =>
        (await images.serve(name)) ?? ((await paint(name)) ? await images.serve(name) : null),
    );
  });
}

/**
 * What `find` answers for an image (a Response, or null for 404), or 503 with Retry-After
 * when the store cannot be reached, logged with the reason.
 */
export async function sendStoredImage(
  c: Context,
  deps: { images: ImageStore; logger: Logger },
  find: () => Promise<Response | null>,
): Promise<Response> {
  try {
    return (await find()) ?? c.json({ error: messages.api.notFound }, 404);
  } catch (error) {
    if (!(error instanceof ImageStoreError)) throw error;
    deps.logger.error(
      { requestId: c.get("requestId"), store: deps.images.location, err: error },
      "could not read an image",
    );
    c.header("Retry-After", "30");
    return c.json({ error: messages.api.imageUnavailable }, 503);
  }
}
