import { OrderStatusBadge } from "#client/components/ui/OrderStatusBadge";
import { messages } from "#shared/messages";
import { formatPrice } from "#shared/money";
import { OrderActions } from "./OrderActions";
import {
  OrderBuyer,
  OrderDate,
  OrderItems,
  OrderPayment,
  OrderReturnReason,
  OrderTracking,
} from "./OrderParts";
import type { OrderListProps } from "./OrderTable";

const text = messages.adminOrders;

/** The same orders on a narrow screen: one card per order, read top to bottom. */
export function OrderCards(props: OrderListProps) {
  return (
    <section aria-labelledby="admin-orders-title" className="flex flex-col gap-4">
      <h2 id="admin-orders-title" className="font-serif text-xl">
        {props.title}
      </h2>
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {props.orders.map((order) => (
          <li
            key={order.id}
            data-order-id={order.id}
            className="flex flex-col gap-4 rounded-2xl bg-white p-5 ring-1 ring-line"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="flex flex-col gap-1">
                <h3 tabIndex={-1} data-order-focus className="font-serif text-xl">
                  {order.number}
                </h3>
                <p className="text-sm text-muted">
                  <OrderDate order={order} inline />
                </p>
              </div>
              <div className="mt-1 flex max-w-40 flex-col items-end gap-1 text-right">
                <OrderStatusBadge order={order} />
                <OrderReturnReason order={order} />
              </div>
            </div>
            <dl className="grid grid-cols-[6rem_minmax(0,1fr)] gap-x-4 gap-y-3 text-sm">
              <dt className="text-muted">{text.buyer}</dt>
              <dd>
                <OrderBuyer order={order} />
              </dd>
              <dt className="text-muted">{messages.orders.items}</dt>
              <dd>
                <OrderItems order={order} />
              </dd>
              <dt className="text-muted">{messages.orders.total}</dt>
              <dd className="font-medium">{formatPrice(order.total)}</dd>
              <dt className="text-muted">{text.payment}</dt>
              <dd>
                <OrderPayment order={order} />
              </dd>
              <dt className="text-muted">{text.tracking}</dt>
              <dd>
                <OrderTracking order={order} />
              </dd>
            </dl>
            <OrderActions
              order={order}
              className="border-t border-line pt-4"
              onAction={(action, opener) => props.onAction(order, action, opener)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
