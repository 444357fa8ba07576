import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { type AuthEnv, requireUser, type SignedInEnv } from "#server/auth/guards";
import { users } from "#server/db/auth-schema";
import type { Db } from "#server/db/client";
import { createRateLimiter } from "#server/http/rate-limit";
import type { ImageStore } from "#server/images/image-store";
import { photoBodyLimit, photoFilesRemover, receivePhoto, storePhoto } from "#server/images/photo";
import type { Logger } from "#server/lib/logger";
import { messages } from "#shared/messages";

const HOUR = 60 * 60 * 1000;
/** Uploads per account and hour: each one decodes an image of up to 50 megapixels. */
export const PHOTO_UPLOADS_PER_HOUR = 20;

/**
 * Shoppers' profile photos (decision 038): a new one is stored under a fresh key, then named
 * on the account; the one it replaces is removed from the store once the account no longer
 * names it.
 */
export function createProfilePhotos(deps: { db: Db; images: ImageStore; logger: Logger }) {
  const { db, images, logger } = deps;
  const uploads = createRateLimiter(db, {
    name: "profile-photo",
    limit: PHOTO_UPLOADS_PER_HOUR,
    windowMs: HOUR,
  });
  const removeFiles = photoFilesRemover(images, logger);

  /** Sets the account's photo URL (or none); the previous one's, or undefined when gone. */
  async function swap(userId: string, image: string | null) {
    return db.transaction(async (tx) => {
      const [before] = await tx
        .select({ image: users.image })
        .from(users)
        .where(eq(users.id, userId))
        .for("update");
      if (!before) return undefined;
      await tx.update(users).set({ image, updatedAt: new Date() }).where(eq(users.id, userId));
      return { previous: before.image };
    });
  }

  return {
    uploads,
    removeFiles,

    /** Stores `bytes` as the account's photo; its URL, or undefined when the account is gone. */
    async replace(userId: string, bytes: Buffer): Promise<string | undefined> {
      const url = await storePhoto(images, "avatar", bytes);
      const swapped = await swap(userId, url).catch(async (error) => {
        await removeFiles(url);
        throw error;
      });
      if (!swapped) {
        await removeFiles(url);
        return undefined;
      }
      await removeFiles(swapped.previous);
      return url;
    },

    /** Back to initials: the account names no photo, and its files go. */
    async remove(userId: string): Promise<boolean> {
      const swapped = await swap(userId, null);
      if (!swapped) return false;
      await removeFiles(swapped.previous);
      return true;
    },
  };
}

export type ProfilePhotos = ReturnType<typeof createProfilePhotos>;

/** One more upload for the account this hour, or 429 with Retry-After past the limit. */
const throttleUploads = (photos: ProfilePhotos) =>
  createMiddleware<SignedInEnv>(async (c, next) => {
    const { allowed, retryAfterSeconds } = await photos.uploads.hit(c.var.user.id);
    if (!allowed) {
      c.header("Retry-After", String(retryAfterSeconds));
      return c.json({ error: messages.profilePhoto.tooMany }, 429);
    }
    await next();
  });

/**
 * PUT /api/account/photo (multipart, the file in `photo`) and DELETE /api/account/photo, for
 * the signed-in shopper. The body is counted as it is read and refused past PHOTO_MAX_BYTES
 * and its envelope, never buffered whole first (a declared Content-Length over it is refused
 * before a byte is read).
 */
export function photoRoutes(photos: ProfilePhotos, logger: Logger) {
  return new Hono<AuthEnv>()
    .put("/", requireUser, throttleUploads(photos), photoBodyLimit(), (c) =>
      receivePhoto(c, logger, async (bytes) => {
        const image = await photos.replace(c.var.user.id, bytes);
        if (!image) return c.json({ error: messages.api.signInRequired }, 401);
        return c.json({ image }, 200);
      }),
    )
    .delete("/", requireUser, async (c) => {
      if (!(await photos.remove(c.var.user.id))) {
        return c.json({ error: messages.api.signInRequired }, 401);
      }
      return c.json({ image: null }, 200);
    });
}
