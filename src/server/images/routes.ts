import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import sharp from "sharp";
import { requireOwner } from "#server/auth/guards";
import { UPLOAD_MAX_BYTES } from "#shared/artwork-input";
import { messages } from "#shared/messages";
import { storeImageVariants } from "./store";

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

/**
 * Issue 5: the owner uploads a JPEG, PNG or WebP (20 MB at most). It is stored as WebP in
 * every width, metadata stripped; the answer is the Image URL to save with the artwork.
 * Anything else is a 400 and nothing is written.
 */
export function imageUploadRoutes(dataDir: string) {
  return new Hono().post(
    "/",
    requireOwner,
    bodyLimit({
      maxSize: UPLOAD_MAX_BYTES + 64 * 1024, // the file plus its multipart envelope
      onError: (c) => c.json({ error: messages.api.uploadTooLarge }, 413),
    }),
    async (c) => {
      const form = await c.req.formData().catch(() => undefined);
      const file = form?.get("file");
      if (!(file instanceof File) || file.size === 0) {
        return c.json({ error: messages.api.noFile }, 400);
      }
      if (file.size > UPLOAD_MAX_BYTES) {
        return c.json({ error: messages.api.uploadTooLarge }, 413);
      }
      const bytes = Buffer.from(await file.arrayBuffer());
      if (!(await imageFormat(bytes))) return c.json({ error: messages.api.notAnImage }, 400);
      try {
        const imageUrl = await storeImageVariants(dataDir, `upload-${randomUUID()}`, bytes);
        return c.json({ imageUrl }, 201);
      } catch {
        // Bytes that look like an image but cannot be decoded (truncated, corrupt).
        return c.json({ error: messages.api.notAnImage }, 400);
      }
    },
  );
}
