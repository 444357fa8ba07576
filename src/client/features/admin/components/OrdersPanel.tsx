import { useQuery } from "@tanstack/react-query";
import { PackageOpen } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "#client/components/ui/button";
import { StatusMessage } from "#client/components/ui/StatusMessage";
import { cn } from "#client/lib/cn";
import { messages } from "#shared/messages";
import { ORDER_STATUSES, type OrderStatus } from "#shared/order";
import { adminOrderQueries } from "../api";
import { useMediaQuery } from "../use-media-query";
import { type ActionTarget, OrderActionDialog } from "./OrderActionDialog";
import { OrderCards } from "./OrderCards";
import { OrderTable } from "./OrderTable";

const text = messages.adminOrders;

/** The status filter in the URL (`?tab=orders&status=paid`); anything else means all. */
function statusFrom(value: string | null): OrderStatus | undefined {
  return ORDER_STATUSES.find((status) => status === value);
}

/**
 * Where focus goes when a confirmation closes: back to the button that opened it, or, when
 * the action took that button away, to what the order offers now (or its number), or, when
 * the order left the filtered list, to the filter.
 */
function focusAfter(
  opener: { element: HTMLElement; orderId: string } | null,
  list: HTMLElement | null,
  filter: HTMLElement | null,
) {
  if (!opener) return;
  if (opener.element.isConnected) {
    opener.element.focus();
    return;
  }
  const row = list?.querySelector(`[data-order-id="${opener.orderId}"]`);
  const next =
    row?.querySelector<HTMLElement>("[data-order-action]") ??
    row?.querySelector<HTMLElement>("[data-order-focus]") ??
    filter;
  next?.focus();
}

/** The owner's Orders tab: the orders, a status filter, and what each allows. */
export function OrdersPanel() {
  const [params, setParams] = useSearchParams();
  const status = statusFrom(params.get("status"));
  const list = useQuery(adminOrderQueries.list(status));
  // A table where all its columns fit (the page is at its widest); cards on phones and tablets.
  const wide = useMediaQuery("(min-width: 80rem)");
  const [target, setTarget] = useState<ActionTarget | null>(null);
  const opener = useRef<{ element: HTMLElement; orderId: string } | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const filterRef = useRef<HTMLSelectElement>(null);
  const filterId = useId();

  const onFilter = (value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set("tab", "orders");
      if (value) next.set("status", value);
      else next.delete("status");
      return next;
    });

  // What waits on the owner, whatever the filter shows: returns to receive, refunds to make.
  const everything = useQuery(adminOrderQueries.list());
  const waiting = (value: OrderStatus) =>
    (everything.data ?? []).filter((order) => order.status === value).length;
  const returns = waiting("return_requested");
  const refunds = waiting("refund_due");

  const orders = list.data ?? [];
  const listProps = {
    title: messages.orders.tab(orders.length),
    orders,
    onAction: (order: ActionTarget["order"], action: ActionTarget["action"], from: HTMLElement) => {
      opener.current = { element: from, orderId: order.id };
      setTarget({ order, action });
    },
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={filterId} className="text-sm font-medium">
          {text.filterLabel}
        </label>
        <select
          ref={filterRef}
          id={filterId}
          value={status ?? ""}
          onChange={(event) => onFilter(event.target.value)}
          className="h-10 rounded-full border border-line bg-white pr-8 pl-4 text-sm"
        >
          <option value="">{text.allStatuses}</option>
          {ORDER_STATUSES.map((value) => (
            <option key={value} value={value}>
              {messages.orders.statuses[value]}
            </option>
          ))}
        </select>
        {returns + refunds > 0 && (
          <fieldset className="flex flex-wrap items-center gap-2 rounded-full bg-amber-50 py-1 pr-1 pl-4 ring-1 ring-amber-300">
            {/* A legend does not sit in a flex row: it names the group, the span shows it. */}
            <legend className="sr-only">{text.attention}</legend>
            <span aria-hidden className="text-sm font-medium text-amber-900">
              {text.attention}
            </span>
            {returns > 0 && (
              <Button
                variant="secondary"
                size="compact"
                aria-pressed={status === "return_requested"}
                onClick={() => onFilter(status === "return_requested" ? "" : "return_requested")}
              >
                {text.returnsWaiting(returns)}
              </Button>
            )}
            {refunds > 0 && (
              <Button
                variant="secondary"
                size="compact"
                aria-pressed={status === "refund_due"}
                onClick={() => onFilter(status === "refund_due" ? "" : "refund_due")}
              >
                {text.refundsWaiting(refunds)}
              </Button>
            )}
          </fieldset>
        )}
      </div>
      {list.isPending ? (
        <StatusMessage>{text.loading}</StatusMessage>
      ) : list.isError ? (
        <StatusMessage
          action={<Button onClick={() => list.refetch()}>{messages.home.retry}</Button>}
        >
          {text.loadFailed}
        </StatusMessage>
      ) : orders.length === 0 ? (
        <div role="status" className="flex flex-col items-center gap-4 py-20 text-center">
          <PackageOpen aria-hidden className="size-10 text-muted" strokeWidth={1.5} />
          <p className="font-serif text-2xl">{text.empty}</p>
        </div>
      ) : (
        <div
          ref={listRef}
          aria-busy={list.isPlaceholderData || undefined}
          className={cn("transition-opacity", list.isPlaceholderData && "opacity-60")}
        >
          {wide ? <OrderTable {...listProps} /> : <OrderCards {...listProps} />}
        </div>
      )}
      <OrderActionDialog
        target={target}
        onClose={() => setTarget(null)}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          focusAfter(opener.current, listRef.current, filterRef.current);
          opener.current = null;
        }}
      />
    </div>
  );
}
