import { useQuery } from "@tanstack/react-query";
import { Dialog } from "radix-ui";
import { type FormEvent, useId, useRef, useState } from "react";
import { Button, buttonVariants } from "#client/components/ui/button";
import { FormField, inputClass } from "#client/components/ui/FormField";
import { apiErrorMessage, apiFieldErrors } from "#client/lib/api";
import { notify } from "#client/lib/notify";
import { messages } from "#shared/messages";
import type { Order } from "#shared/order";
import { REVIEW_TEXT_MAX, reviewInputSchema } from "#shared/reviews";
import { reviewedQuery, useReviewOrder } from "../review-api";

const text = messages.reviews;
type Field = "rating" | "text" | "displayName";
type Errors = Partial<Record<Field, string>>;

/**
 * "Write a review" on an order that was sent to the buyer, once: a dialog with the rating, the
 * review and an optional name to show; reasons beside their fields. Reviewed, it says so.
 * `open` starts it open (the invitation e-mail's link).
 */
export function ReviewOrderButton({
  order,
  open: startOpen = false,
}: {
  order: Pick<Order, "id" | "number">;
  open?: boolean;
}) {
  const reviewed = useQuery(reviewedQuery);
  const [open, setOpen] = useState(startOpen);
  if (!reviewed.data) return null;
  if (reviewed.data.includes(order.id)) {
    return <p className="text-sm text-muted">{text.reviewed}</p>;
  }
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={buttonVariants({ variant: "secondary" })}>
        {text.write}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-canvas p-6 shadow-2xl">
          <Dialog.Title className="font-serif text-xl">{text.writeFor(order.number)}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-muted">
            {text.sentNote}
          </Dialog.Description>
          <ReviewForm orderId={order.id} onDone={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ReviewForm({ orderId, onDone }: { orderId: string; onDone: () => void }) {
  const send = useReviewOrder();
  const [rating, setRating] = useState("");
  const [body, setBody] = useState("");
  const [displayName, setDisplayName] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const ids = { rating: useId(), text: useId(), displayName: useId() };
  const form = useRef<HTMLFormElement>(null);

  const show = (found: Errors) => {
    setErrors(found);
    const first = (["rating", "text", "displayName"] as const).find((field) => found[field]);
    if (first) document.getElementById(ids[first])?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = reviewInputSchema.safeParse({
      rating: rating === "" ? undefined : Number(rating),
      text: body,
      displayName,
    });
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) found[issue.path[0] as Field] ??= issue.message;
      return show(found);
    }
    send.mutate(
      { orderId, review: checked.data },
      {
        onSuccess: () => {
          notify.success(text.sent);
          onDone();
        },
        onError: (error) => {
          const fields = apiFieldErrors(error) as Errors;
          if (Object.keys(fields).length > 0) return show(fields);
          notify.error(apiErrorMessage(error) ?? text.failed);
        },
      },
    );
  };

  return (
    <form ref={form} noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-4">
      <FormField label={text.rating} id={ids.rating} error={errors.rating}>
        {(control) => (
          <select
            {...control}
            value={rating}
            onChange={(event) => setRating(event.target.value)}
            aria-required
            className={inputClass}
          >
            <option value="" disabled>
              {text.choose}
            </option>
            {[5, 4, 3, 2, 1].map((stars) => (
              <option key={stars} value={stars}>
                {text.ratingOption(stars)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={text.text} id={ids.text} error={errors.text}>
        {(control) => (
          <textarea
            {...control}
            rows={5}
            value={body}
            maxLength={REVIEW_TEXT_MAX}
            onChange={(event) => setBody(event.target.value)}
            aria-required
            className={inputClass}
          />
        )}
      </FormField>
      <FormField
        label={text.displayName}
        id={ids.displayName}
        error={errors.displayName}
        hint={text.displayNameHint}
      >
        {(control) => (
          <input
            {...control}
            value={displayName}
            maxLength={60}
            onChange={(event) => setDisplayName(event.target.value)}
            className={inputClass}
          />
        )}
      </FormField>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Dialog.Close asChild>
          <Button variant="secondary">{text.cancel}</Button>
        </Dialog.Close>
        <Button type="submit" disabled={send.isPending}>
          {text.send}
        </Button>
      </div>
    </form>
  );
}
