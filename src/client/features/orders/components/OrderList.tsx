import { useQuery } from "@tanstack/react-query";
import { useId, useRef } from "react";
import { useSearchParams } from "react-router";
import { Button, ButtonLink } from "#client/components/ui/button";
import { OrderStatusBadge } from "#client/components/ui/OrderStatusBadge";
import { cn } from "#client/lib/cn";
import { formatDay, formatMoment } from "#shared/dates";
import { messages } from "#shared/messages";
import { formatPrice } from "#shared/money";
import {
  importChargesApply,
  isAwaitingPayment,
  type Order,
  withinCancelPeriod,
} from "#shared/order";
import { orderQueries } from "../api";
import { CancelOrderButton } from "./CancelOrderButton";
import { OrderItems } from "./OrderItems";
import { OrderPlanSummary } from "./OrderPlanSummary";
import { ReturnOrderButton } from "./ReturnOrderButton";
import { ReviewOrderButton } from "./ReviewOrderButton";

const panel = "rounded-2xl bg-white p-4 ring-1 ring-line sm:p-6";

/** The buyer's orders, newest first, for the profile's Orders tab. */
export function OrderList() {
  const orders = useQuery(orderQueries.list());
  if (orders.isPending) {
    return <p className={cn(panel, "text-muted")}>{messages.home.loading}</p>;
  }
  if (orders.isError) {
    return (
      <div role="alert" className={cn(panel, "flex flex-col items-start gap-4")}>
        <p className="text-muted">{messages.orders.loadFailed}</p>
        <Button variant="secondary" onClick={() => orders.refetch()}>
          {messages.home.retry}
        </Button>
      </div>
    );
  }
  if (orders.data.length === 0) {
    return (
      <div className={cn(panel, "flex flex-col items-start gap-4")}>
        <p className="text-muted">{messages.orders.empty}</p>
        <ButtonLink to="/" variant="secondary">
          {messages.favorites.browse}
        </ButtonLink>
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-4">
      {orders.data.map((order) => (
        <li key={order.id}>
          <OrderCard order={order} />
        </li>
      ))}
    </ul>
  );
}

function OrderCard({ order }: { order: Order }) {
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const open = isAwaitingPayment(order.status);
  // Cancelled outright while awaiting payment or paid and not yet sent; returned once sent,
  // until the right to cancel ends.
  const cancellable = open || order.status === "paid";
  const returnable =
    order.cancelUntil !== null && withinCancelPeriod(order.cancelUntil, new Date());
  // Sent to the buyer: theirs to review (the invitation e-mail opens the form: ?review=<id>).
  const sent = order.shippedAt !== null;
  const [params] = useSearchParams();
  return (
    <article
      aria-labelledby={titleId}
      data-order-number={order.number}
      className={cn(panel, "flex flex-col gap-3")}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2
          id={titleId}
          ref={title}
          tabIndex={-1}
          className="font-serif text-xl focus:outline-none"
        >
          {messages.orders.number} {order.number}
        </h2>
        <OrderStatusBadge order={order} />
      </div>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 text-sm sm:flex sm:flex-wrap sm:gap-x-8">
        <div className="contents sm:flex sm:gap-2">
          <dt className="text-muted">{messages.orders.date}</dt>
          <dd>
            <time dateTime={order.createdAt}>{formatDay(order.createdAt)}</time>
          </dd>
        </div>
        <div className="contents sm:flex sm:gap-2">
          <dt className="text-muted">{messages.orders.total}</dt>
          <dd className="font-semibold">{formatPrice(order.total)}</dd>
        </div>
      </dl>
      {open && (
        <p className="text-sm text-amber-900">
          {messages.orders.holdUntil(formatMoment(order.holdExpiresAt))}
        </p>
      )}
      {order.status === "shipped" && order.trackingNumber && (
        <p className="text-sm">{messages.orders.tracking(order.trackingNumber)}</p>
      )}
      {returnable && order.cancelUntil && (
        <p className="text-sm">{messages.orders.cancelUntil(formatDay(order.cancelUntil))}</p>
      )}
      {order.status === "return_requested" && (
        <p className="text-sm">{messages.orders.returnPending}</p>
      )}
      {order.status === "refund_due" && <p className="text-sm">{messages.orders.refundPending}</p>}
      {importChargesApply(order) && (
        <p className="text-sm text-muted">{messages.orders.importCharges}</p>
      )}
      {order.plan && <OrderPlanSummary order={order} plan={order.plan} canPayNext />}
      <OrderItems items={order.items} />
      {(cancellable || returnable || sent) && (
        <div className="flex flex-wrap items-center justify-end gap-3">
          {sent && <ReviewOrderButton order={order} open={params.get("review") === order.id} />}
          {cancellable ? (
            <CancelOrderButton order={order} returnFocusTo={() => title.current} />
          ) : returnable ? (
            <ReturnOrderButton order={order} returnFocusTo={() => title.current} />
          ) : null}
        </div>
      )}
    </article>
  );
}
