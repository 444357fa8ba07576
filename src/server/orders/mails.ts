import { escapeHtml } from "#server/lib/html";
import type { Mail } from "#server/mail/mailer";
import { formatDay, formatMoment } from "#shared/dates";
import { mailTexts } from "#shared/mail-texts";
import { messages } from "#shared/messages";
import { formatPrice } from "#shared/money";
import { importChargesApply, type Order, recipientLines } from "#shared/order";
import { RETURN_DAYS } from "#shared/shop";

const text = mailTexts.orders;
const planText = mailTexts.plans;

/** A moment as a buyer in the UK reads it: "Wednesday 25 November 2026 at 14:05 UK time". */
const formatMailMoment = (iso: string): string => text.moment(formatMoment(iso));

/** A sentence, or a labelled value (`link`: the value is an address to follow). */
type Paragraph = string | { label: string; value: string; link?: boolean };

/**
 * One order e-mail in two parts, plain text and HTML: a greeting, the paragraphs, the items
 * with their prices and the total, then what it keeps on record (`after`). Every interpolated
 * value is escaped in the HTML part. A reply goes to `replyTo` (the trader's address), if any.
 */
function orderMail(input: {
  to: string;
  subject: string;
  paragraphs: Paragraph[];
  order: Order;
  link: string;
  gallery: string;
  after?: Paragraph[];
  replyTo?: string;
}): Mail {
  const after = input.after ?? [];
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
    ...(after.length > 0 ? ["", ...after.map(paragraphText)] : []),
    "",
    `${text.yourOrders}: ${input.link}`,
    "",
    input.gallery,
  ].join("\n");

  const paragraphHtml = (p: Paragraph) =>
    typeof p === "string"
      ? `<p>${escapeHtml(p)}</p>`
      : `<p><strong>${escapeHtml(p.label)}:</strong> ${
          p.link
            ? `<a href="${escapeHtml(p.value)}">${escapeHtml(p.value)}</a>`
            : escapeHtml(p.value)
        }</p>`;
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
    ...after.map(paragraphHtml),
    `<p><a href="${escapeHtml(input.link)}">${escapeHtml(text.yourOrders)}</a></p>`,
    `<p>${escapeHtml(input.gallery)}</p>`,
  ].join("\n");
  return {
    to: input.to,
    subject: input.subject,
    text: plain,
    html,
    ...(input.replyTo ? { headers: { "Reply-To": input.replyTo } } : {}),
  };
}

export type OrderMailContext = { gallery: string; publicUrl: string };

/** Who sells, from the shop's settings: the name they trade under, their address and e-mail. */
export type Trader = { name: string; address: string; email: string; vatNumber: string | null };

/** A multi-line address on one line, as the mails' paragraphs write it. */
const oneLine = (address: string) =>
  address
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .join(", ");

/** The trader's identity, as the law asks a seller at a distance to give it. */
function traderParagraphs(trader: Trader): Paragraph[] {
  return [
    { label: text.record.seller, value: trader.name },
    ...(trader.address ? [{ label: text.record.address, value: oneLine(trader.address) }] : []),
    ...(trader.email ? [{ label: text.record.email, value: trader.email }] : []),
    ...(trader.vatNumber ? [{ label: text.record.vatNumber, value: trader.vatNumber }] : []),
  ];
}

/** Where the order goes: its address, or who collects it from the studio. */
const recipientParagraph = (order: Order): Paragraph => ({
  label: order.collect ? text.record.collection : text.record.deliverTo,
  value: recipientLines(order, messages.checkout.collectLine).join(", "),
});

/**
 * The contract on a durable medium: where it goes (and, abroad, the charges the buyer's country
 * makes), the right to cancel and how, the terms, and who sells.
 */
function recordParagraphs(context: OrderMailContext, order: Order, trader: Trader): Paragraph[] {
  return [
    recipientParagraph(order),
    ...(importChargesApply(order) ? [messages.orders.importCharges] : []),
    text.record.rightToCancel(RETURN_DAYS),
    { label: text.record.terms, value: `${context.publicUrl}/terms`, link: true },
    ...traderParagraphs(trader),
  ];
}

