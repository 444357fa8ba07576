import { and, asc, eq, inArray, notExists, sql } from "drizzle-orm";
import type { Queryable } from "#server/db/client";
import { artworkImages, artworks } from "#server/db/schema";
import { ARTWORK_IMAGES_MAX, type ArtworkImage } from "#shared/artwork";
import type { ArtworkImagesInput } from "#shared/artwork-input";
import { storedImageSize } from "#shared/images";
import { messages } from "#shared/messages";

// A work's photographs: read for a page of works at once, added, removed and put in order.
// Whatever changes, `artworks.image_url` stays the first one's URL, for every reader that shows
// only the main photograph (orders' snapshots, share cards, mails).

export type ImageRow = typeof artworkImages.$inferSelect;

/** What an answer shows of a photograph. */
export type ImageFields = Pick<ImageRow, "id" | "url" | "width" | "height" | "alt" | "caption">;

/**
 * A work's photographs in order, read with the work itself (a page of the catalogue): one
 * index lookup per work inside the page's own statement, not a statement more.
 */
// Named whole: a column alone would be read as the photograph's own `id` inside the subquery.
const workId = sql`${sql.identifier("artworks")}.${sql.identifier("id")}`;

export const imagesColumn = sql<
  ImageFields[]
>`(select coalesce(json_agg(json_build_object('id', ${artworkImages.id}, 'url', ${artworkImages.url}, 'width', ${artworkImages.width}, 'height', ${artworkImages.height}, 'alt', ${artworkImages.alt}, 'caption', ${artworkImages.caption}) order by ${artworkImages.position}), '[]'::json) from ${artworkImages} where ${artworkImages.artworkId} = ${workId})`;

/** The works' photographs in order, by work id: one statement however many works. */
export async function imagesOf(
  db: Queryable,
  artworkIds: readonly string[],
): Promise<Map<string, ImageRow[]>> {
  const byWork = new Map<string, ImageRow[]>();
  if (artworkIds.length === 0) return byWork;
  const rows = await db
    .select()
    .from(artworkImages)
    .where(inArray(artworkImages.artworkId, [...new Set(artworkIds)]))
    .orderBy(asc(artworkImages.artworkId), asc(artworkImages.position));
  for (const row of rows) {
    const list = byWork.get(row.artworkId) ?? [];
    list.push(row);
    byWork.set(row.artworkId, list);
  }
  return byWork;
}

/**
 * The photographs as the API shows them. The main one always has an alt text: the owner's,
 * else the work's title and artist. A work always has one: were its rows ever missing (a row
 * written straight into the table), its `image_url` stands in, as its main photograph.
 */
export function imagesAnswer(
  rows: readonly ImageFields[],
  work: { id: string; title: string; artist: string; imageUrl: string },
): ArtworkImage[] {
  const photographs: readonly ImageFields[] = rows.length
    ? rows
    : [{ ...imageValues(work.id, 0, work.imageUrl), id: work.id, alt: "", caption: "" }];
  return photographs.map((row, i) => ({
    id: row.id,
    url: row.url,
    width: row.width,
    height: row.height,
    alt: row.alt || (i === 0 ? messages.head.work(work.title, work.artist) : ""),
    caption: row.caption,
  }));
}

/** A photograph's columns for `url`, with its pixel size when its stored key names it. */
export function imageValues(artworkId: string, position: number, url: string) {
  const size = storedImageSize(url);
  return { artworkId, position, url, width: size?.width ?? null, height: size?.height ?? null };
}

/** The first photograph of each newly added work (`image_url` is its URL). */
export async function addMainImages(
  tx: Queryable,
  works: readonly { id: string; imageUrl: string }[],
): Promise<ImageRow[]> {
  if (works.length === 0) return [];
  return tx
    .insert(artworkImages)
    .values(works.map((work) => imageValues(work.id, 0, work.imageUrl)))
    .returning();
}

/**
 * Gives every work without a photograph its `image_url` as its main one: the works of a backup
 * made before works had several. In batches, within the statement's limit of parameters.
 */
export async function photographWorksWithout(tx: Queryable) {
  const works = await tx
    .select({ id: artworks.id, imageUrl: artworks.imageUrl })
    .from(artworks)
    .where(
      notExists(
        tx
          .select({ id: artworkImages.id })
          .from(artworkImages)
          .where(eq(artworkImages.artworkId, artworks.id)),
      ),
    );
  for (let from = 0; from < works.length; from += 1000) {
    await addMainImages(tx, works.slice(from, from + 1000));
  }
}

/**
 * A work's main photograph given a new URL by its form (or an import): the photograph at
 * position 0 becomes that file, its words cleared, since they were about the one replaced.
 */
export async function replaceMainImage(tx: Queryable, artworkId: string, url: string) {
  const [main] = await tx
    .select({ url: artworkImages.url })
    .from(artworkImages)
    .where(and(eq(artworkImages.artworkId, artworkId), eq(artworkImages.position, 0)));
  if (main?.url === url) return;
  const values = imageValues(artworkId, 0, url);
  if (!main) {
    await tx.insert(artworkImages).values(values);
    return;
  }
  await tx
    .update(artworkImages)
    .set({ ...values, alt: "", caption: "" })
    .where(and(eq(artworkImages.artworkId, artworkId), eq(artworkImages.position, 0)));
}

/** Locks the work for a change of its photographs: whether it exists. */
async function lockWork(tx: Queryable, artworkId: string): Promise<boolean> {
  const [work] = await tx
    .select({ id: artworks.id })
    .from(artworks)
    .where(eq(artworks.id, artworkId))
    .for("update");
  return work !== undefined;
}

