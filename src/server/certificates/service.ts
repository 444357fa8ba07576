import { randomBytes } from "node:crypto";
import { and, asc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { Queryable } from "#server/db/client";
import { artworks, certificates, editions, orderItems, orders } from "#server/db/schema";
import { printDimensionsCm, printSizeText } from "#shared/editions";

/** Crockford's base 32: no I, L, O or U, so a code read aloud or typed is not mistaken. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A certificate's code as people see it: four groups of four, 80 random bits in all. */
export const CERTIFICATE_CODE = /^[0-9A-HJKMNP-TV-Z]{4}(?:-[0-9A-HJKMNP-TV-Z]{4}){3}$/;

/** A new, unguessable certificate code ("7KQ2-M9XD-4HTR-P3WV"). */
export function newCertificateCode(): string {
  const bytes = randomBytes(10);
  let bits = 0;
  let value = 0;
  let code = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      code += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return code.match(/.{4}/g)?.join("-") ?? code;
}

export type Certificate = typeof certificates.$inferSelect;

/** Where a certificate's PDF is fetched, by its order and painting. */
export const certificatePath = (orderId: string, artworkId: string) =>
  `/api/orders/${orderId}/certificates/${artworkId}`;

/** An order line's certificate as the API shows it, once it has one. */
export const certificateLink = (
  orderId: string,
  artworkId: string | null | undefined,
  code: string | null | undefined,
) => (code && artworkId ? { code, url: certificatePath(orderId, artworkId) } : null);

/** Where a numbered print's certificate PDF is fetched, by its order and its code. */
export const printCertificatePath = (orderId: string, code: string) =>
  `/api/orders/${orderId}/print-certificates/${code}`;

/** A numbered print's certificate as the API shows it. */
export const printCertificateLink = (orderId: string, code: string) => ({
  code,
  url: printCertificatePath(orderId, code),
});

/** Where anyone checks a certificate by its code. */
export const verifyPath = (code: string) => `/verify/${code}`;

/**
 * Issues, in the transaction that makes an order paid, one certificate per painting it
 * bought, keeping the painting as it is now (a later edit changes no certificate). An order
 * paid again (it never is: a move happens once) would keep the certificates it has.
 */
export async function issueCertificates(tx: Queryable, orderId: string, soldAt: Date) {
  const lines = await tx
    .select({
      position: orderItems.position,
      artworkId: artworks.id,
      title: orderItems.title,
      artist: orderItems.artist,
      imageUrl: orderItems.imageUrl,
      buyerName: orders.shipName,
      medium: artworks.medium,
      size: artworks.size,
      widthCm: artworks.widthCm,
      heightCm: artworks.heightCm,
      // The year it was painted, as its Details panel gives it.
      year: artworks.year,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    // A painting deleted before its order was paid (it cannot be, while the order holds it)
    // would have nothing left to certify.
    .innerJoin(artworks, eq(artworks.id, orderItems.artworkId))
    .where(eq(orderItems.orderId, orderId));
  if (lines.length > 0) {
    await tx
      .insert(certificates)
      .values(lines.map((line) => ({ ...line, code: newCertificateCode(), orderId, soldAt })))
      .onConflictDoNothing({
        target: [certificates.orderId, certificates.position],
        where: isNull(certificates.printNumber),
      });
  }
  await numberPrints(tx, orderId, soldAt);
}

/**
 * Gives the order's numbered prints their numbers, in the transaction that makes it paid: each
 * line takes the next numbers of its edition (its row locked by the update, so orders paid at
 * once are numbered in the order their payments commit, with no gap), and each print its own
 * certificate. The unique index on (edition, number) is the promise that no number is given
 * twice; a number once given is never given again, even if its print comes back.
 */
async function numberPrints(tx: Queryable, orderId: string, soldAt: Date) {
  const lines = await tx
    .select({
      position: orderItems.position,
      editionId: editions.id,
      quantity: orderItems.quantity,
      artworkId: orderItems.printOf,
      title: orderItems.title,
      artist: orderItems.artist,
      imageUrl: orderItems.imageUrl,
      buyerName: orders.shipName,
      printFormat: orderItems.printFormat,
      width: orderItems.printWidth,
      height: orderItems.printHeight,
      unit: orderItems.printUnit,
      year: artworks.year,
      numbered: sql<boolean>`exists (select 1 from ${certificates} where ${certificates.orderId} = ${orderItems.orderId} and ${certificates.position} = ${orderItems.position})`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(editions, eq(editions.id, orderItems.editionId))
    .innerJoin(artworks, eq(artworks.id, editions.artworkId))
    .where(and(eq(orderItems.orderId, orderId), eq(editions.numbered, true)))
    .orderBy(asc(orderItems.position));
  for (const line of lines) {
    // Numbered once: an order paid again (it never is) keeps the numbers it has.
    if (line.numbered || !line.artworkId || !line.printFormat) continue;
    const [edition] = await tx
      .update(editions)
      .set({ numberedTo: sql`${editions.numberedTo} + ${line.quantity}` })
      .where(eq(editions.id, line.editionId))
      .returning({ numberedTo: editions.numberedTo, size: editions.size });
    const first = edition.numberedTo - line.quantity + 1;
    const print = {
      width: Number(line.width),
      height: Number(line.height),
      unit: line.unit === "in" ? ("in" as const) : ("cm" as const),
    };
    const { widthCm, heightCm } = printDimensionsCm(print);
    await tx.insert(certificates).values(
      Array.from({ length: line.quantity }, (_, i) => ({
        code: newCertificateCode(),
        orderId,
        position: line.position,
        artworkId: line.artworkId as string,
        title: line.title,
        artist: line.artist,
        medium: line.printFormat as string,
        size: printSizeText(print),
        widthCm,
        heightCm,
        year: line.year,
        imageUrl: line.imageUrl,
        buyerName: line.buyerName,
        editionId: line.editionId,
        printNumber: first + i,
        editionSize: edition.size,
        printFormat: line.printFormat,
        soldAt,
      })),
    );
  }
}

/** The numbered prints of these orders, by order and line, each with its certificate's code. */
export async function printsOf(db: Queryable, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: certificates.orderId,
      position: certificates.position,
      number: certificates.printNumber,
      size: certificates.editionSize,
      code: certificates.code,
    })
    .from(certificates)
    .where(and(inArray(certificates.orderId, orderIds), isNotNull(certificates.printNumber)))
    .orderBy(asc(certificates.printNumber));
}

/** The certificate of one painting of one order, if the order was paid. */
export async function certificateOf(db: Queryable, orderId: string, artworkId: string) {
  const [found] = await db
    .select()
    .from(certificates)
    .where(
      and(
        eq(certificates.orderId, orderId),
        eq(certificates.artworkId, artworkId),
        isNull(certificates.printNumber),
      ),
    );
  return found;
}

/** A numbered print's certificate, by its order and its code. */
export async function printCertificateOf(db: Queryable, orderId: string, code: string) {
  const [found] = await db
    .select()
    .from(certificates)
    .where(
      and(
        eq(certificates.orderId, orderId),
        eq(certificates.code, code),
        isNotNull(certificates.printNumber),
      ),
    );
  return found;
}

/** A certificate by its code, for the verification page. */
export async function certificateByCode(db: Queryable, code: string) {
  const [found] = await db.select().from(certificates).where(eq(certificates.code, code));
  return found;
}

/** Voids an order's certificates (its sale refunded); the first voiding's time is kept. */
export async function voidCertificates(tx: Queryable, orderId: string, now: Date) {
  await tx
    .update(certificates)
    .set({ voidedAt: sql`coalesce(${certificates.voidedAt}, ${now})` })
    .where(eq(certificates.orderId, orderId));
}
