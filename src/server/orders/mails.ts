import { escapeHtml } from "#server/lib/html";
import type { Mail } from "#server/mail/mailer";
import { formatMoment } from "#shared/dates";
import { formatPrice } from "#shared/money";
import type { Order } from "#shared/order";

/** A moment as a buyer in the UK reads it: "Wednesday 25 November 2026 at 14:05 UK time". */
const formatMailMoment = (iso: string): string => `${formatMoment(iso)} UK time`;

type Paragraph = string | { label: string; value: string };

/**
 * One order e-mail in two parts, plain text and HTML: a greeting, the paragraphs, the items
 * with their prices and the total. Every interpolated value is escaped in the HTML part.
 */
function orderMail(input: {
  to: string;
  subject: string;
  paragraphs: Paragraph[];
  order: Order;
  link: string;
  gallery: string;
}): Mail {
  const { order } = input;
  const itemLines = order.items.map(
    (item) => `- ${item.title} by ${item.artist}: ${formatPrice(item.price)}`,
  );
  const paragraphText = (p: Paragraph) => (typeof p === "string" ? p : `${p.label}: ${p.value}`);
  const text = [
    ...input.paragraphs.map(paragraphText),
    "",
    `Order ${order.number}`,
    ...itemLines,
    `Shipping: ${order.shipping === 0 ? "Free" : formatPrice(order.shipping)}`,
    `Total: ${formatPrice(order.total)}`,
    "",
    `Your orders: ${input.link}`,
    "",
    input.gallery,
  ].join("\n");

  const paragraphHtml = (p: Paragraph) =>
    typeof p === "string"
      ? `<p>${escapeHtml(p)}</p>`
      : `<p><strong>${escapeHtml(p.label)}:</strong> ${escapeHtml(p.value)}</p>`;
  const rows = order.items
    .map(
      (item) =>
        `<tr><td>${escapeHtml(item.title)} <span style="color:#57534e">by ${escapeHtml(item.artist)}</span></td><td align="right">${escapeHtml(formatPrice(item.price))}</td></tr>`,
    )
    .join("");
  const html = [
    ...input.paragraphs.map(paragraphHtml),
    `<h2>Order ${escapeHtml(order.number)}</h2>`,
    `<table cellpadding="6">${rows}`,
    `<tr><td>Shipping</td><td align="right">${order.shipping === 0 ? "Free" : escapeHtml(formatPrice(order.shipping))}</td></tr>`,
    `<tr><td><strong>Total</strong></td><td align="right"><strong>${escapeHtml(formatPrice(order.total))}</strong></td></tr></table>`,
    `<p><a href="${escapeHtml(input.link)}">Your orders</a></p>`,
    `<p>${escapeHtml(input.gallery)}</p>`,
  ].join("\n");
  return { to: input.to, subject: input.subject, text, html };
}

export type OrderMailContext = { gallery: string; publicUrl: string };

const ordersLink = (context: OrderMailContext) => `${context.publicUrl}/profile?tab=orders`;
const adminLink = (context: OrderMailContext) => `${context.publicUrl}/admin?tab=orders`;

/**
 * Each painting's certificate of authenticity: its PDF (for the buyer, signed in; also on their
 * Orders tab) and the public page anyone can check its code on.
 */
function certificateParagraphs(context: OrderMailContext, order: Order): Paragraph[] {
  const certified = order.items.flatMap((item) => (item.certificate ? [item] : []));
  if (certified.length === 0) return [];
  return [
    "Each painting comes with a certificate of authenticity:",
    ...certified.flatMap((item) => [
      {
        label: `Certificate for "${item.title}"`,
        value: `${context.publicUrl}${item.certificate?.url}`,
      },
      {
        label: `Anyone can verify code ${item.certificate?.code} at`,
        value: `${context.publicUrl}/verify/${item.certificate?.code}`,
      },
    ]),
  ];
}

