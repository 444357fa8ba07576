import { formatDay } from "#shared/dates";
import { formatPrice } from "#shared/money";
import type { Order } from "#shared/order";
import {
  adminLink,
  type OrderMailContext,
  type OverduePart,
  orderMail,
  ordersLink,
  planText,
  scheduleParagraphs,
} from "./mail-layout";

/** A plan's mails: its first part paid, a part overdue (the buyer's and the owners'), the plan cancelled or extended. */
export const planMails = {
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
};
