import { asc } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { orders } from "#server/db/schema";
import { toCsv } from "#server/lib/csv";
import { itemsOf } from "#server/orders/reads";
import { formatPrice, poundsFromPence } from "#shared/money";
import { orderNumber } from "#shared/order";

const pounds = (pence: number) => poundsFromPence(pence).toFixed(2);
const iso = (moment: Date | null) => moment?.toISOString() ?? null;

/** The orders CSV's columns, for the owner's books. */
const ORDER_COLUMNS = [
  "Order",
  "Placed",
  "Status",
  "Buyer",
  "Buyer e-mail",
  "Items",
  "Subtotal (GBP)",
  "Shipping (GBP)",
  "Total (GBP)",
  "Payment",
  "Paid",
  "Shipped",
  "Tracking number",
  "Refunded",
  "Address line 1",
  "Address line 2",
  "Town or City",
  "Postcode",
  "Country",
  "Phone",
];

/** Every order, oldest first: money in pounds, moments in ISO 8601 (UTC), items in one cell. */
export async function ordersCsv(db: Db): Promise<string> {
  const rows = await db.select().from(orders).orderBy(asc(orders.number));
  const items = await itemsOf(
    db,
    rows.map((row) => row.id),
  );
  return toCsv(
    ORDER_COLUMNS,
    rows.map((row) => [
      orderNumber(row.number),
      iso(row.createdAt),
      row.status,
      row.shipName,
      row.buyerEmail,
      items
        .filter((item) => item.orderId === row.id)
        .sort((a, b) => a.position - b.position)
        .map(
          (item) =>
            `${item.title} by ${item.artist} (${formatPrice(poundsFromPence(item.pricePence))})`,
        )
        .join("; "),
      pounds(row.subtotalPence),
      pounds(row.shippingPence),
      pounds(row.totalPence),
      row.paymentMethod,
      iso(row.paidAt),
      iso(row.shippedAt),
      row.trackingNumber,
      iso(row.refundedAt),
      row.shipLine1,
      row.shipLine2,
      row.shipCity,
      row.shipPostcode,
      row.shipCountry,
      row.shipPhone,
    ]),
  );
}
