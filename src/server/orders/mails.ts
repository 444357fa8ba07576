import { escapeHtml } from "#server/lib/html";
import type { Mail } from "#server/mail/mailer";
import { formatMoment } from "#shared/dates";
import { messages } from "#shared/messages";
import { formatPrice } from "#shared/money";
import { type Order, recipientLines } from "#shared/order";

const text = messages.mail.orders;

/** A moment as a buyer in the UK reads it: "Wednesday 25 November 2026 at 14:05 UK time". */
const formatMailMoment = (iso: string): string => text.moment(formatMoment(iso));

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
    (item) => `- ${item.title} ${text.by(item.artist)}: ${formatPrice(item.price)}`,
  );
  const paragraphText = (p: Paragraph) => (typeof p === "string" ? p : `${p.label}: ${p.value}`);
  const plain = [
    ...input.paragraphs.map(paragraphText),
    "",
    text.order(order.number),
    ...itemLines,
    `${text.shipping}: ${order.shipping === 0 ? text.free : formatPrice(order.shipping)}`,
    `${text.total}: ${formatPrice(order.total)}`,
    "",
    `${text.yourOrders}: ${input.link}`,
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
        `<tr><td>${escapeHtml(item.title)} <span style="color:#57534e">${escapeHtml(text.by(item.artist))}</span></td><td align="right">${escapeHtml(formatPrice(item.price))}</td></tr>`,
    )
    .join("");
  const html = [
    ...input.paragraphs.map(paragraphHtml),
    `<h2>${escapeHtml(text.order(order.number))}</h2>`,
    `<table cellpadding="6">${rows}`,
    `<tr><td>${escapeHtml(text.shipping)}</td><td align="right">${escapeHtml(order.shipping === 0 ? text.free : formatPrice(order.shipping))}</td></tr>`,
    `<tr><td><strong>${escapeHtml(text.total)}</strong></td><td align="right"><strong>${escapeHtml(formatPrice(order.total))}</strong></td></tr></table>`,
    `<p><a href="${escapeHtml(input.link)}">${escapeHtml(text.yourOrders)}</a></p>`,
    `<p>${escapeHtml(input.gallery)}</p>`,
  ].join("\n");
  return { to: input.to, subject: input.subject, text: plain, html };
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
    text.certificates.intro,
    ...certified.flatMap((item) => [
      {
        label: text.certificates.pdf(item.title),
        value: `${context.publicUrl}${item.certificate?.url}`,
      },
      {
        label: text.certificates.verify(`${item.certificate?.code}`),
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
      subject: text.placed.subject(order.number, context.gallery),
      link: ordersLink(context),
      order,
      paragraphs: [
        text.placed.thanks,
        { label: text.placed.howToPay, value: order.paymentInstructions },
        { label: text.placed.reservedUntil, value: formatMailMoment(order.holdExpiresAt) },
        text.placed.deadline,
      ],
    }),
  paid: (context: OrderMailContext, order: Order, to: string) =>
    orderMail({
      ...context,
      to,
      subject: text.paid.subject(order.number),
      link: ordersLink(context),
      order,
      paragraphs: [text.paid.text, ...certificateParagraphs(context, order)],
    }),
  shipped: (context: OrderMailContext, order: Order, to: string) =>
    orderMail({
      ...context,
      to,
      subject: text.shipped.subject(order.number),
      link: ordersLink(context),
      order,
      paragraphs: [
        text.shipped.text,
        ...(order.trackingNumber
          ? [{ label: text.shipped.trackingNumber, value: order.trackingNumber }]
          : []),
        {
          label: text.shipped.shippingTo,
          value: recipientLines(order, messages.checkout.collectLine).join(", "),
        },
      ],
    }),
  cancelled: (context: OrderMailContext, order: Order, to: string) =>
    orderMail({
      ...context,
      to,
      subject: text.cancelled.subject(order.number),
      link: ordersLink(context),
      order,
      paragraphs: [text.cancelled.text],
    }),
  /** A refund: of a paid order, or (`late`) of a card payment that came after its painting sold. */
  refunded: (context: OrderMailContext, order: Order, to: string, late = false) =>
    orderMail({
      ...context,
      to,
      subject: text.refunded.subject(order.number),
      link: ordersLink(context),
      order,
      paragraphs: late
        ? [text.refunded.late]
        : [
            order.paymentMethod === "card" ? text.refunded.card : text.refunded.manual,
            text.refunded.certificatesVoid,
          ],
    }),
  expired: (context: OrderMailContext, order: Order, to: string) =>
    orderMail({
      ...context,
      to,
      subject: text.expired.subject(order.number),
      link: ordersLink(context),
      order,
      paragraphs: [text.expired.text(formatMailMoment(order.holdExpiresAt))],
    }),
  ownerNewOrder: (context: OrderMailContext, order: Order, to: string, buyer: string) =>
    orderMail({
      ...context,
      to,
      subject: text.ownerNewOrder.subject(order.number, buyer),
      link: adminLink(context),
      order,
      paragraphs: [
        text.ownerNewOrder.text(buyer, formatMailMoment(order.holdExpiresAt)),
        order.paymentMethod === "manual" ? text.ownerNewOrder.manual : text.ownerNewOrder.card,
      ],
    }),
  refundDue: (context: OrderMailContext, order: Order, to: string) =>
    orderMail({
      ...context,
      to,
      subject: text.refundDue.subject(order.number),
      link: ordersLink(context),
      order,
      paragraphs: [text.refundDue.text],
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
      subject: text.ownerRefundedAutomatically.subject(order.number),
      link: adminLink(context),
      order,
      paragraphs: [
        text.ownerRefundedAutomatically.text(buyer),
        { label: text.ownerRefundedAutomatically.refund, value: refundId },
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
      subject: text.ownerRefundNeeded.subject(order.number),
      link: adminLink(context),
      order,
      paragraphs: [
        text.ownerRefundNeeded.text(buyer),
        { label: text.ownerRefundNeeded.payment, value: problem.paymentId },
        { label: text.ownerRefundNeeded.lastError, value: problem.reason },
      ],
    }),
  ownerCancelled: (context: OrderMailContext, order: Order, to: string, buyer: string) =>
    orderMail({
      ...context,
      to,
      subject: text.ownerCancelled.subject(order.number),
      link: adminLink(context),
      order,
      paragraphs: [text.ownerCancelled.text(buyer)],
    }),
};
