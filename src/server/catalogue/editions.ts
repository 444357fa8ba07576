import { and, asc, eq, getTableColumns, inArray, isNull, sql } from "drizzle-orm";
import type { Queryable } from "#server/db/client";
import { artworks, cartPrints, editions, orderItems } from "#server/db/schema";
import type { Edition, EditionValues } from "#shared/editions";

// A work's editions: read with the work (one statement for a page of works), added, changed and
// retired by its owners. What is sold, held and left is the database's count (editions-schema).

export type EditionRow = typeof editions.$inferSelect;

/** What an answer shows of an edition, as its row or the catalogue's subquery gives it. */
export type EditionFields = Pick<
  EditionRow,
  | "id"
  | "format"
  | "width"
  | "height"
  | "unit"
  | "price"
  | "size"
  | "held"
  | "sold"
  | "spent"
  | "signed"
  | "numbered"
>;

/** Prints taken from a limited edition: held, sold, or numbered and come back. */
export const takenOf = (row: Pick<EditionRow, "held" | "sold" | "spent">) =>
  row.held + row.sold + row.spent;

export function toEdition(row: EditionFields): Edition {
  return {
    id: row.id,
    format: row.format,
    width: Number(row.width),
    height: Number(row.height),
    unit: row.unit,
    price: Number(row.price),
    size: row.size,
    sold: row.sold,
    available: row.size === null ? null : row.size - takenOf(row),
    signed: row.signed,
    numbered: row.numbered,
  };
}

/** Still on sale: not retired. */
const current = isNull(editions.retiredAt);
const oldestFirst = [asc(editions.createdAt), asc(editions.id)];

// Named whole: a column alone would be read as the edition's own `id` inside the subquery.
const workId = sql`${sql.identifier("artworks")}.${sql.identifier("id")}`;
const editionId = sql`${sql.identifier("editions")}.${sql.identifier("id")}`;

/**
 * The prints of an edition held at `now`: by unpaid orders whose hold has not ended, and by
 * plans. The stored count keeps an ended hold until the sweep (or the next order for the
 * edition) expires its order; what a shopper is told is left counts it free at once, as an
 * original's availability does.
 */
const heldAt = (now: Date) =>
  sql<number>`(select coalesce(sum(${orderItems.quantity}), 0)::integer from ${orderItems} where ${orderItems.editionId} = ${editionId} and (${orderItems.hold} = 'plan' or (${orderItems.hold} = 'reserved' and ${orderItems.holdExpiresAt} > ${now})))`;

/**
 * A work's editions on sale, oldest first, read with the work itself (a page of the catalogue):
 * one index lookup per work inside the page's own statement.
 */
export const editionsColumn = (now: Date) =>
  sql<
    EditionFields[]
  >`(select coalesce(json_agg(json_build_object('id', ${editions.id}, 'format', ${editions.format}, 'width', ${editions.width}, 'height', ${editions.height}, 'unit', ${editions.unit}, 'price', ${editions.price}, 'size', ${editions.size}, 'held', ${heldAt(now)}, 'sold', ${editions.sold}, 'spent', ${editions.spent}, 'signed', ${editions.signed}, 'numbered', ${editions.numbered}) order by ${editions.createdAt}, ${editions.id}), '[]'::json) from ${editions} where ${editions.artworkId} = ${workId} and ${editions.retiredAt} is null)`;

/** The works' editions on sale, by work id: one statement however many works. */
export async function editionsOf(
  db: Queryable,
  artworkIds: readonly string[],
  now: Date,
): Promise<Map<string, EditionRow[]>> {
  const byWork = new Map<string, EditionRow[]>();
  if (artworkIds.length === 0) return byWork;
  const rows = await db
    .select(editionColumnsAt(now))
    .from(editions)
    .where(and(inArray(editions.artworkId, [...new Set(artworkIds)]), current))
    .orderBy(...oldestFirst);
  for (const row of rows) byWork.set(row.artworkId, [...(byWork.get(row.artworkId) ?? []), row]);
  return byWork;
}

