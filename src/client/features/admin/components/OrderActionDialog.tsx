import { AlertDialog } from "radix-ui";
import { type FormEvent, type RefObject, useRef, useState } from "react";
import { Button } from "#client/components/ui/button";
import { FormField } from "#client/components/ui/FormField";
import { apiErrorMessage, apiFieldErrors, apiStatus } from "#client/lib/api";
import { cn } from "#client/lib/cn";
import { notify } from "#client/lib/notify";
import { messages } from "#shared/messages";
import { formatPrice } from "#shared/money";
import { type AdminOrder, recipientName, trackingSchema } from "#shared/order";
import { type OrderAction, useOrderAction } from "../api";
import { isUndoing } from "./OrderActions";

const text = messages.adminOrders;

/** The order and what the owner asked to do to it. */
export type ActionTarget = { order: AdminOrder; action: OrderAction };

const confirmation: Record<
  OrderAction,
  { title: (number: string) => string; body: string; confirm: string }
> = {
  paid: { title: text.confirmPaid, body: text.confirmPaidText, confirm: text.markPaid },
  shipped: { title: text.confirmShipped, body: text.confirmShippedText, confirm: text.markShipped },
  delivered: {
    title: text.confirmDelivered,
    body: text.confirmDeliveredText,
    confirm: text.markDelivered,
  },
  cancelled: { title: text.confirmCancel, body: text.confirmCancelText, confirm: text.cancelOrder },
  returned: { title: text.confirmReturned, body: text.confirmReturnedText, confirm: text.returned },
  refunded: { title: text.confirmRefund, body: text.confirmRefundText, confirm: text.refund },
  refundRecorded: {
    title: text.confirmRecordRefund,
    body: text.confirmRecordRefundText,
    confirm: text.recordRefund,
  },
  planExtend: {
    title: messages.plans.confirmExtend,
    body: messages.plans.confirmExtendText,
    confirm: messages.plans.extend,
  },
  planCancel: {
    title: messages.plans.confirmCancel,
    body: messages.plans.confirmCancelText,
    confirm: messages.plans.cancel,
  },
};

/** What a toast says once each action is done. */
const done: Record<OrderAction, (number: string) => string> = {
  ...text.done,
  planExtend: messages.plans.extended,
  planCancel: messages.plans.cancelled,
};

/**
 * The confirmation of an order action, one dialog for the whole list: an action
 * may remove its own button (a paid order offers Mark as Shipped, not Mark as Paid), so the
 * dialog cannot live beside it. The page decides where focus goes afterwards
 * (`onCloseAutoFocus`). While the server is asked, the dialog stays open and cannot be closed.
 */
export function OrderActionDialog(props: {
  target: ActionTarget | null;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const act = useOrderAction();
  const tracking = useRef<HTMLInputElement>(null);
  const { target } = props;
  return (
    <AlertDialog.Root
      open={target !== null}
      onOpenChange={(open) => {
        if (!open && !act.isPending) props.onClose();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <AlertDialog.Content
          onOpenAutoFocus={(event) => {
            // The tracking number is what the owner types next; otherwise Radix focuses Back.
            if (!tracking.current) return;
            event.preventDefault();
            tracking.current.focus();
          }}
          onCloseAutoFocus={props.onCloseAutoFocus}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-canvas p-6 shadow-2xl"
        >
          {target && (
            <ActionForm
              key={`${target.order.id}-${target.action}`}
              target={target}
              act={act}
              trackingRef={tracking}
              onDone={props.onClose}
            />
          )}
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

function ActionForm(props: {
  target: ActionTarget;
  act: ReturnType<typeof useOrderAction>;
  trackingRef: RefObject<HTMLInputElement | null>;
  onDone: () => void;
}) {
  const { order, action } = props.target;
  const { act } = props;
  const [trackingNumber, setTrackingNumber] = useState("");
  const [error, setError] = useState<string>();
  // A late card payment's refund leaves the paintings with the buyer who paid in time; a
  // cancellation's has already let them go.
  const copy =
    action === "refunded" && order.refundDue && order.status !== "refund_due"
      ? { ...confirmation.refunded, body: text.confirmLateRefundText }
      : action === "refunded" && order.status === "refund_due"
        ? { ...confirmation.refunded, body: text.confirmCancellationRefundText }
        : confirmation[action];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (act.isPending) return;
    let tracking: string | undefined;
    if (action === "shipped") {
      // The API's own schema, so the field says what the server would.
      const parsed = trackingSchema.safeParse({ trackingNumber });
      if (!parsed.success) {
        setError(parsed.error.issues[0]?.message);
        props.trackingRef.current?.focus();
        return;
      }
      tracking = parsed.data.trackingNumber;
    }
    act.mutate(
      { id: order.id, action, trackingNumber: tracking },
      {
        onSuccess: () => {
          notify.success(done[action](order.number));
          props.onDone();
        },
        onError: (failure) => {
          const field = apiFieldErrors(failure).trackingNumber;
          if (field) {
            setError(field);
            props.trackingRef.current?.focus();
            return;
          }
          // A 409 says why this order cannot move: it moved meanwhile, and the
          // list now shows where it is, so the dialog has nothing left to confirm.
          notify.error(apiErrorMessage(failure) ?? text.failed);
          const status = apiStatus(failure);
          if (status === 409 || status === 404) props.onDone();
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <AlertDialog.Title className="font-serif text-xl">
          {copy.title(order.number)}
        </AlertDialog.Title>
        <AlertDialog.Description className="text-muted">{copy.body}</AlertDialog.Description>
      </div>
      <div className="rounded-xl bg-white p-4 text-sm ring-1 ring-line">
        <p className="font-medium break-words">{order.buyer.name || recipientName(order)}</p>
        <p className="break-words text-muted">{order.buyer.email}</p>
        <ul className="mt-3 flex flex-col gap-1 border-t border-line pt-3">
          {order.items.map((item, index) => (
            // An order's items are a snapshot: an artwork may be gone (null id), titles may repeat.
            // biome-ignore lint/suspicious/noArrayIndexKey: the snapshot's order never changes
            <li key={index} className="flex justify-between gap-3">
              <span className="min-w-0 break-words">{item.title}</span>
              <span className="whitespace-nowrap text-muted">{formatPrice(item.price)}</span>
            </li>
          ))}
        </ul>
        <p className="mt-3 flex justify-between gap-3 border-t border-line pt-3 font-medium">
          <span>{messages.orders.total}</span>
          <span>{formatPrice(order.total)}</span>
        </p>
      </div>
      {action === "shipped" && (
        <FormField label={text.trackingNumber} error={error}>
          {(control) => (
            <input
              {...control}
              ref={props.trackingRef}
              name="trackingNumber"
              value={trackingNumber}
              onChange={(event) => {
                setTrackingNumber(event.target.value);
                setError(undefined);
              }}
              maxLength={60}
              autoComplete="off"
              spellCheck={false}
              className="w-full rounded-xl border border-line bg-white px-3 py-2.5 text-base aria-[invalid=true]:border-red-700"
            />
          )}
        </FormField>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <AlertDialog.Cancel asChild>
          <Button variant="secondary" aria-disabled={act.isPending || undefined}>
            {text.back}
          </Button>
        </AlertDialog.Cancel>
        <Button
          type="submit"
          aria-disabled={act.isPending || undefined}
          variant={isUndoing(action) ? "danger" : "primary"}
          className={cn(act.isPending && "opacity-70")}
        >
          {act.isPending ? text.updating : copy.confirm}
        </Button>
      </div>
    </form>
  );
}
