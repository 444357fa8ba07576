import { cn } from "#client/lib/cn";
import { messages } from "#shared/messages";
import type { OrderStatus } from "#shared/order";

const tone: Record<OrderStatus, string> = {
  awaiting_payment: "bg-amber-100 text-amber-900 ring-amber-200",
  paid: "bg-emerald-100 text-emerald-900 ring-emerald-200",
  shipped: "bg-sky-100 text-sky-900 ring-sky-200",
  cancelled: "bg-stone-100 text-stone-700 ring-stone-200",
  expired: "bg-stone-100 text-stone-700 ring-stone-200",
};

/** An order's status in words (the buyer's wording), tinted so a list scans fast. */
export function OrderStatusBadge({
  status,
  className,
}: {
  status: OrderStatus;
  className?: string;
}) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset",
        tone[status],
        className,
      )}
    >
      {messages.orders.statuses[status]}
    </span>
  );
}
