import { OrderStatusBadge } from "#client/components/ui/OrderStatusBadge";
import { messages } from "#shared/messages";
import { formatPrice } from "#shared/money";
import type { AdminOrder } from "#shared/order";
import type { OrderAction } from "../api";
import { OrderActions } from "./OrderActions";
import { OrderBuyer, OrderDate, OrderItems, OrderPayment, OrderReturnReason } from "./OrderParts";

const text = messages.adminOrders;
const columns = [
  messages.orders.number,
  messages.orders.date,
  text.buyer,
  messages.orders.items,
  messages.orders.total,
  text.payment,
  messages.orders.status,
];

export type OrderListProps = {
  title: string;
  orders: AdminOrder[];
  onAction: (order: AdminOrder, action: OrderAction, opener: HTMLElement) => void;
};

/**
 * The owner's orders on a wide screen: one row per order, its actions at the end, one
 * above the other so every column fits beside them.
 */
export function OrderTable(props: OrderListProps) {
  return (
    <div className="overflow-x-auto rounded-2xl bg-white ring-1 ring-line">
      <table className="w-full min-w-[60rem] text-left text-sm">
        <caption className="px-4 pt-4 pb-2 text-left font-serif text-xl">{props.title}</caption>
        <thead className="border-b border-line text-xs tracking-wide text-muted uppercase">
          <tr>
            {columns.map((name) => (
              <th key={name} scope="col" className="px-4 py-3 font-medium">
                {name}
              </th>
            ))}
            <th scope="col" className="px-4 py-3 text-right font-medium">
              {text.actions}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {props.orders.map((order) => (
            <tr key={order.id} data-order-id={order.id} className="align-top">
              <th scope="row" className="px-4 py-3 font-serif text-base font-normal">
                <span tabIndex={-1} data-order-focus className="whitespace-nowrap">
                  {order.number}
                </span>
              </th>
              <td className="px-4 py-3">
                <OrderDate order={order} />
              </td>
              <td className="px-4 py-3">
                <OrderBuyer order={order} />
              </td>
              <td className="min-w-36 px-4 py-3">
                <OrderItems order={order} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap">{formatPrice(order.total)}</td>
              <td className="px-4 py-3">
                <OrderPayment order={order} />
              </td>
              <td className="px-4 py-3">
                {/* The tracking number and a return's reason belong to the status: under it. */}
                <div className="flex max-w-48 flex-col items-start gap-1">
                  <OrderStatusBadge order={order} />
                  {order.trackingNumber && (
                    <span className="text-xs break-words text-muted">
                      {messages.orders.tracking(order.trackingNumber)}
                    </span>
                  )}
                  <OrderReturnReason order={order} />
                </div>
              </td>
              <td className="px-4 py-3">
                <OrderActions
                  order={order}
                  layout="column"
                  onAction={(action, opener) => props.onAction(order, action, opener)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
