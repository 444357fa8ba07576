import { useQuery } from "@tanstack/react-query";
import { CircleCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Button, ButtonLink } from "#client/components/ui/button";
import { StatusMessage } from "#client/components/ui/StatusMessage";
import {
  OrderItems,
  OrderPlanSummary,
  orderQueries,
  useCancelOrder,
} from "#client/features/orders";
import { isMissing } from "#client/lib/api";
import { notify } from "#client/lib/notify";
import { formatMoment } from "#shared/dates";
import { messages } from "#shared/messages";
import { formatPrice } from "#shared/money";
import { importChargesApply, isAwaitingPayment, type Order, recipientLines } from "#shared/order";
import { routes } from "#shared/routes";

/**
 * What the return page says of a card order — waiting for Stripe's word (the
 * query polls), paid, expired, cancelled — and, back from Stripe's page without paying, the
 * way to pay or cancel. Undefined for manual orders.
 */
function cardState(order: Order, leftPayment: boolean) {
  if (order.paymentMethod !== "card") return undefined;
  const card = messages.cardCheckout;
  switch (order.status) {
    case "awaiting_payment":
      return leftPayment
        ? {
            title: messages.checkout.confirmedTitle(order.number),
            next: <LeftPayment order={order} />,
          }
        : {
            title: card.waiting,
            next: (
              <p role="status" className="text-muted">
                {card.waitingText}
              </p>
            ),
          };
    case "paying_in_parts":
      return {
        title: messages.plans.firstPaidTitle(order.number),
        next: (
          <>
            <p>{messages.plans.firstPaidText}</p>
            {order.plan && <OrderPlanSummary order={order} plan={order.plan} />}
          </>
        ),
      };
    case "paid":
    case "shipped":
    case "delivered":
      return { title: card.paidTitle(order.number), next: <p>{card.paidText}</p> };
    case "expired":
      return { title: card.expiredTitle(order.number), next: <p>{card.expiredText}</p> };
    case "cancelled":
      return { title: card.cancelledTitle(order.number), next: undefined };
  }
}

/** Back from Stripe without paying: the paintings are still held; pay now, or cancel. */
function LeftPayment({ order }: { order: Order }) {
  const cancel = useCancelOrder();
  return (
    <>
      <p>{messages.cardCheckout.leftPayment}</p>
      <p className="text-muted">{messages.checkout.holdUntil(formatMoment(order.holdExpiresAt))}</p>
      <div className="flex flex-wrap gap-3">
        {order.payUrl && (
          <Button onClick={() => window.location.assign(order.payUrl as string)}>
            {messages.cardCheckout.continuePayment}
          </Button>
        )}
        <Button
          variant="secondary"
          disabled={cancel.isPending}
          onClick={() =>
            cancel.mutate(order.id, {
              onSuccess: () => notify.success(messages.orders.cancelled(order.number)),
              onError: () => notify.error(messages.orders.cancelFailed),
            })
          }
        >
          {messages.cardCheckout.cancelOrder}
        </Button>
      </div>
    </>
  );
}

/** The confirmation replaces the form, so focus moves to its title (as on the detail). */
const focusOnMount = (node: HTMLElement | null) => node?.focus({ preventScroll: true });

function Card(props: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={props.id}
      className="flex flex-col gap-3 rounded-2xl bg-white p-5 ring-1 ring-line sm:p-6"
    >
      <h2 id={props.id} className="font-serif text-xl">
        {props.title}
      </h2>
      {props.children}
    </section>
  );
}

function OrderTotals({ order }: { order: Order }) {
  return (
    <dl className="flex flex-col gap-2 border-t border-line pt-3 text-sm">
      <div className="flex justify-between">
        <dt className="text-muted">{messages.cart.subtotal}</dt>
        <dd>{formatPrice(order.subtotal)}</dd>
      </div>
      <div className="flex justify-between">
        <dt className="text-muted">{messages.cart.shipping}</dt>
        <dd>{order.shipping === 0 ? messages.cart.shippingFree : formatPrice(order.shipping)}</dd>
      </div>
      <div className="flex justify-between border-t border-line pt-3 text-base font-semibold">
        <dt>{messages.cart.total}</dt>
        <dd data-testid="order-total">{formatPrice(order.total)}</dd>
      </div>
    </dl>
  );
}

/**
 * The confirmation at `/checkout?order=<id>`: thanks with the order number, what happens
 * next (payment instructions, when the hold ends), the paintings and total, where they go.
 * Fetched by id, so a reload shows it again.
 */
export function OrderConfirmation({
  orderId,
  leftPayment = false,
}: {
  orderId: string;
  /** Back from Stripe's page without paying (its cancel link). */
  leftPayment?: boolean;
}) {
  const query = useQuery(orderQueries.detail(orderId));
  if (query.isPending) return <StatusMessage>{messages.home.loading}</StatusMessage>;
  if (query.isError) {
    const missing = isMissing(query.error);
    return (
      <StatusMessage
        action={
          <div className="flex flex-wrap justify-center gap-3">
            {!missing && <Button onClick={() => query.refetch()}>{messages.home.retry}</Button>}
            <ButtonLink to={`${routes.profile.path}?tab=orders`} variant="secondary">
              {messages.checkout.viewOrders}
            </ButtonLink>
          </div>
        }
      >
        <p className="font-serif text-2xl text-ink">
          {missing ? messages.api.orderNotFound : messages.orders.loadFailed}
        </p>
      </StatusMessage>
    );
  }

  const order = query.data;
  const { title, next } = cardState(order, leftPayment) ?? {
    title: messages.checkout.confirmedTitle(order.number),
    next: undefined,
  };
  return (
    <section
      aria-labelledby="confirmation-title"
      className="mx-auto flex max-w-3xl flex-col gap-6 py-12"
    >
      <div className="flex flex-col items-start gap-3">
        <CircleCheck aria-hidden className="size-10 text-emerald-700" strokeWidth={1.5} />
        <h1
          id="confirmation-title"
          ref={focusOnMount}
          tabIndex={-1}
          className="font-serif text-3xl leading-tight text-balance focus:outline-none sm:text-4xl"
        >
          {title}
        </h1>
      </div>

      <Card id="next-steps" title={messages.checkout.nextSteps}>
        {next ? (
          next
        ) : isAwaitingPayment(order.status) ? (
          <>
            <p>{order.paymentInstructions}</p>
            <p className="text-muted">
              {messages.checkout.holdUntil(formatMoment(order.holdExpiresAt))}
            </p>
          </>
        ) : (
          <p>{messages.checkout.orderStatus(messages.orders.statuses[order.status])}</p>
        )}
      </Card>

      <div className="grid items-start gap-6 md:grid-cols-[1fr_16rem]">
        <Card id="confirmation-items" title={messages.cart.summary}>
          <OrderItems items={order.items} />
          <OrderTotals order={order} />
        </Card>
        <Card id="confirmation-address" title={messages.checkout.deliverTo}>
          <address className="text-sm leading-relaxed not-italic wrap-anywhere">
            {recipientLines(order, messages.checkout.collectLine).map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
          {importChargesApply(order) && (
            <p className="text-sm text-muted">{messages.orders.importCharges}</p>
          )}
        </Card>
      </div>

      <div className="flex flex-col gap-3 sm:flex-row">
        <ButtonLink to={`${routes.profile.path}?tab=orders`} className="h-11">
          {messages.checkout.viewOrders}
        </ButtonLink>
        <ButtonLink to="/" variant="secondary" className="h-11">
          {messages.cart.continueShopping}
        </ButtonLink>
      </div>
    </section>
  );
}
