import { type FormEvent, useRef, useState } from "react";
import { Button } from "#client/components/ui/button";
import { FormField, inputClass } from "#client/components/ui/FormField";
import { Modal } from "#client/components/ui/Modal";
import { apiErrorMessage, apiFieldErrors, apiStatus } from "#client/lib/api";
import { cn } from "#client/lib/cn";
import { notify } from "#client/lib/notify";
import { messages } from "#shared/messages";
import { type Order, RETURN_REASON_MAX, returnSchema } from "#shared/order";
import { useReturnOrder } from "../api";

const text = messages.orders;

/**
 * The buyer sends a dispatched order back, within the right to cancel: a dialog with an
 * optional reason (the right needs none), checked with the API's own schema. Focus starts in
 * the reason; once asked, this button goes away, so focus moves to the order's heading
 * (`returnFocusTo`) instead of being lost. While the server is asked, the dialog stays open.
 */
export function ReturnOrderButton({
  order,
  returnFocusTo,
}: {
  order: Pick<Order, "id" | "number">;
  returnFocusTo: () => HTMLElement | null;
}) {
  const send = useReturnOrder();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  const trigger = useRef<HTMLButtonElement>(null);
  // Where focus goes when the dialog closes: the button, or the heading once it is gone.
  const focusAfter = useRef<HTMLElement | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);

  const showError = (message: string | undefined) => {
    setError(message);
    field.current?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const parsed = returnSchema.safeParse({ reason });
    if (!parsed.success) return showError(parsed.error.issues[0]?.message);
    send.mutate(
      { orderId: order.id, reason: parsed.data.reason },
      {
        onSuccess: () => {
          notify.success(text.returnRequested(order.number));
          focusAfter.current = returnFocusTo();
          setOpen(false);
        },
        onError: (failure) => {
          const fieldError = apiFieldErrors(failure).reason;
          if (fieldError) return showError(fieldError);
          // A 409 says why not (the right ended, and when): the list now shows where it is.
          const reason = apiErrorMessage(failure);
          if (!reason) console.error(failure);
          notify.error(reason ?? text.returnFailed);
          if (apiStatus(failure) === 409 || apiStatus(failure) === 404) setOpen(false);
        },
      },
    );
  };

  return (
    <>
      <Button
        ref={trigger}
        variant="secondary"
        aria-label={text.returnOrderOf(order.number)}
        onClick={() => {
          focusAfter.current = trigger.current;
          setReason("");
          setError(undefined);
          setOpen(true);
        }}
      >
        {text.returnOrder}
      </Button>
      <Modal
        open={open}
        onOpenChange={(next) => {
          if (!next && send.isPending) return;
          setOpen(next);
        }}
        returnFocusTo={focusAfter}
        title={text.returnTitle(order.number)}
        description={text.returnText}
        close={text.close}
        width="max-w-md"
      >
        <form noValidate onSubmit={onSubmit} className="mt-5 flex flex-col gap-5">
          <FormField label={text.returnReason} hint={text.returnReasonHint} error={error}>
            {(control) => (
              <textarea
                {...control}
                ref={field}
                name="reason"
                rows={4}
                maxLength={RETURN_REASON_MAX}
                value={reason}
                onChange={(event) => {
                  setReason(event.target.value);
                  setError(undefined);
                }}
                className={inputClass}
              />
            )}
          </FormField>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button
              type="button"
              variant="secondary"
              aria-disabled={send.isPending || undefined}
              onClick={() => {
                if (!send.isPending) setOpen(false);
              }}
            >
              {text.keep}
            </Button>
            <Button
              type="submit"
              variant="danger"
              aria-disabled={send.isPending || undefined}
              className={cn(send.isPending && "opacity-70")}
            >
              {send.isPending ? text.sending : text.sendReturn}
            </Button>
          </div>
        </form>
      </Modal>
    </>
  );
}