/** Order e-mails: the buyer on each step of an order, the owners on what they must do. */
export const orderMails = {
  placed: (context: OrderMailContext, order: Order, to: string) =>
    orderMail({
      ...context,
      to,
      subject: `Your order ${order.number} at ${context.gallery}`,
      link: ordersLink(context),
      order,
      paragraphs: [
        "Thank you for your order. The paintings below are reserved for you.",
        { label: "How to pay", value: order.paymentInstructions },
        { label: "Reserved until", value: formatMailMoment(order.holdExpiresAt) },
        "If we have not received payment by then, the order expires and the paintings return to the gallery.",
      ],
    }),
  paid: (context: OrderMailContext, order: Order, to: string) =>
    orderMail({
      ...context,
      to,
      subject: `Payment received for order ${order.number}`,
      link: ordersLink(context),
      order,
      paragraphs: [
        "We have received your payment: the paintings below are yours. We will let you know when they are on their way.",
        ...certificateParagraphs(context, order),
      ],
    }),
  shipped: (context: OrderMailContext, order: Order, to: string) =>
    orderMail({
      ...context,
      to,
      subject: `Order ${order.number} is on its way`,
      link: ordersLink(context),
      order,
      paragraphs: [
        "Your paintings have been shipped.",
        ...(order.trackingNumber
          ? [{ label: "Tracking number", value: order.trackingNumber }]
          : []),
        {
          label: "Shipping to",
          value: [
            order.shippingAddress.name,
            order.shippingAddress.line1,
            order.shippingAddress.line2,
            order.shippingAddress.city,
            order.shippingAddress.postcode,
            order.shippingAddress.country,
          ]
            .filter(Boolean)
            .join(", "),
        },
      ],
    }),
  cancelled: (context: OrderMailContext, order: Order, to: string) =>
    orderMail({
      ...context,
      to,
      subject: `Order ${order.number} has been cancelled`,
      link: ordersLink(context),
      order,
      paragraphs: [
        "Your order has been cancelled and nothing is owed. The paintings are back in the gallery.",
      ],
    }),
  /** A refund: of a paid order, or (`late`) of a card payment that came after its painting sold. */
  refunded: (context: OrderMailContext, order: Order, to: string, late = false) =>
    orderMail({
      ...context,
      to,
      subject: `Order ${order.number} has been refunded`,
      link: ordersLink(context),
      order,
      paragraphs: late
        ? [
            "Your late card payment has been refunded to your card in full: it usually shows within 5 to 10 working days. We are sorry the painting had already found another buyer.",
          ]
        : [
            order.paymentMethod === "card"
              ? "Your payment has been refunded to your card in full: it usually shows within 5 to 10 working days."
              : "Your order has been refunded in full; the gallery pays the money back the way you paid it.",
            "The paintings' certificates of authenticity are now void.",
          ],
    }),
  expired: (context: OrderMailContext, order: Order, to: string) =>
    orderMail({
      ...context,
      to,
      subject: `Order ${order.number} has expired`,
      link: ordersLink(context),
      order,
      paragraphs: [
        `We did not receive payment before ${formatMailMoment(order.holdExpiresAt)}, so your order has expired and the paintings are back in the gallery. You are welcome to order again if they are still available.`,
      ],
    }),
  ownerNewOrder: (context: OrderMailContext, order: Order, to: string, buyer: string) =>
    orderMail({
      ...context,
      to,
      subject: `New order ${order.number} from ${buyer}`,
      link: adminLink(context),
      order,
      paragraphs: [
        `${buyer} has placed an order. Its paintings are reserved until ${formatMailMoment(order.holdExpiresAt)}.`,
        order.paymentMethod === "manual"
          ? "Send the buyer an invoice, then mark the order as paid in the admin."
          : "The buyer is paying by card; the order is marked paid when the payment completes.",
      ],
    }),
  refundDue: (context: OrderMailContext, order: Order, to: string) =>
    orderMail({
      ...context,
      to,
      subject: `About your payment for order ${order.number}`,
      link: ordersLink(context),
      order,
      paragraphs: [
        "Your card payment arrived after the reservation had ended, and by then a painting in this order had found another buyer. We will refund your payment in full; you do not need to do anything.",
      ],
    }),
  ownerRefundedAutomatically: (
    context: OrderMailContext,
    order: Order,
    to: string,
    buyer: string,
    refundId: string,
  ) =>
    orderMail({
      ...context,
      to,
      subject: `Late payment refunded automatically: order ${order.number}`,
      link: adminLink(context),
      order,
      paragraphs: [
        `${buyer} paid by card after the order's hold had ended, and a painting in it had been sold meanwhile. Nothing was sold twice: the payment has been refunded in full, and the buyer told. There is nothing for you to do.`,
        { label: "Stripe refund", value: refundId },
      ],
    }),
  ownerRefundNeeded: (
    context: OrderMailContext,
    order: Order,
    to: string,
    buyer: string,
    problem: { paymentId: string; reason: string },
  ) =>
    orderMail({
      ...context,
      to,
      subject: `Refund needed: order ${order.number}`,
      link: adminLink(context),
      order,
      paragraphs: [
        `${buyer} paid by card after the order's hold had ended, and a painting in it had been sold meanwhile. Nothing was sold twice, but the shop could not refund the payment automatically for a day. Refund it with the order's Refund button in the admin, or in Stripe.`,
        { label: "Stripe payment", value: problem.paymentId },
        { label: "Last error", value: problem.reason },
      ],
    }),
  ownerCancelled: (context: OrderMailContext, order: Order, to: string, buyer: string) =>
    orderMail({
      ...context,
      to,
      subject: `Order ${order.number} was cancelled by the buyer`,
      link: adminLink(context),
      order,
      paragraphs: [`${buyer} cancelled the order; its paintings are available again.`],
    }),
};
