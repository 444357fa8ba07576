import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Queryable } from "#server/db/client";
import { artworks, certificates, orderItems, orders } from "#server/db/schema";

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
  if (lines.length === 0) return;
  await tx
    .insert(certificates)
    .values(lines.map((line) => ({ ...line, code: newCertificateCode(), orderId, soldAt })))
    // An original's one certificate per line: the unique index is partial (a print line has one
    // per print), so the conflict names its predicate.
    .onConflictDoNothing({
      target: [certificates.orderId, certificates.position],
      where: sql`${certificates.printNumber} is null`,
    });
}

/** The certificate of one painting of one order, if the order was paid. */
export async function certificateOf(db: Queryable, orderId: string, artworkId: string) {
  const [found] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.orderId, orderId), eq(certificates.artworkId, artworkId)));
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
