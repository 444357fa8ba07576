// The owner's work on many artworks at once: the hero's featured works, and the artworks
// table's bulk actions. Each action is one transaction over the works it names, locked first.
import { eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db, Queryable } from "#server/db/client";
import { artworks } from "#server/db/schema";
import type { Artwork } from "#shared/artwork";
import type { BulkAction, BulkRefusal, BulkResult } from "#shared/curation";
import { isUnfinished } from "#shared/drafts";
import { messages } from "#shared/messages";
import { artworkColumns, removeArtwork, toArtworks } from "./service";

/** Whoever changes the featured works waits for whoever else is: no two orders interleave. */
const FEATURED_LOCK = 4_163_375;

/** What a work changing sets in motion, in its transaction (services.workChanged). */
export type WorkChanged = (tx: Queryable, before: Artwork, after: Artwork) => Promise<void>;

/** The works `ids` names as they are at `now`, locked for the change, by id. */
async function lockWorks(tx: Queryable, ids: string[], now: Date) {
  const rows = await tx
    .select(artworkColumns(now))
    .from(artworks)
    .where(inArray(artworks.id, ids))
    .for("update");
  return new Map((await toArtworks(tx, rows, now)).map((work) => [work.id, work]));
}

const unknown = (id: string): BulkRefusal => ({
  id,
  title: null,
  reason: messages.curation.unknownArtwork,
});

/**
 * Features `ids` in the hero, in that order, and no other work. Refuses them all (nothing
 * changes) when one is unknown or a draft.
 */
export async function setFeatured(
  db: Db,
  ids: string[],
  now: Date,
): Promise<{ featured: Artwork[] } | { refused: BulkRefusal[] }> {
  return db.transaction(async (tx) => {
    const works = await lockWorks(tx, ids, now);
    const refused = ids.flatMap((id) => featureRefusal(id, works.get(id)) ?? []);
    if (refused.length > 0) return { refused };
    await placeFeatured(tx, ids);
    const placed = await lockWorks(tx, ids, now);
    return { featured: ids.flatMap((id) => placed.get(id) ?? []) };
  });
}

/** Why a work cannot be featured, if it cannot. */
function featureRefusal(id: string, work: Artwork | undefined): BulkRefusal | undefined {
  if (!work) return unknown(id);
  if (work.visibility === "draft") {
    return { id, title: work.title, reason: messages.curation.draftNotFeatured };
  }
  return undefined;
}

/** The hero's places given to `ids` in order, every other work's taken back. */
async function placeFeatured(tx: Queryable, ids: string[]) {
  await tx.execute(sql`select pg_advisory_xact_lock(${FEATURED_LOCK})`);
  // Emptied first: the unique index allows no two works one place, even for a moment.
  await tx.update(artworks).set({ featuredOrder: null }).where(isNotNull(artworks.featuredOrder));
  for (const [index, id] of ids.entries()) {
    await tx
      .update(artworks)
      .set({ featuredOrder: index + 1 })
      .where(eq(artworks.id, id));
  }
}

/**
 * One bulk action over the works `ids` names, in one transaction: what it did and what it
 * left, with the reason. An unknown id is refused, never an error.
 */
export async function bulkChange(
  db: Db,
  action: BulkAction,
  ids: string[],
  now: Date,
  changed?: WorkChanged,
): Promise<BulkResult & { works: Artwork[] }> {
  return db.transaction(async (tx) => {
    const found = await lockWorks(tx, ids, now);
    const refused: BulkRefusal[] = [];
    const known: Artwork[] = [];
    for (const id of ids) {
      const work = found.get(id);
      if (work) known.push(work);
      else refused.push(unknown(id));
    }
    const result = await bulkSteps[action](tx, known, now, changed);
    return {
      done: result.done.map((work) => work.id),
      refused: [...refused, ...result.refused],
      works: result.done,
    };
  });
}

type Step = (
  tx: Queryable,
  works: Artwork[],
  now: Date,
  changed?: WorkChanged,
) => Promise<{ done: Artwork[]; refused: BulkRefusal[] }>;

/**
 * Publish or make drafts: each work changed tells what it sets in motion (followers). A draft
 * still to complete (made from a photograph, its placeholders left) is not published.
 */
const makeVisible =
  (visibility: Artwork["visibility"]): Step =>
  async (tx, works, now, changed) => {
    const done: Artwork[] = [];
    const refused: BulkRefusal[] = [];
    for (const before of works) {
      if (before.visibility === visibility) {
        done.push(before);
        continue;
      }
      if (visibility === "public" && isUnfinished(before)) {
        refused.push({ id: before.id, title: before.title, reason: messages.drafts.unfinished });
        continue;
      }
      const [row] = await tx
        .update(artworks)
        .set({ visibility, updatedAt: now })
        .where(eq(artworks.id, before.id))
        .returning(artworkColumns(now));
      const [after] = await toArtworks(tx, [row], now);
      await changed?.(tx, before, after);
      done.push(after);
    }
    return { done, refused };
  };

const bulkSteps: Record<BulkAction, Step> = {
  publish: makeVisible("public"),
  draft: makeVisible("draft"),
  async feature(tx, works) {
    const refused = works.flatMap((work) => featureRefusal(work.id, work) ?? []);
    const done = works.filter((work) => work.visibility !== "draft");
    if (done.length > 0)
      await placeFeatured(
        tx,
        done.map((work) => work.id),
      );
    return { done, refused };
  },
  async unfeature(tx, works) {
    const ids = works.map((work) => work.id);
    if (ids.length > 0) {
      await tx.update(artworks).set({ featuredOrder: null }).where(inArray(artworks.id, ids));
    }
    return { done: works, refused: [] };
  },
  async delete(tx, works, now) {
    const done: Artwork[] = [];
    const refused: BulkRefusal[] = [];
    for (const work of works) {
      // The single delete's rule: a work an order awaiting payment holds stays.
      const change = await removeArtwork(tx, work.id, now);
      if (change === "done") done.push(work);
      else
        refused.push({ id: work.id, title: work.title, reason: messages.api.artworkInOpenOrder });
    }
    return { done, refused };
  },
};
