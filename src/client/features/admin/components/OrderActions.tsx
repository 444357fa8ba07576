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
  cancelled: text.cancel,
  refunded: text.refund,
};

/**
 * The actions this order's status allows (expiry is the server's, not the owner's), and Refund
 * for a late card payment the shop gave up refunding on its own.
 */
export const actionsFor = (order: Pick<AdminOrder, "status" | "refundProblem">) =>
  ORDER_ACTIONS.filter(
    (action) =>
      canTransition(order.status, action) ||
      (action === "refunded" && order.refundProblem !== null),
  );

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
          variant={action === "cancelled" || action === "refunded" ? "dangerSecondary" : "primary"}
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
