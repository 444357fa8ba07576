import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { takenOf } from "#server/catalogue/editions";
import type { Db } from "#server/db/client";
import { artworks, editions, orderItems, orders } from "#server/db/schema";
import { toCsv } from "#server/lib/csv";
import { flagCell } from "#shared/imports";
import { poundsFromPence } from "#shared/money";
import { SOLD_STATUSES } from "#shared/order";

/**
 * The editions CSV's columns: one row per edition, retired ones too, for the owner's books —
 * what it is and costs, how many are sold, held by unpaid orders, spent (numbered prints that
 * came back) and left, and what its sold prints took.
 */
const EDITION_COLUMNS = [
  "Edition",
  "Artwork id",
  "Artwork",
  "Format",
  "Width",
  "Height",
  "Unit",
  "Price (GBP)",
  "Edition size",
  "Signed",
  "Numbered",
  "Sold",
  "Held",
  "Spent",
  "Left",
  "Sold (GBP)",
  "Created",
  "Retired",
];

const iso = (moment: Date | null) => moment?.toISOString() ?? null;

/**
 * Every edition, oldest first, with its work's title (empty once the work is deleted, when its
 * editions go too: none is left without one). An open edition's size and what is left are
 * empty. What its prints took counts the lines of sold orders, each its price times its quantity.
 */
export async function editionsCsv(db: Db): Promise<string> {
  const rows = await db
    .select({ edition: editions, title: artworks.title })
    .from(editions)
    .innerJoin(artworks, eq(artworks.id, editions.artworkId))
    .orderBy(asc(editions.createdAt), asc(editions.id));
  const takings = await db
    .select({
      editionId: orderItems.editionId,
      pence: sql<number>`sum(${orderItems.pricePence} * ${orderItems.quantity})::int`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(inArray(orders.status, SOLD_STATUSES), eq(orderItems.hold, "sold")))
    .groupBy(orderItems.editionId);
  const pence = new Map(takings.map((row) => [row.editionId, Number(row.pence)]));
  return toCsv(
    EDITION_COLUMNS,
    rows.map(({ edition, title }) => [
      edition.id,
      edition.artworkId,
      title,
      edition.format,
      Number(edition.width),
      Number(edition.height),
      edition.unit,
      Number(edition.price).toFixed(2),
      edition.size,
      flagCell(edition.signed),
      flagCell(edition.numbered),
      edition.sold,
      edition.held,
      edition.spent,
      edition.size === null ? null : edition.size - takenOf(edition),
      poundsFromPence(pence.get(edition.id) ?? 0).toFixed(2),
      iso(edition.createdAt),
      iso(edition.retiredAt),
    ]),
  );
}