/** A buyer's mail that may be answered: replies reach the trader. */
const replyTo = (trader: Trader) => trader.email || undefined;

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

/** A plan's parts, one line each: amount and due day, or paid. */
const scheduleParagraphs = (order: Order): Paragraph[] =>
  (order.plan?.schedule ?? []).map((part) =>
    planText.partLine(
      part.part,
      formatPrice(part.amount),
      formatDay(part.dueDay),
      part.paidAt !== null,
    ),
  );

/** A part of a plan, as the overdue mails name it. */
export type OverduePart = { part: number; amountPence: number; dueDay: string };

/** Order e-mails: the buyer on each step of an order, the owners on what they must do. */
export const orderMails = {
  /** The first part of a plan is paid: the painting is reserved, the parts to come listed. */
  planStarted: (context: OrderMailContext, order: Order, to: string) =>
    orderMail({
      ...context,
      to,
      subject: planText.started.subject(order.number),
      link: ordersLink(context),
      order,
      paragraphs: [
        planText.started.text(order.plan?.parts ?? 0),
        planText.started.schedule,
        ...scheduleParagraphs(order),
      ],
    }),
  /** A part unpaid two weeks after its due day: the buyer is reminded. */
  partOverdue: (context: OrderMailContext, order: Order, to: string, part: OverduePart) =>
    orderMail({
      ...context,
      to,
      subject: planText.overdue.subject(order.number),
      link: ordersLink(context),
      order,
      paragraphs: [
        planText.overdue.text(
          part.part,
          formatPrice(part.amountPence / 100),
          formatDay(part.dueDay),
        ),
      ],
    }),
  /** …and each owner, who may extend or cancel the plan. */
  ownerPartOverdue: (
    context: OrderMailContext,
    order: Order,
    to: string,
    buyer: string,
    part: OverduePart,
  ) =>
    orderMail({
      ...context,
      to,
      subject: planText.ownerOverdue.subject(order.number),
      link: adminLink(context),
      order,
      paragraphs: [
        planText.ownerOverdue.text(
          buyer,
          part.part,
          formatPrice(part.amountPence / 100),
          formatDay(part.dueDay),
        ),
      ],
    }),
  /** The owner cancelled a plan: the painting is back, what was paid is owed back. */
  planCancelled: (context: OrderMailContext, order: Order, to: string) =>
    orderMail({
      ...context,
      to,
      subject: planText.cancelled.subject(order.number),
      link: ordersLink(context),
      order,
      paragraphs: [
        order.paymentMethod === "card" ? planText.cancelled.card : planText.cancelled.manual,
      ],
    }),
  /** The owner gave a month more: the parts as they are now due. */
  planExtended: (context: OrderMailContext, order: Order, to: string) =>
    orderMail({
      ...context,
      to,
      subject: planText.extended.subject(order.number),
      link: ordersLink(context),
      order,
      paragraphs: [planText.extended.text, ...scheduleParagraphs(order)],
    }),
  placed: (context: OrderMailContext, order: Order, to: string, trader: Trader) =>
    orderMail({
      ...context,
      to,
      subject: text.placed.subject(order.number, context.gallery),
      link: ordersLink(context),
      order,
      paragraphs: [
        text.placed.thanks,
        ...(order.plan
          ? [
              planText.placed(order.plan.parts, formatPrice(order.plan.schedule[0].amount)),
              ...scheduleParagraphs(order),
            ]
          : []),
        { label: text.placed.howToPay, value: order.paymentInstructions },
        { label: text.placed.reservedUntil, value: formatMailMoment(order.holdExpiresAt) },
        text.placed.deadline,
      ],
      after: recordParagraphs(context, order, trader),
      replyTo: replyTo(trader),
    }),
  paid: (context: OrderMailContext, order: Order, to: string, trader: Trader) =>
    orderMail({
      ...context,
      to,
      subject: text.paid.subject(order.number),
      link: ordersLink(context),
      order,
      paragraphs: [text.paid.text, ...certificateParagraphs(context, order)],
      after: recordParagraphs(context, order, trader),
      replyTo: replyTo(trader),
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
  /** Delivered (marked by the owner): until when the buyer may cancel, and how. */
  delivered: (context: OrderMailContext, order: Order, to: string, trader: Trader) =>
    orderMail({
      ...context,
      to,
      subject: text.delivered.subject(order.number),
      link: ordersLink(context),
      order,
      paragraphs: [
        text.delivered.text,
        ...(order.cancelUntil ? [text.delivered.cancelUntil(formatDay(order.cancelUntil))] : []),
      ],
      replyTo: replyTo(trader),
    }),
  /** The buyer cancelled a paid order before dispatch: the refund is under way or to come. */
  withdrawn: (context: OrderMailContext, order: Order, to: string) =>
    orderMail({
      ...context,
      to,
      subject: text.cancelled.subject(order.number),
      link: ordersLink(context),
      order,
      paragraphs: [
        order.paymentMethod === "card" ? text.withdrawn.card : text.withdrawn.manual,
        text.refunded.certificatesVoid,
      ],
    }),
  /** The buyer asked to return a dispatched order: where to send it, and what follows. */
  returnRequested: (context: OrderMailContext, order: Order, to: string, trader: Trader) =>
    orderMail({
      ...context,
      to,
      subject: text.returnRequested.subject(order.number),
      link: ordersLink(context),
      order,
      paragraphs: [
        text.returnRequested.text,
        ...(order.returnReason
          ? [{ label: text.returnRequested.reason, value: order.returnReason }]
          : []),
        {
          label: text.returnRequested.sendTo,
          value: [trader.name, oneLine(trader.address)].filter(Boolean).join(", "),
        },
        text.returnRequested.refund,
      ],
      after: traderParagraphs(trader),
      replyTo: replyTo(trader),
    }),
  /** The returned paintings are back with the owner: the refund is under way or to come. */
  returned: (context: OrderMailContext, order: Order, to: string) =>
    orderMail({
      ...context,
      to,
      subject: text.returned.subject(order.number),
      link: ordersLink(context),
      order,
      paragraphs: [
        order.paymentMethod === "card" ? text.returned.card : text.returned.manual,
        text.refunded.certificatesVoid,
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
        // A refund owed for a cancellation, or a late payment's.
        order.status === "refund_due"
          ? text.ownerRefundNeeded.cancelled(buyer)
          : text.ownerRefundNeeded.text(buyer),
        { label: text.ownerRefundNeeded.payment, value: problem.paymentId },
        { label: text.ownerRefundNeeded.lastError, value: problem.reason },
      ],
    }),
  /** The buyer cancelled: an order awaiting payment, or a paid one (now owed a refund). */
  ownerCancelled: (context: OrderMailContext, order: Order, to: string, buyer: string) =>
    orderMail({
      ...context,
      to,
      subject: text.ownerCancelled.subject(order.number),
      link: adminLink(context),
      order,
      paragraphs: [
        order.status !== "refund_due"
          ? text.ownerCancelled.text(buyer)
          : order.paymentMethod === "card"
            ? text.ownerCancelled.card(buyer)
            : text.ownerCancelled.manual(buyer),
      ],
    }),
  ownerReturnRequested: (context: OrderMailContext, order: Order, to: string, buyer: string) =>
    orderMail({
      ...context,
      to,
      subject: text.ownerReturnRequested.subject(order.number),
      link: adminLink(context),
      order,
      paragraphs: [
        text.ownerReturnRequested.text(buyer),
        order.returnReason
          ? { label: text.ownerReturnRequested.reason, value: order.returnReason }
          : text.ownerReturnRequested.noReason,
        recipientParagraph(order),
        text.ownerReturnRequested.next,
      ],
    }),
};
