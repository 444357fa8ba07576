import { asc, inArray } from "drizzle-orm";
import { printsOf } from "#server/certificates/service";
import type { Db } from "#server/db/client";
import { orderItems, orders } from "#server/db/schema";
import { toCsv } from "#server/lib/csv";
import { type EditionUnit, printName } from "#shared/editions";
import { messages } from "#shared/messages";
import { formatPrice, poundsFromPence } from "#shared/money";
import { orderNumber } from "#shared/order";

const editions = messages.editions;
const own = messages.editionsOwner;

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

type Line = typeof orderItems.$inferSelect;

/**
 * One line of the Items cell: an original's title, artist and price; a print line's kind, the
 * painting, its format and size, its edition, how many at what price, and the numbers given.
 */
function lineText(line: Line, numbers: number[]): string {
  const price = formatPrice(poundsFromPence(line.pricePence));
  if (line.printFormat === null) return `${line.title} by ${line.artist} (${price})`;
  const name = printName({
    format: line.printFormat,
    width: Number(line.printWidth),
    height: Number(line.printHeight),
    unit: line.printUnit as EditionUnit,
  });
  const size = line.editionSize;
  return [
    `${editions.printOf(line.title)} by ${line.artist}`,
    name,
    size === null ? editions.open : editions.limited(size),
    editions.lineQuantity(line.quantity, price),
    ...(numbers.length > 0 && size !== null ? [own.numbers(numbers, size)] : []),
  ].join(" · ");
}

/** The numbers given to each print line's prints, by "order id:position", lowest first. */
async function printNumbersOf(db: Db, orderIds: string[]) {
  const byLine = new Map<string, number[]>();
  for (const { orderId, position, number } of await printsOf(db, orderIds)) {
    const key = `${orderId}:${position}`;
    byLine.set(key, [...(byLine.get(key) ?? []), number as number]);
  }
  return byLine;
}

/**
 * Every order, oldest first: money in pounds, moments in ISO 8601 (UTC), items in one cell
 * (a print line's numbers too: those a return spent stay on the order that had them).
 */
export async function ordersCsv(db: Db): Promise<string> {
  const rows = await db.select().from(orders).orderBy(asc(orders.number));
  const ids = rows.map((row) => row.id);
  const items =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(orderItems)
          .where(inArray(orderItems.orderId, ids))
          .orderBy(asc(orderItems.position));
  const numbers = await printNumbersOf(db, ids);
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
        .map((item) => lineText(item, numbers.get(`${item.orderId}:${item.position}`) ?? []))
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
