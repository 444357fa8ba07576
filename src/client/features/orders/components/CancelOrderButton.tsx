import { AlertDialog } from "radix-ui";
import { useRef } from "react";
import { Button, buttonVariants } from "#client/components/ui/button";
import { apiErrorMessage } from "#client/lib/api";
import { notify } from "#client/lib/notify";
import { messages } from "#shared/messages";
import type { Order } from "#shared/order";
import { useCancelOrder } from "../api";

/**
 * The buyer cancels an order awaiting payment, or a paid one not yet sent (refunded: the right
 * to cancel), after confirming. Focus starts on
 * "Keep Order" (the safe choice); once cancelled, this button goes away, so focus moves to
 * the order's heading (`returnFocusTo`) instead of being lost.
 */
export function CancelOrderButton({
  order,
  returnFocusTo,
}: {
  order: Pick<Order, "id" | "number" | "status">;
  returnFocusTo: () => HTMLElement | null;
}) {
  const cancel = useCancelOrder();
  const confirmed = useRef(false);
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger
        className={buttonVariants({ variant: "secondary" })}
        aria-label={messages.orders.cancelOrder(order.number)}
        disabled={cancel.isPending}
      >
        {messages.orders.cancel}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <AlertDialog.Content
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-canvas p-6 shadow-2xl"
          onCloseAutoFocus={(event) => {
            if (!confirmed.current) return;
            confirmed.current = false;
            event.preventDefault();
            returnFocusTo()?.focus();
          }}
        >
          <AlertDialog.Title className="font-serif text-xl">
            {messages.orders.confirmCancel(order.number)}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-muted">
            {order.status === "paid"
              ? messages.orders.confirmCancelPaidText
              : messages.orders.confirmCancelText}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">{messages.orders.keep}</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button
                variant="danger"
                onClick={() => {
                  confirmed.current = true;
                  cancel.mutate(order.id, {
                    onSuccess: () => notify.success(messages.orders.cancelled(order.number)),
                    onError: (error) => {
                      console.error(error);
                      notify.error(apiErrorMessage(error) ?? messages.orders.cancelFailed);
                    },
                  });
                }}
              >
                {messages.orders.cancelOrder(order.number)}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
