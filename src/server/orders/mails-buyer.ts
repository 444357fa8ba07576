import { formatDay } from "#shared/dates";
import { messages } from "#shared/messages";
import { formatPrice } from "#shared/money";
import { type Order, recipientLines } from "#shared/order";
import {
  certificateParagraphs,
  formatMailMoment,
  type OrderMailContext,
  oneLine,
  orderMail,
  ordersLink,
  planText,
  recordParagraphs,
  replyTo,
  scheduleParagraphs,
  type Trader,
  text,
  traderParagraphs,
} from "./mail-layout";

/** The buyer, at each step of an order: placed, paid, shipped, delivered, cancelled, returned, refunded, expired. */
export const buyerMails = {
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
  refundDue: (context: OrderMailContext, order: Order, to: string) =>
    orderMail({
      ...context,
      to,
      subject: text.refundDue.subject(order.number),
      link: ordersLink(context),
      order,
      paragraphs: [text.refundDue.text],
    }),
};
