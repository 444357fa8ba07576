import { access } from "node:fs/promises";
import path from "node:path";
import { count, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { artworks } from "#server/db/schema";
import { imagesDir, storeImageVariants } from "#server/images/store";
import { renderPainting } from "#server/painting";
import { sizeClassOf } from "#shared/filters";
import { IMAGE_LARGEST, storedImageUrl } from "#shared/images";
import { DEMO_ARTIST, type DemoArtwork, demoCollection } from "./demo-collection";

// Names the lock that keeps two processes from seeding the same empty catalogue.
const SEED_LOCK = 4_163_373;
const DAY_MS = 24 * 60 * 60 * 1000;

async function ensureDemoImage(dataDir: string, artwork: DemoArtwork): Promise<string> {
  const widest = path.join(imagesDir(dataDir), path.basename(storedImageUrl(artwork.key)));
  const exists = await access(widest).then(
    () => true,
    () => false,
  );
  if (exists) return storedImageUrl(artwork.key);
  const height = Math.round(IMAGE_LARGEST / artwork.aspect);
  const png = await renderPainting(artwork.painting, IMAGE_LARGEST, height);
  return storeImageVariants(dataDir, artwork.key, png);
}

/** Runs `task` over `items`, `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, task: (item: T) => Promise<unknown>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: limit }, async () => {
      for (let item = queue.shift(); item; item = queue.shift()) await task(item);
    }),
  );
}

/**
 * Fills an empty catalogue with the demo collection (DESIGN §2, SEED_DEMO). Images are
 * painted by Atelier itself and kept across restarts; a catalogue with any artwork is left
 * alone. Returns how many artworks were added.
 */
export async function seedDemoCollection(db: Db, dataDir: string, now = new Date()) {
  const isEmpty = async (q: Pick<Db, "select">) =>
    (await q.select({ n: count() }).from(artworks))[0].n === 0;
  if (!(await isEmpty(db))) return 0;

  const imageUrls = new Map<string, string>();
  await eachLimited(demoCollection, 2, async (artwork) => {
    imageUrls.set(artwork.key, await ensureDemoImage(dataDir, artwork));
  });

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (!(await isEmpty(tx))) return 0;
    // Oldest first, a day apart, so the last of the collection is the newest.
    const start = now.getTime() - demoCollection.length * DAY_MS;
    await tx.insert(artworks).values(
      demoCollection.map((artwork, i) => ({
        title: artwork.title,
        artist: DEMO_ARTIST,
        description: artwork.description,
        price: artwork.price,
        imageUrl: imageUrls.get(artwork.key) ?? storedImageUrl(artwork.key),
        medium: artwork.medium,
        size: artwork.size,
        sizeClass: sizeClassOf(artwork.size),
        createdAt: new Date(start + (i + 1) * DAY_MS),
        updatedAt: new Date(start + (i + 1) * DAY_MS),
      })),
    );
    return demoCollection.length;
  });
}
