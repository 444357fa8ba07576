import { availableParallelism } from "node:os";
import { count, eq, sql } from "drizzle-orm";
import { sizeColumns } from "#server/db/artwork-size";
import type { Db, Queryable } from "#server/db/client";
import { appSettings, artworks } from "#server/db/schema";
import type { ImageStore } from "#server/images/image-store";
import { imageName, saveImageVariants } from "#server/images/store";
import { createPainterProcess } from "#server/painting/painter-process";
import {
  IMAGE_LARGEST,
  IMAGE_WIDTHS,
  parseStoredImageUrl,
  sizedImageKey,
  storedImageUrl,
} from "#shared/images";
import { DEMO_ARTIST, type DemoArtwork, demoCollection } from "./demo-collection";
import { addMainImages } from "./images";
import { freeArtworkSlugs } from "./slugs";

// Names the lock that keeps two processes from seeding the same empty catalogue.
const SEED_LOCK = 4_163_373;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The app_settings row that says the owner removed the demo collection (at setup). */
export const DEMO_REMOVED = { key: "demo_collection", value: "removed" };

/** The demo paintings are painted in a process of their own, at the lowest priority. */
const painter = createPainterProcess();

/** The size a demo painting is painted at: the largest display width, at its own shape. */
const demoImageSize = (artwork: DemoArtwork) => ({
  width: IMAGE_LARGEST,
  height: Math.round(IMAGE_LARGEST / artwork.aspect),
});

/** The key of a demo painting's image, naming its size as an upload's does. */
export const demoImageKey = (artwork: DemoArtwork) =>
  sizedImageKey(artwork.key, demoImageSize(artwork));

/** Paints `artwork` and stores its variants under `key`, in the widths of an upload. */
async function paintDemoImage(images: ImageStore, artwork: DemoArtwork, key: string) {
  const { width, height } = demoImageSize(artwork);
  const variants = await painter.paint(artwork.painting, width, height, IMAGE_WIDTHS);
  return saveImageVariants(images, key, variants);
}

/** Demo images being painted, by store and key: each is painted once, however often asked. */
const painting = new Map<string, Promise<boolean>>();

/**
 * Paints `artwork`'s image under `key` (its sized key, or the plain one a catalogue seeded
 * before keys named sizes still uses) unless `images` has it whole; true when it painted.
 */
function ensureDemoImage(
  images: ImageStore,
  artwork: DemoArtwork,
  key = demoImageKey(artwork),
): Promise<boolean> {
  const id = `${images.kind}:${images.location}:${key}`;
  let image = painting.get(id);
  if (!image) {
    image = (async () => {
      // The widest variant is stored last, so once it is there the image is whole.
      if (await images.has(imageName(key, IMAGE_LARGEST))) return false;
      await paintDemoImage(images, artwork, key);
      return true;
    })().finally(() => painting.delete(id));
    painting.set(id, image);
  }
  return image;
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
 * Paints every demo image (of `collection`, the whole demo collection unless given) that is
 * missing from `images`; returns how many it painted: one
 * painting per core in the painter's process, but no more than three at once.
 * The server runs it once it is listening, so a first start is quick; an image asked
 * for before its turn is painted at once (paintDemoImageNamed).
 */
export async function paintDemoImages(
  images: ImageStore,
  collection: readonly DemoArtwork[] = demoCollection,
): Promise<number> {
  let painted = 0;
  const paintings = Math.min(3, availableParallelism());
  await eachLimited([...collection], paintings, async (artwork) => {
    if (await ensureDemoImage(images, artwork)) painted++;
  });
  return painted;
}

/** Each demo painting by the keys its image may have: sized, and plain as seeded before. */
export const demoKeys = new Map(
  demoCollection.flatMap((artwork) => [
    [demoImageKey(artwork), artwork],
    [artwork.key, artwork],
  ]),
);

/**
 * Paints the demo image `name` (`<key>-<width>.webp`) stands for, if it is one and missing
 * (every width at once, once however often asked); false for any other name.
 */
export async function paintDemoImageNamed(images: ImageStore, name: string): Promise<boolean> {
  const stored = parseStoredImageUrl(`/images/${name}`);
  const artwork = stored && demoKeys.get(stored.key);
  if (!artwork) return false;
  await ensureDemoImage(images, artwork, stored.key);
  return true;
}

/**
 * Fills an empty catalogue with the demo collection (unless SEED_DEMO=false, or the owner
 * removed it at setup); a catalogue with any artwork is left alone. Returns how many artworks were added. Their images are painted by
 * Atelier itself, by paintDemoImages, and kept in the image store across restarts.
 */
export async function seedDemoCollection(db: Db, now = new Date()) {
  const isEmpty = async (q: Pick<Db, "select">) =>
    (await q.select({ n: count() }).from(artworks))[0].n === 0;
  if (!(await isEmpty(db))) return 0;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    // Once the owner removed it, an empty catalogue is the owner's own, and stays empty.
    if (!(await isEmpty(tx)) || (await demoRemoved(tx))) return 0;
    // Oldest first, a day apart, so the last of the collection is the newest.
    const start = now.getTime() - demoCollection.length * DAY_MS;
    const slugs = await freeArtworkSlugs(
      tx,
      demoCollection.map((artwork) => artwork.title),
    );
    const added = await tx
      .insert(artworks)
      .values(
        demoCollection.map((artwork, i) => ({
          title: artwork.title,
          slug: slugs[i],
          artist: DEMO_ARTIST,
          description: artwork.description,
          price: artwork.price,
          imageUrl: storedImageUrl(demoImageKey(artwork)),
          medium: artwork.medium,
          size: artwork.size,
          ...sizeColumns(artwork.size),
          year: artwork.year,
          style: artwork.style,
          subject: artwork.subject,
          signed: artwork.signed,
          framed: artwork.framed,
          createdAt: new Date(start + (i + 1) * DAY_MS),
          updatedAt: new Date(start + (i + 1) * DAY_MS),
        })),
      )
      .returning({ id: artworks.id, imageUrl: artworks.imageUrl });
    await addMainImages(tx, added);
    return demoCollection.length;
  });
}

/** Whether the owner removed the demo collection (at setup): it is then never seeded again. */
export async function demoRemoved(db: Queryable): Promise<boolean> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, DEMO_REMOVED.key));
  return row?.value === DEMO_REMOVED.value;
}

/**
 * Deletes the demo images `keys` from the store, the widest first (seeding takes an image
 * with its widest variant as whole).
 */
export async function removeDemoImages(images: ImageStore, keys: string[]): Promise<void> {
  const widths = [...IMAGE_WIDTHS].sort((a, b) => b - a);
  for (const key of keys) {
    for (const width of widths) await images.remove(imageName(key, width));
  }
}

/** Whether `name` is a demo image's stored name (`<key>-<width>.webp`). */
export function isDemoImageName(name: string): boolean {
  const stored = parseStoredImageUrl(`/images/${name}`);
  return stored !== undefined && demoKeys.has(stored.key);
}
