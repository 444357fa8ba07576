import { Button } from "#client/components/ui/button";
import { cn } from "#client/lib/cn";
import { messages } from "#shared/messages";
import { type AdminOrder, canTransition } from "#shared/order";
import { ORDER_ACTIONS, type OrderAction } from "../api";

const text = messages.adminOrders;

/** The visible text of each action's button. */
export const actionLabel: Record<OrderAction, string> = {
  paid: text.markPaid,
  shipped: text.markShipped,
  delivered: text.markDelivered,
  cancelled: text.cancel,
  returned: text.returned,
  refunded: text.refund,
  refundRecorded: text.recordRefund,
  planExtend: messages.plans.extend,
  planCancel: messages.plans.cancel,
};

type Offered = Pick<AdminOrder, "status" | "refundDue" | "refundProblem">;

/**
 * Whether each action is offered: what the status allows (expiry is the server's, not the
 * owner's). Refund gives back a sold order's payment, or a card payment the shop gave up
 * refunding on its own (a late payment, a cancellation); a manual payment owed since a
 * cancellation is paid back by hand, then recorded. A return's refund follows its Returned.
 */
const offered: Record<OrderAction, (order: Offered) => boolean> = {
  // A plan's later parts are paid through their requests, never by marking the order paid.
  paid: (order) => order.status === "awaiting_payment",
  shipped: (order) => canTransition(order.status, "shipped"),
  delivered: (order) => canTransition(order.status, "delivered"),
  cancelled: (order) => canTransition(order.status, "cancelled"),
  returned: (order) => order.status === "return_requested",
  refunded: (order) =>
    (canTransition(order.status, "refunded") && order.status !== "refund_due") ||
    order.refundProblem !== null,
  refundRecorded: (order) => order.status === "refund_due" && !order.refundDue,
  planExtend: (order) => order.status === "paying_in_parts",
  planCancel: (order) => order.status === "paying_in_parts",
};

/** The actions offered on this order, in ORDER_ACTIONS' order. */
export const actionsFor = (order: Offered) =>
  ORDER_ACTIONS.filter((action) => offered[action](order));

/** A refund or a cancellation undoes a sale: its button says so in red. */
export const isUndoing = (action: OrderAction) =>
  action === "cancelled" || action === "refunded" || action === "planCancel";

/**
 * An order's action buttons. Each opens a confirmation; its name starts with its visible text
 * and adds the order number ("Mark as Paid A-1001"), so every row's buttons differ by name.
 */
export function OrderActions(props: {
  order: AdminOrder;
  onAction: (action: OrderAction, opener: HTMLElement) => void;
  /** A wrapping row of buttons (cards), or a column of full-width ones (the table). */
  layout?: "row" | "column";
  className?: string;
}) {
  const actions = actionsFor(props.order);
  if (actions.length === 0) return null;
  return (
    <div
      className={cn(
        "flex gap-2",
        props.layout === "column" ? "flex-col items-stretch" : "flex-wrap",
        props.className,
      )}
    >
      {actions.map((action) => (
        <Button
          key={action}
          data-order-action={action}
          variant={isUndoing(action) ? "dangerSecondary" : "primary"}
          size="small"
          className="whitespace-nowrap"
          aria-label={text.actionOn(actionLabel[action], props.order.number)}
          onClick={(event) => props.onAction(action, event.currentTarget)}
        >
          {actionLabel[action]}
        </Button>
      ))}
    </div>
  );
}
