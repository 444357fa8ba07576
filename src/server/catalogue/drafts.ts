import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { type AuthEnv, requireOwner } from "#server/auth/guards";
import type { Db, Queryable } from "#server/db/client";
import { shopSettings } from "#server/db/schema";
import type { ImageStore } from "#server/images/image-store";
import { receiveArtworkImage, uploadBodyLimit } from "#server/images/routes";
import type { Logger } from "#server/lib/logger";
import type { Artwork } from "#shared/artwork";
import { ARTWORK_DEFAULTS, type ArtworkValues, currentYear } from "#shared/artwork-input";
import { DRAFT_PLACEHOLDERS, titleFromFileName } from "#shared/drafts";
import { createArtwork } from "./service";

/** Whom a draft is by until she says: the shop's artist, as a new work in her form is. */
async function artistName(db: Queryable): Promise<string> {
  const [row] = await db
    .select({ artistName: shopSettings.artistName })
    .from(shopSettings)
    .where(eq(shopSettings.id, 1));
  return row?.artistName.trim() ?? "";
}

/**
 * A draft made from the photograph stored at `url`: titled from its file's name, with the
 * details a new work starts with and DRAFT_PLACEHOLDERS for what only she knows.
 */
export function draftValues(
  photo: { url: string; name: string },
  artist: string,
  now: Date,
): ArtworkValues {
  return {
    title: titleFromFileName(photo.name),
    artist,
    description: null,
    ...DRAFT_PLACEHOLDERS,
    imageUrl: photo.url,
    shippingBand: null,
    year: currentYear(now),
    ...ARTWORK_DEFAULTS,
    visibility: "draft",
    releaseAt: null,
    seriesId: null,
  };
}

/**
 * `POST /api/admin/artworks/drafts`: "Add many" sends each photograph on its own, as `file`,
 * checked and stored as any photograph is (a file refused says why, and nothing is made); each
 * becomes a draft, which only the owners see, answered whole (201).
 */
export function draftRoutes({
  db,
  clock,
  images,
  logger,
  added,
}: {
  db: Db;
  clock: () => Date;
  images: ImageStore;
  logger: Logger;
  /** What a new work sets in motion (a draft's announcement waits until it is published). */
  added?: (tx: Queryable, artwork: Artwork) => Promise<void>;
}) {
  return new Hono<AuthEnv>().post("/drafts", requireOwner, uploadBodyLimit(), async (c) => {
    const received = await receiveArtworkImage(c, images, logger);
    if ("refusal" in received) return received.refusal;
    const values = draftValues(received, await artistName(db), clock());
    c.header("Cache-Control", "private, no-store");
    return c.json(await createArtwork(db, values, added), 201);
  });
}
