import { eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { z } from "zod";
import { type AuthEnv, requireOwner } from "#server/auth/guards";
import type { Db } from "#server/db/client";
import { artworkImages, certificates, orderItems } from "#server/db/schema";
import { validate } from "#server/http/validate";
import type { ImageStore } from "#server/images/image-store";
import { receiveArtworkImage, uploadBodyLimit } from "#server/images/routes";
import { storedImageNames } from "#server/images/store";
import type { Logger } from "#server/lib/logger";
import { ARTWORK_IMAGES_MAX, artworkIdSchema } from "#shared/artwork";
import { artworkImageParamSchema, artworkImagesInputSchema } from "#shared/artwork-input";
import { messages } from "#shared/messages";
import { addImage, arrangeImages, type ImageChange, removeImage } from "./images";
import { getArtwork } from "./service";
import { OWNER_AUDIENCE } from "./visibility";

const idParam = z.object({ id: artworkIdSchema });

/**
 * Whether anything still shows `url`: another photograph, an order's or a certificate's
 * snapshot of the painting as it was sold (their pages keep showing it).
 */
async function stillShown(db: Db, url: string): Promise<boolean> {
  const uses = await Promise.all([
    db
      .select({ id: artworkImages.id })
      .from(artworkImages)
      .where(eq(artworkImages.url, url))
      .limit(1),
    db
      .select({ id: orderItems.orderId })
      .from(orderItems)
      .where(eq(orderItems.imageUrl, url))
      .limit(1),
    db
      .select({ code: certificates.code })
      .from(certificates)
      .where(eq(certificates.imageUrl, url))
      .limit(1),
  ]);
  return uses.some((rows) => rows.length > 0);
}

/**
 * A work's photographs, for its owners: add one (uploaded as the artwork image upload is),
 * remove one (never the last), put them in order and give them alt texts and captions. Each
 * answer is the work as the owners see it; each change moves the catalogue's version on (the
 * database's trigger), so cached answers show it at once.
 */
export function artworkImageRoutes({
  db,
  clock,
  images,
  logger,
}: {
  db: Db;
  clock: () => Date;
  images: ImageStore;
  logger: Logger;
}) {
  /** The work after a change of its photographs, or the answer saying why nothing changed. */
  const answer = async (c: Context, id: string, change: ImageChange, status: 200 | 201 = 200) => {
    if (change.result === "missing") return c.json({ error: messages.api.artworkNotFound }, 404);
    if (change.result === "noImage") return c.json({ error: messages.api.imageNotFound }, 404);
    if (change.result === "full") {
      return c.json({ error: messages.api.imagesFull(ARTWORK_IMAGES_MAX) }, 409);
    }
    if (change.result === "last") return c.json({ error: messages.api.lastImage }, 409);
    if (change.result === "mismatch") {
      return c.json({ error: messages.api.imageOrderMismatch }, 400);
    }
    const artwork = await getArtwork(db, id, clock(), OWNER_AUDIENCE);
    if (!artwork) return c.json({ error: messages.api.artworkNotFound }, 404);
    c.header("Cache-Control", "private, no-store");
    return c.json(artwork, status);
  };

  /** Removes a removed photograph's files, unless something still shows them. */
  const forget = async (url: string) => {
    if (await stillShown(db, url)) return;
    const results = await Promise.allSettled(
      storedImageNames(url).map((name) => images.remove(name)),
    );
    const failed = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
    if (failed) logger.warn({ err: failed.reason, url }, "could not remove a photograph's files");
  };

  return new Hono<AuthEnv>()
    .post("/:id/images", requireOwner, validate("param", idParam), uploadBodyLimit(), async (c) => {
      const id = c.req.valid("param").id;
      if (!(await getArtwork(db, id, clock(), OWNER_AUDIENCE))) {
        return c.json({ error: messages.api.artworkNotFound }, 404);
      }
      const received = await receiveArtworkImage(c, images, logger);
      if ("refusal" in received) return received.refusal;
      const change = await db.transaction((tx) => addImage(tx, id, received.url, clock()));
      // A photograph refused (a ninth, a work deleted meanwhile) leaves no file behind.
      if (change.result !== "done") await forget(received.url);
      return answer(c, id, change, 201);
    })
    .delete(
      "/:id/images/:imageId",
      requireOwner,
      validate("param", artworkImageParamSchema),
      async (c) => {
        const { id, imageId } = c.req.valid("param");
        const change = await db.transaction((tx) => removeImage(tx, id, imageId, clock()));
        if (change.result === "removed") await forget(change.url);
        return answer(c, id, change);
      },
    )
    .put(
      "/:id/images",
      requireOwner,
      validate("param", idParam),
      validate("json", artworkImagesInputSchema),
      async (c) => {
        const id = c.req.valid("param").id;
        const change = await db.transaction((tx) =>
          arrangeImages(tx, id, c.req.valid("json"), clock()),
        );
        return answer(c, id, change);
      },
    );
}
