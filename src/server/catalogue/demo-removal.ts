import { and, eq, inArray, ne, notInArray, sql } from "drizzle-orm";
import { users } from "#server/db/auth-schema";
import type { Queryable } from "#server/db/client";
import {
  appSettings,
  artworks,
  certificates,
  offers,
  orderItems,
  userFavorites,
} from "#server/db/schema";
import type { DemoKeptReason } from "#shared/demo";
import { storedImageUrl } from "#shared/images";
import { DEMO_ARTIST } from "./demo-collection";
import { DEMO_REMOVED, demoKeys } from "./seed";
import { removeArtwork } from "./service";

export type DemoRemoval = {
  removed: number;
  /** The demo works left in place, each with what still refers to it. */
  kept: Array<{ id: string; title: string; reason: DemoKeptReason }>;
  /** Demo images no painting shows any more, for removeDemoImages once committed. */
  unusedImages: string[];
};

/**
 * What keeps a demo work, first reason first: an order (a sale, or one awaiting payment, of it
 * or of its prints), its certificate, an offer made on it, or a real buyer's favourite (an owner's own favourite does
 * not count: an owner is not a buyer).
 */
function keptBecause(ownerEmails: string[]) {
  const referredBy = (table: typeof orderItems | typeof certificates | typeof offers) =>
    sql`exists (select 1 from ${table} where ${table.artworkId} = ${artworks.id})`;
  const buyersFavourite = sql`exists (
    select 1 from ${userFavorites} join ${users} on ${users.id} = ${userFavorites.userId}
    where ${userFavorites.artworkId} = ${artworks.id} and ${and(
      ne(users.role, "owner"),
      ownerEmails.length ? notInArray(sql`lower(${users.email})`, ownerEmails) : undefined,
    )})`;
  // Prints of it ordered: their lines name the painting they are of.
  const printsOrdered = sql`exists (select 1 from ${orderItems} where ${orderItems.printOf} = ${artworks.id})`;
  return sql<DemoKeptReason | null>`case
    when ${referredBy(orderItems)} or ${printsOrdered} then 'order'
    when ${referredBy(certificates)} then 'certificate'
    when ${referredBy(offers)} then 'offer'
    when ${buyersFavourite} then 'favourite'
  end`;
}

/**
 * Removes the demo collection's paintings — the seeder's: the demo artist's, each with its
 * demo image — through the catalogue's own deletion, in the caller's transaction, except those
 * an order, a certificate, an offer or a buyer's favourite refers to, or that are held. It
 * marks the collection removed so that neither seeding nor painting brings it back.
 */
export async function removeDemoCollection(
  tx: Queryable,
  options: { now: Date; ownerEmails: string[] },
): Promise<DemoRemoval> {
  const urls = new Map([...demoKeys.keys()].map((key) => [storedImageUrl(key), key]));
  const rows = await tx
    .select({ id: artworks.id, title: artworks.title, reason: keptBecause(options.ownerEmails) })
    .from(artworks)
    .where(and(eq(artworks.artist, DEMO_ARTIST), inArray(artworks.imageUrl, [...urls.keys()])))
    .orderBy(artworks.createdAt, artworks.id);
  let removed = 0;
  const kept: DemoRemoval["kept"] = [];
  for (const { id, title, reason } of rows) {
    if (reason) {
      kept.push({ id, title, reason });
      continue;
    }
    const change = await removeArtwork(tx, id, options.now);
    if (change === "done") removed++;
    else if (change === "held") kept.push({ id, title, reason: "held" });
  }
  await tx
    .insert(appSettings)
    .values(DEMO_REMOVED)
    .onConflictDoUpdate({ target: appSettings.key, set: { value: DEMO_REMOVED.value } });
  // An image another painting still shows (a kept one, or the owner's own reusing it) stays.
  const used = await tx
    .select({ imageUrl: artworks.imageUrl })
    .from(artworks)
    .where(inArray(artworks.imageUrl, [...urls.keys()]));
  const shown = new Set(used.map((row) => row.imageUrl));
  const unusedImages = [...urls].filter(([url]) => !shown.has(url)).map(([, key]) => key);
  return { removed, kept, unusedImages };
}