/** An edition's columns, with the prints it holds at `now` (`heldAt`). */
export const editionColumnsAt = (now: Date) => ({
  ...getTableColumns(editions),
  held: heldAt(now),
});

/** An edition and its work's id, whether retired or not; undefined: none. */
export async function editionById(db: Queryable, id: string, lock = false) {
  const query = db.select().from(editions).where(eq(editions.id, id)).$dynamic();
  const [found] = await (lock ? query.for("update") : query);
  return found;
}

/** The columns an edition's values write. */
const editionColumns = (values: EditionValues) => ({
  format: values.format,
  width: values.width,
  height: values.height,
  unit: values.unit,
  price: values.price,
  size: values.size,
  signed: values.signed,
  numbered: values.numbered,
});

/** A new edition of the work `artworkId`; undefined when there is no such work. */
export async function addEdition(
  db: Queryable,
  artworkId: string,
  values: EditionValues,
  now: Date,
): Promise<EditionRow | undefined> {
  const [work] = await db
    .select({ id: artworks.id })
    .from(artworks)
    .where(eq(artworks.id, artworkId));
  if (!work) return undefined;
  const [row] = await db
    .insert(editions)
    .values({ artworkId, ...editionColumns(values), createdAt: now, updatedAt: now })
    .returning();
  return row;
}

export type EditionChange =
  | { result: "done"; edition: EditionRow }
  | { result: "missing" }
  | { result: "retired" }
  /** The new size is below the prints already taken. */
  | { result: "below-taken"; taken: number }
  /** Prints are sold or held: whether it is numbered can no longer change. */
  | { result: "numbering-fixed" };

/**
 * An edition's new values, decided under its row's lock: its size never below the prints sold,
 * held or spent (the check would refuse it too), and whether it is numbered fixed once any print
 * is taken, so no print sold unnumbered is followed by a "1 of 50".
 */
export async function changeEdition(
  db: Queryable,
  id: string,
  values: EditionValues,
  now: Date,
): Promise<EditionChange> {
  const found = await editionById(db, id, true);
  if (!found) return { result: "missing" };
  if (found.retiredAt) return { result: "retired" };
  const taken = takenOf(found);
  if (values.size !== null && values.size < taken) return { result: "below-taken", taken };
  if (values.numbered !== found.numbered && (taken > 0 || found.numberedTo > 0)) {
    return { result: "numbering-fixed" };
  }
  const [edition] = await db
    .update(editions)
    .set({ ...editionColumns(values), updatedAt: now })
    .where(eq(editions.id, id))
    .returning();
  return { result: "done", edition };
}

/**
 * Retires an edition: no more of it is sold, its prints leave every cart; what was sold, its
 * numbers and certificates stay. An order already holding prints may still be paid.
 */
export async function retireEdition(
  db: Queryable,
  id: string,
  now: Date,
): Promise<EditionRow | undefined> {
  const [row] = await db
    .update(editions)
    .set({ retiredAt: sql`coalesce(${editions.retiredAt}, ${now})`, updatedAt: now })
    .where(eq(editions.id, id))
    .returning();
  if (row) await db.delete(cartPrints).where(eq(cartPrints.editionId, id));
  return row;
}

/**
 * A work with prints on sale (the gallery's `?kind=print`): an edition not retired, open or
 * with a print left.
 */
export const hasPrintsOnSale = (now: Date) =>
  sql`exists (select 1 from ${editions} where ${editions.artworkId} = ${workId} and ${editions.retiredAt} is null and (${editions.size} is null or ${heldAt(now)} + ${editions.sold} + ${editions.spent} < ${editions.size}))`;

/**
 * Whether an unpaid order holds prints of the work `artworkId`: like its original held, the work
 * is not deleted from under it.
 */
export async function printsHeld(tx: Queryable, artworkId: string): Promise<boolean> {
  const [row] = await tx
    .select({ held: sql<number>`coalesce(sum(${editions.held}), 0)`.mapWith(Number) })
    .from(editions)
    .where(eq(editions.artworkId, artworkId));
  return (row?.held ?? 0) > 0;
}
