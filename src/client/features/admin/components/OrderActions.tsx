import { Button } from "#client/components/ui/button";
import { ORDER_ACTIONS, type OrderAction } from "#client/features/admin/api";
import { cn } from "#client/lib/cn";
import { messages } from "#shared/messages";
import { type AdminOrder, canTransition } from "#shared/order";

const text = messages.adminOrders;

/** The visible text of each action's button. */
export const actionLabel: Record<OrderAction, string> = {
  paid: text.markPaid,
  shipped: text.markShipped,
  cancelled: text.cancel,
};

/** The actions DESIGN §8 allows from this order's status (expiry is the server's, not the owner's). */
export const actionsFor = (order: Pick<AdminOrder, "status">) =>
  ORDER_ACTIONS.filter((action) => canTransition(order.status, action));

/**
 * An order's action buttons. Each opens a confirmation; its name starts with its visible text
 * and adds the order number ("Mark as Paid A-1001"), so every row's buttons differ by name.
 */
export function OrderActions(props: {
  order: AdminOrder;
  onAction: (action: OrderAction, opener: HTMLElement) => void;
  className?: string;
}) {
  const actions = actionsFor(props.order);
  if (actions.length === 0) return null;
  return (
    <div className={cn("flex flex-wrap gap-2", props.className)}>
      {actions.map((action) => (
        <Button
          key={action}
          data-order-action={action}
          variant={action === "cancelled" ? "secondary" : "primary"}
          className={cn(
            "px-4 py-2 whitespace-nowrap",
            action === "cancelled" && "text-red-800 hover:bg-red-50",
          )}
          aria-label={text.actionOn(actionLabel[action], props.order.number)}
          onClick={(event) => props.onAction(action, event.currentTarget)}
        >
          {actionLabel[action]}
        </Button>
      ))}
    </div>
  );
}
