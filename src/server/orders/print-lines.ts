import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { type EditionRow, takenOf } from "#server/catalogue/editions";
import type { Queryable } from "#server/db/client";
import { artworks, cartPrints, editions } from "#server/db/schema";
import { printBand } from "#shared/editions";
import type { OrderItemInput } from "#shared/order";

// Prints as an order meets them: the shopper's cart of them, each edition priced and locked for
// the order, what is short, and the database's refusal of one print too many.

/** Prints wanted: an edition and how many. */
export type WantedPrint = { editionId: string; quantity: number };

/**
 * A print of the order's that cannot be had: fewer left than asked (`short`), the edition
 * retired, or none the buyer may see (`missing`); `available` is how many are left (0 but for
 * `short`).
 */
export type ShortPrint = {
  editionId: string;
  available: number;
  reason: "short" | "retired" | "missing";
};

/** An order's named lines as the originals and the prints they are. */
export function splitItems(items: OrderItemInput[]) {
  return {
    originals: items.flatMap((item) => ("artworkId" in item ? [item.artworkId] : [])),
    prints: items.flatMap((item) =>
      "editionId" in item ? [{ editionId: item.editionId, quantity: item.quantity }] : [],
    ),
  };
}

/** The prints in a shopper's cart, oldest first. */
export async function cartPrintsOf(tx: Queryable, userId: string): Promise<WantedPrint[]> {
  return tx
    .select({ editionId: cartPrints.editionId, quantity: cartPrints.quantity })
    .from(cartPrints)
    .where(eq(cartPrints.userId, userId))
    .orderBy(asc(cartPrints.createdAt), asc(cartPrints.editionId));
}

/**
 * The editions `ids` as an order takes them, locked for it (so what is left cannot change
 * before the order's lines are in): each with its price in pence from the database and its
 * work's snapshot and visibility.
 */
export async function pricedPrints(tx: Queryable, ids: string[]) {
  if (ids.length === 0) return [];
  return tx
    .select({
      edition: editions,
      pricePence: sql<number>`(${editions.price} * 100)::bigint`.mapWith(Number),
      artwork: {
        id: artworks.id,
        slug: artworks.slug,
        title: artworks.title,
        artist: artworks.artist,
        imageUrl: artworks.imageUrl,
        visibility: artworks.visibility,
        releaseAt: artworks.releaseAt,
      },
    })
    .from(editions)
    .innerJoin(artworks, eq(artworks.id, editions.artworkId))
    .where(inArray(editions.id, ids))
    .orderBy(asc(editions.id))
    .for("update", { of: editions });
}

export type PricedPrint = Awaited<ReturnType<typeof pricedPrints>>[number];
/** A print line about to be ordered: the edition as priced, and how many. */
export type PrintLine = PricedPrint & { quantity: number };

/** Why `want` cannot be had of `edition`, or undefined: it can. */
function shortOf(
  edition: EditionRow,
  want: WantedPrint,
): Omit<ShortPrint, "editionId"> | undefined {
  if (edition.retiredAt) return { available: 0, reason: "retired" };
  if (edition.size === null) return undefined;
  const left = edition.size - takenOf(edition);
  return left >= want.quantity ? undefined : { available: left, reason: "short" };
}

/**
 * The wanted prints as lines of `found` (the editions the buyer may see), and those short:
 * retired, unknown or not seen (0 left), or wanting more than is left.
 */
export function printLinesOf(wanted: WantedPrint[], found: PricedPrint[]) {
  const lines: PrintLine[] = [];
  const short: ShortPrint[] = [];
  for (const want of wanted) {
    const row = found.find((candidate) => candidate.edition.id === want.editionId);
    const problem = row ? shortOf(row.edition, want) : { available: 0, reason: "missing" as const };
    if (row && !problem) lines.push({ ...row, quantity: want.quantity });
    else if (problem) short.push({ editionId: want.editionId, ...problem });
  }
  return { lines, short };
}

/** The delivery band of a print line: its own size's (one parcel for the line's prints). */
export const printLineBand = (line: PrintLine) =>
  printBand({ width: line.edition.width, height: line.edition.height, unit: line.edition.unit });

/** What a print line costs: each print's price times how many. */
export const printLineTotal = (line: Pick<PrintLine, "pricePence" | "quantity">) =>
  line.pricePence * line.quantity;

const CHECK_VIOLATION = "23514";

/** Whether `error` is a limited edition's refusal of one print too many. */
export function isStockViolation(error: unknown): boolean {
  const cause = ((error as { cause?: unknown }).cause ?? error) as {
    code?: string;
    constraint?: string;
  };
  return cause.code === CHECK_VIOLATION && cause.constraint === "editions_stock_check";
}

/** The prints short among `wanted` now (asked again after the database refused one too many). */
export async function shortAmong(db: Queryable, wanted: WantedPrint[]): Promise<ShortPrint[]> {
  if (wanted.length === 0) return [];
  const rows = await db
    .select()
    .from(editions)
    .where(
      and(
        inArray(
          editions.id,
          wanted.map((want) => want.editionId),
        ),
      ),
    );
  return wanted.flatMap((want) => {
    const row = rows.find((candidate) => candidate.id === want.editionId);
    const problem = row ? shortOf(row, want) : { available: 0, reason: "missing" as const };
    return problem ? [{ editionId: want.editionId, ...problem }] : [];
  });
}

/**
 * Whether an order's print lines could all be taken again (a card payment that came after its
 * hold ended): each edition still there, on sale, with as many left. Their rows stay locked to
 * the end of the transaction, which takes them.
 */
export async function printsStillFree(
  tx: Queryable,
  items: Array<{ printFormat: string | null; editionId: string | null; quantity: number }>,
): Promise<boolean> {
  const lines = items.filter((item) => item.printFormat !== null);
  if (lines.length === 0) return true;
  const wanted = lines.flatMap((item) =>
    item.editionId ? [{ editionId: item.editionId, quantity: item.quantity }] : [],
  );
  if (wanted.length < lines.length) return false;
  const found = await pricedPrints(
    tx,
    wanted.map((want) => want.editionId),
  );
  return printLinesOf(wanted, found).short.length === 0;
}