/** The work's photographs in order (within the transaction that locked it). */
async function imagesOfWork(tx: Queryable, artworkId: string): Promise<ImageRow[]> {
  return (await imagesOf(tx, [artworkId])).get(artworkId) ?? [];
}

/** Moves the work's photographs past every position in use, before they are given new ones. */
async function moveAside(tx: Queryable, artworkId: string) {
  await tx
    .update(artworkImages)
    .set({ position: sql`${artworkImages.position} + ${ARTWORK_IMAGES_MAX * 2}` })
    .where(eq(artworkImages.artworkId, artworkId));
}

/**
 * Writes the positions of `ids` as their order. Every row first moves past any position in
 * use, so that the unique (work, position) index never sees two rows on one position.
 */
async function writeOrder(tx: Queryable, artworkId: string, ids: readonly string[], now: Date) {
  const mine = eq(artworkImages.artworkId, artworkId);
  await moveAside(tx, artworkId);
  for (const [position, id] of ids.entries()) {
    await tx
      .update(artworkImages)
      .set({ position })
      .where(and(mine, eq(artworkImages.id, id)));
  }
  const [main] = await tx
    .select({ url: artworkImages.url })
    .from(artworkImages)
    .where(and(mine, eq(artworkImages.id, ids[0])));
  await tx
    .update(artworks)
    .set({ imageUrl: main.url, updatedAt: now })
    .where(eq(artworks.id, artworkId));
}

/**
 * Makes a work's photographs these URLs in this order (an import's `images`): a photograph
 * already there keeps its id and words, those not named go, new ones are added. Their files
 * stay in the store. The photographs after it, in order.
 */
export async function setImageUrls(
  tx: Queryable,
  artworkId: string,
  urls: readonly string[],
): Promise<ImageRow[]> {
  const unclaimed = await imagesOfWork(tx, artworkId);
  const kept = urls.map((url) => {
    const at = unclaimed.findIndex((image) => image.url === url);
    return at === -1 ? undefined : unclaimed.splice(at, 1)[0];
  });
  if (unclaimed.length > 0) {
    await tx.delete(artworkImages).where(
      inArray(
        artworkImages.id,
        unclaimed.map((image) => image.id),
      ),
    );
  }
  await moveAside(tx, artworkId);
  for (const [position, url] of urls.entries()) {
    const image = kept[position];
    if (image) {
      await tx.update(artworkImages).set({ position }).where(eq(artworkImages.id, image.id));
    } else {
      await tx.insert(artworkImages).values(imageValues(artworkId, position, url));
    }
  }
  return imagesOfWork(tx, artworkId);
}

/** How a change of a work's photographs went. */
export type ImageChange =
  | { result: "done"; images: ImageRow[] }
  | { result: "missing" | "noImage" | "full" | "last" | "mismatch" }
  | { result: "removed"; url: string; images: ImageRow[] };

/** Adds a photograph after the work's others, unless it has ARTWORK_IMAGES_MAX already. */
export async function addImage(
  tx: Queryable,
  artworkId: string,
  url: string,
  now: Date,
): Promise<ImageChange> {
  if (!(await lockWork(tx, artworkId))) return { result: "missing" };
  const images = await imagesOfWork(tx, artworkId);
  if (images.length >= ARTWORK_IMAGES_MAX) return { result: "full" };
  const [added] = await tx
    .insert(artworkImages)
    .values(imageValues(artworkId, images.length, url))
    .returning();
  await tx.update(artworks).set({ updatedAt: now }).where(eq(artworks.id, artworkId));
  return { result: "done", images: [...images, added] };
}

/**
 * Removes one of the work's photographs — never its last — and closes the gap in the order
 * (the next becomes the main one when the main one goes). `url` is the removed file's.
 */
export async function removeImage(
  tx: Queryable,
  artworkId: string,
  imageId: string,
  now: Date,
): Promise<ImageChange> {
  if (!(await lockWork(tx, artworkId))) return { result: "missing" };
  const images = await imagesOfWork(tx, artworkId);
  const removed = images.find((image) => image.id === imageId);
  if (!removed) return { result: "noImage" };
  if (images.length === 1) return { result: "last" };
  await tx.delete(artworkImages).where(eq(artworkImages.id, imageId));
  const kept = images.filter((image) => image !== removed);
  await writeOrder(
    tx,
    artworkId,
    kept.map((image) => image.id),
    now,
  );
  return {
    result: "removed",
    url: removed.url,
    images: kept.map((image, position) => ({ ...image, position })),
  };
}

/**
 * Puts the work's photographs in the order given — which must name each of them exactly — and
 * sets the alt texts and captions given. Ids of another work's photographs are a mismatch.
 */
export async function arrangeImages(
  tx: Queryable,
  artworkId: string,
  input: ArtworkImagesInput,
  now: Date,
): Promise<ImageChange> {
  if (!(await lockWork(tx, artworkId))) return { result: "missing" };
  const images = await imagesOfWork(tx, artworkId);
  const ids = new Set(images.map((image) => image.id));
  const named = [
    ...input.order,
    ...Object.keys(input.alt ?? {}),
    ...Object.keys(input.caption ?? {}),
  ];
  if (input.order.length !== images.length || named.some((id) => !ids.has(id))) {
    return { result: "mismatch" };
  }
  await writeOrder(tx, artworkId, input.order, now);
  for (const image of images) {
    const alt = input.alt?.[image.id];
    const caption = input.caption?.[image.id];
    if (alt === undefined && caption === undefined) continue;
    await tx.update(artworkImages).set({ alt, caption }).where(eq(artworkImages.id, image.id));
  }
  return { result: "done", images: await imagesOfWork(tx, artworkId) };
}
