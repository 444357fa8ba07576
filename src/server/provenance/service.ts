import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { artworks, certificates, orderItems, orders } from "#server/db/schema";
import { type CsvValue, toCsv } from "#server/lib/csv";
import { shopDay } from "#shared/dates";
import { poundsFromPence } from "#shared/money";
import { orderNumber, SOLD_STATUSES } from "#shared/order";
import type { ProvenanceEntry } from "#shared/provenance";

/**
 * The provenance register: every work sold through the shop (the lines of paid and shipped
 * orders, with the buyer's shipping name and e-mail, the day it was paid, the price and the
 * certificate) and every work the owner marked sold elsewhere, with the buyer's name and the
 * day if she recorded them. Newest sale first; sales with no known day last, by title.
 * A refunded order is no sale, so it is not here.
 */
export async function provenanceRegister(db: Db): Promise<ProvenanceEntry[]> {
  const [sales, elsewhere] = await Promise.all([
    db
      .select({
        artworkId: orderItems.artworkId,
        artworkSlug: artworks.slug,
        title: orderItems.title,
        artist: orderItems.artist,
        imageUrl: orderItems.imageUrl,
        pricePence: orderItems.pricePence,
        orderId: orders.id,
        number: orders.number,
        buyerName: orders.shipName,
        buyerEmail: orders.buyerEmail,
        paidAt: orders.paidAt,
        certificate: certificates.code,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .leftJoin(artworks, eq(artworks.id, orderItems.artworkId))
      .leftJoin(
        certificates,
        and(
          eq(certificates.orderId, orderItems.orderId),
          eq(certificates.position, orderItems.position),
        ),
      )
      .where(inArray(orders.status, SOLD_STATUSES)),
    db
      .select({
        id: artworks.id,
        slug: artworks.slug,
        title: artworks.title,
        artist: artworks.artist,
        imageUrl: artworks.imageUrl,
        buyerName: artworks.soldElsewhereTo,
        soldOn: artworks.soldElsewhereOn,
      })
      .from(artworks)
      .where(eq(artworks.soldElsewhere, true)),
  ]);
  const entries: ProvenanceEntry[] = [
    ...sales.map((sale) => ({
      artworkId: sale.artworkId,
      artworkSlug: sale.artworkSlug,
      title: sale.title,
      artist: sale.artist,
      imageUrl: sale.imageUrl,
      source: "order" as const,
      buyer: { name: sale.buyerName, email: sale.buyerEmail },
      soldOn: sale.paidAt ? shopDay(sale.paidAt) : null,
      price: poundsFromPence(sale.pricePence),
      order: { id: sale.orderId, number: orderNumber(sale.number) },
      certificate: sale.certificate,
    })),
    ...elsewhere.map((work) => ({
      artworkId: work.id,
      artworkSlug: work.slug,
      title: work.title,
      artist: work.artist,
      imageUrl: work.imageUrl,
      source: "elsewhere" as const,
      buyer: { name: work.buyerName, email: null },
      soldOn: work.soldOn,
      price: null,
      order: null,
      certificate: null,
    })),
  ];
  return entries.sort(
    (a, b) =>
      (b.soldOn ?? "").localeCompare(a.soldOn ?? "") ||
      a.title.localeCompare(b.title, "en-GB") ||
      (a.order?.number ?? "").localeCompare(b.order?.number ?? ""),
  );
}

/** The register's columns in its CSV download. */
const CSV_HEADER = [
  "Title",
  "Artist",
  "Buyer",
  "Buyer e-mail",
  "Date of sale",
  "Price (GBP)",
  "Sold",
  "Order",
  "Certificate",
];

/** The register as a CSV file: dates as YYYY-MM-DD, money in pounds. */
export function provenanceCsv(entries: ProvenanceEntry[]): string {
  const rows: CsvValue[][] = entries.map((entry) => [
    entry.title,
    entry.artist,
    entry.buyer.name,
    entry.buyer.email,
    entry.soldOn,
    entry.price === null ? null : entry.price.toFixed(2),
    entry.source === "order" ? "In the shop" : "Elsewhere",
    entry.order?.number,
    entry.certificate,
  ]);
  return toCsv(CSV_HEADER, rows);
}
