import { cn } from "#client/lib/cn";
import { messages } from "#shared/messages";
import type { Order } from "#shared/order";

const tone: Record<Order["status"], string> = {
  awaiting_payment: "bg-amber-50 text-amber-900 ring-amber-300",
  paying_in_parts: "bg-teal-50 text-teal-900 ring-teal-300",
  paid: "bg-emerald-50 text-emerald-900 ring-emerald-300",
  shipped: "bg-sky-50 text-sky-900 ring-sky-300",
  delivered: "bg-sky-50 text-sky-900 ring-sky-300",
  return_requested: "bg-amber-50 text-amber-900 ring-amber-300",
  refund_due: "bg-amber-50 text-amber-900 ring-amber-300",
  cancelled: "bg-stone-100 text-stone-700 ring-stone-300",
  refunded: "bg-violet-50 text-violet-900 ring-violet-300",
  expired: "bg-stone-100 text-stone-700 ring-stone-300",
};

/**
 * An order's status as words (messages.orders.statuses), tinted by how it stands, so a list
 * scans fast: the same badge for the buyer and on the owner's desk. A refund the shop made on
 * its own says so.
 */
export function OrderStatusBadge({
  order,
  className,
}: {
  order: Pick<Order, "status" | "refund">;
  className?: string;
}) {
  const { status } = order;
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold whitespace-nowrap ring-1",
        tone[status],
        className,
      )}
    >
      {order.refund?.automatic
        ? messages.orders.refundedAutomatically
        : messages.orders.statuses[status]}
    </span>
  );
}
