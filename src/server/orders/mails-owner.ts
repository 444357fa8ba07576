import type { Order } from "#shared/order";
import {
  adminLink,
  formatMailMoment,
  type OrderMailContext,
  orderMail,
  recipientParagraph,
  text,
} from "./mail-layout";

/** The owners, on what an order asks of them: a new order, a refund made or needed, a cancellation, a return. */
export const ownerMails = {
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
