import { certificateLink, printCertificateLink } from "#server/certificates/service";
import { poundsFromPence } from "#shared/money";
import {
  type AdminOrder,
  CARD_PAYMENT_INSTRUCTIONS,
  cancelPeriodEnd,
  type Order,
  orderNumber,
} from "#shared/order";
import { planView } from "./plans";
import type { ItemRow, OrderRow } from "./service";

// An order as the API shows it: its row and lines made the buyer's and the owner's view.

export type OrderSettings = {
  holdHours: number;
  /** How to pay a manual order placed before orders kept their own (PAYMENT_INSTRUCTIONS). */
  paymentInstructions: string;
  /** Days after dispatch a shipped order is taken as delivered, if the owner has not said. */
  deliveryAssumedDays: number;
};

const DAY_MS = 24 * 3_600_000;

/**
 * When a dispatched order counts as delivered: when the owner marked it, or else
 * `deliveryAssumedDays` after it was shipped. Undefined before dispatch.
 */
export function deliveredAtOf(row: OrderRow, settings: OrderSettings): Date | undefined {
  if (row.deliveredAt) return row.deliveredAt;
  if (!row.shippedAt) return undefined;
  return new Date(row.shippedAt.getTime() + settings.deliveryAssumedDays * DAY_MS);
}

/** The last day of the buyer's right to cancel a dispatched order, while it can still be used. */
export function cancelUntilOf(row: OrderRow, settings: OrderSettings): string | null {
  if (row.status !== "shipped" && row.status !== "delivered") return null;
  const delivered = deliveredAtOf(row, settings);
  return delivered ? cancelPeriodEnd(delivered) : null;
}

/** A print line's edition as it was ordered; null for an original. */
function printOfLine(item: ItemRow): Order["items"][number]["edition"] {
  if (item.printFormat === null) return null;
  return {
    id: item.editionId,
    format: item.printFormat,
    width: Number(item.printWidth),
    height: Number(item.printHeight),
    unit: item.printUnit === "in" ? "in" : "cm",
    size: item.editionSize,
  };
}

export function toOrder(row: OrderRow, items: ItemRow[], settings: OrderSettings): Order {
  const plan = planView(items.find((item) => item.planParts)?.planParts);
  return {
    id: row.id,
    number: orderNumber(row.number),
    status: row.status,
    items: items
      .sort((a, b) => a.position - b.position)
      .map((item) => ({
        kind: item.printFormat === null ? ("original" as const) : ("print" as const),
        artworkId: item.artworkId ?? item.printOf,
        artworkSlug: item.artworkSlug ?? null,
        title: item.title,
        artist: item.artist,
        imageUrl: item.imageUrl,
        price: poundsFromPence(item.pricePence),
        quantity: item.quantity,
        edition: printOfLine(item),
        prints: (item.prints ?? []).map((print) => ({
          number: print.number,
          size: print.size,
          certificate: printCertificateLink(row.id, print.code),
        })),
        certificate: certificateLink(row.id, item.certificateArtworkId, item.certificateCode),
        plan,
      })),
    plan,
    subtotal: poundsFromPence(row.subtotalPence),
    shipping: poundsFromPence(row.shippingPence),
    total: poundsFromPence(row.totalPence),
    shippingAddress:
      row.collect || row.shipLine1 === null || row.shipCity === null || row.shipPostcode === null
        ? null
        : {
            name: row.shipName,
            line1: row.shipLine1,
            line2: row.shipLine2 ?? undefined,
            city: row.shipCity,
            postcode: row.shipPostcode,
            country: row.shipCountry,
            phone: row.shipPhone ?? undefined,
          },
    collect: row.collect ? { name: row.shipName, phone: row.shipPhone ?? "" } : null,
    paymentMethod: row.paymentMethod,
    holdExpiresAt: row.holdExpiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    shippedAt: row.shippedAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    returnRequestedAt: row.returnRequestedAt?.toISOString() ?? null,
    returnReason: row.returnReason,
    cancelUntil: cancelUntilOf(row, settings),
    trackingNumber: row.trackingNumber,
    paymentInstructions:
      row.paymentMethod === "card"
        ? CARD_PAYMENT_INSTRUCTIONS
        : (row.paymentInstructions ?? settings.paymentInstructions),
    payUrl: row.status === "awaiting_payment" ? row.stripeCheckoutUrl : null,
    refund: row.refundedAt
      ? { at: row.refundedAt.toISOString(), automatic: row.refundedAutomatically }
      : null,
  };
}

export function toAdminOrder(
  entry: { row: OrderRow; items: ItemRow[]; buyer: { email: string; name: string } },
  settings: OrderSettings,
): AdminOrder {
  return {
    ...toOrder(entry.row, entry.items, settings),
    buyer: { email: entry.buyer.email, name: entry.buyer.name },
    stripePaymentId: entry.row.stripePaymentId,
    refundDue: entry.row.refundDue,
    refundProblem:
      entry.row.refundDue && entry.row.refundRetryAt === null ? entry.row.refundError : null,
  };
}
