import { eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { certificates, editions, orderItems } from "#server/db/schema";

// Prints written straight into the database, for the owner's figures, exports and backups to
// read while their tests need no cart or payment of prints: an edition, and a print line of an
// order with its numbered prints' certificates. No test runner imported.

/** A limited edition of 50 numbered giclée prints at £45 (`overrides` change any of it). */
export async function insertEdition(
  db: Db,
  artworkId: string,
  overrides: Partial<typeof editions.$inferInsert> = {},
) {
  const [row] = await db
    .insert(editions)
    .values({
      artworkId,
      format: "Giclée print",
      width: 30,
      height: 40,
      unit: "cm",
      price: 45,
      size: 50,
      signed: true,
      numbered: true,
      ...overrides,
    })
    .returning();
  return row;
}

/**
 * A print line of `orderId` at `position` (after its other lines): `quantity` prints of
 * `edition` at its price each, held as `hold`. Numbered and sold, its prints are given the
 * edition's next numbers with a certificate each, as payment would.
 */
export async function insertPrintLine(
  db: Db,
  line: {
    orderId: string;
    position: number;
    edition: typeof editions.$inferSelect;
    quantity: number;
    hold: "reserved" | "sold" | null;
    title?: string;
  },
) {
  const { edition } = line;
  await db.insert(orderItems).values({
    orderId: line.orderId,
    position: line.position,
    title: line.title ?? "Harbour",
    artist: "Ada",
    imageUrl: "/images/print.jpg",
    pricePence: Math.round(edition.price * 100),
    editionId: edition.id,
    quantity: line.quantity,
    printFormat: edition.format,
    printWidth: edition.width,
    printHeight: edition.height,
    printUnit: edition.unit,
    editionSize: edition.size,
    printOf: edition.artworkId,
    hold: line.hold,
  });
  if (line.hold !== "sold" || !edition.numbered || edition.size === null) return [];
  const [{ numberedTo }] = await db
    .update(editions)
    .set({ numberedTo: sql`${editions.numberedTo} + ${line.quantity}` })
    .where(eq(editions.id, edition.id))
    .returning({ numberedTo: editions.numberedTo });
  const numbers = Array.from(
    { length: line.quantity },
    (_, index) => numberedTo - line.quantity + 1 + index,
  );
  await db.insert(certificates).values(
    numbers.map((number) => ({
      code: `P${edition.id.slice(0, 8)}-${number}`.toUpperCase(),
      orderId: line.orderId,
      position: line.position,
      artworkId: edition.artworkId,
      title: line.title ?? "Harbour",
      artist: "Ada",
      medium: edition.format,
      size: `${edition.width} × ${edition.height} ${edition.unit}`,
      year: 2026,
      imageUrl: "/images/print.jpg",
      buyerName: "Ada Lovelace",
      editionId: edition.id,
      printNumber: number,
      editionSize: edition.size,
      printFormat: edition.format,
      soldAt: new Date("2026-11-20T12:00:00.000Z"),
    })),
  );
  return numbers;
}
