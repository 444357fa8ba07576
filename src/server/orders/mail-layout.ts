// What every order e-mail is made of: its layout (paragraphs, the items and the total), the
// contract's record, the trader, the certificates and a plan's schedule. Each event's mail is
// in mails-buyer.ts, mails-owner.ts or mails-plans.ts; mails.ts gathers them.
import { escapeHtml } from "#server/lib/html";
import type { Mail } from "#server/mail/mailer";
import { formatDay, formatMoment } from "#shared/dates";
import { mailTexts } from "#shared/mail-texts";
import { messages } from "#shared/messages";
import { formatPrice } from "#shared/money";
import {
  importChargesApply,
  lineName,
  numberedPrints,
  type Order,
  recipientLines,
} from "#shared/order";
import { routes } from "#shared/routes";
import { RETURN_DAYS } from "#shared/shop";

export const text = mailTexts.orders;
export const planText = mailTexts.plans;
const editionTexts = messages.editions;

/** A moment as a buyer in the UK reads it: "Wednesday 25 November 2026 at 14:05 UK time". */
export const formatMailMoment = (iso: string): string => text.moment(formatMoment(iso));

/** A sentence, or a labelled value (`link`: the value is an address to follow). */
export type Paragraph = string | { label: string; value: string; link?: boolean };

/**
 * One order e-mail in two parts, plain text and HTML: a greeting, the paragraphs, the items
 * with their prices and the total, then what it keeps on record (`after`). Every interpolated
 * value is escaped in the HTML part. A reply goes to `replyTo` (the trader's address), if any.
 */
export function orderMail(input: {
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
    (item) => `- ${lineName(item)} ${text.by(item.artist)}: ${linePrice(item)}`,
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
        `<tr><td>${escapeHtml(lineName(item))} <span style="color:#57534e">${escapeHtml(text.by(item.artist))}</span></td><td align="right">${escapeHtml(linePrice(item))}</td></tr>`,
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
export const oneLine = (address: string) =>
  address
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .join(", ");

/** The trader's identity, as the law asks a seller at a distance to give it. */
export function traderParagraphs(trader: Trader): Paragraph[] {
  return [
    { label: text.record.seller, value: trader.name },
    ...(trader.address ? [{ label: text.record.address, value: oneLine(trader.address) }] : []),
    ...(trader.email ? [{ label: text.record.email, value: trader.email }] : []),
    ...(trader.vatNumber ? [{ label: text.record.vatNumber, value: trader.vatNumber }] : []),
  ];
}

/** Where the order goes: its address, or who collects it from the studio. */
export const recipientParagraph = (order: Order): Paragraph => ({
  label: order.collect ? text.record.collection : text.record.deliverTo,
  value: recipientLines(order, messages.checkout.collectLine).join(", "),
});

/**
 * The contract on a durable medium: where it goes (and, abroad, the charges the buyer's country
 * makes), the right to cancel and how, the terms, and who sells.
 */
export function recordParagraphs(
  context: OrderMailContext,
  order: Order,
  trader: Trader,
): Paragraph[] {
  return [
    recipientParagraph(order),
    ...(importChargesApply(order) ? [messages.orders.importCharges] : []),
    text.record.rightToCancel(RETURN_DAYS),
    { label: text.record.terms, value: `${context.publicUrl}${routes.terms.path}`, link: true },
    ...traderParagraphs(trader),
  ];
}

/** A buyer's mail that may be answered: replies reach the trader. */
export const replyTo = (trader: Trader) => trader.email || undefined;

/** A line's price: the painting's, or "2 × £45.00" for prints. */
const linePrice = (item: Order["items"][number]) =>
  item.quantity > 1
    ? editionTexts.lineQuantity(item.quantity, formatPrice(item.price))
    : formatPrice(item.price);

export const ordersLink = (context: OrderMailContext) =>
  `${context.publicUrl}${routes.profile.path}?tab=orders`;
export const adminLink = (context: OrderMailContext) =>
  `${context.publicUrl}${routes.admin.path}?tab=orders`;

/**
 * Each painting's certificate of authenticity: its PDF (for the buyer, signed in; also on their
 * Orders tab) and the public page anyone can check its code on.
 */
export function certificateParagraphs(context: OrderMailContext, order: Order): Paragraph[] {
  const certified = [
    ...order.items.flatMap((item) =>
      item.certificate ? [{ name: item.title, certificate: item.certificate }] : [],
    ),
    ...numberedPrints(order).map(({ item, print }) => ({
      name: `${item.title}, ${editionTexts.printNumber(print.number, print.size)}`,
      certificate: print.certificate,
    })),
  ];
  if (certified.length === 0) return [];
  return [
    text.certificates.intro,
    ...certified.flatMap(({ name, certificate }) => [
      { label: text.certificates.pdf(name), value: `${context.publicUrl}${certificate.url}` },
      {
        label: text.certificates.verify(certificate.code),
        value: `${context.publicUrl}/verify/${certificate.code}`,
      },
    ]),
  ];
}

/** A plan's parts, one line each: amount and due day, or paid. */
export const scheduleParagraphs = (order: Order): Paragraph[] =>
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
