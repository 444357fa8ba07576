import { useQuery } from "@tanstack/react-query";
import { MessageSquareQuote } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "#client/components/ui/button";
import { FormField, inputClass } from "#client/components/ui/FormField";
import { LoadedList } from "#client/components/ui/LoadedList";
import { Stars } from "#client/components/ui/Stars";
import { apiErrorMessage, apiFieldErrors } from "#client/lib/api";
import { cn } from "#client/lib/cn";
import { notify } from "#client/lib/notify";
import { formatShortDay } from "#shared/dates";
import { messages } from "#shared/messages";
import { type AdminReview, REVIEW_TEXT_MAX, type ReviewStatus } from "#shared/reviews";
import { adminReviewQueries, type ReviewAction, useReviewAction } from "../reviews-api";

const text = messages.reviews;

const statusTone: Record<ReviewStatus, string> = {
  pending: "bg-amber-50 text-amber-900 ring-amber-300",
  published: "bg-emerald-50 text-emerald-900 ring-emerald-300",
  hidden: "bg-stone-100 text-stone-700 ring-stone-300",
};

/**
 * The owner's Reviews tab: every buyer's review, newest first, waiting, published or hidden.
 * The owner publishes, hides or replies; the buyer's words are shown as written and cannot be
 * changed here (nor by the API).
 */
export function ReviewsPanel() {
  const list = useQuery(adminReviewQueries.list());
  return (
    <LoadedList
      query={list}
      loading={text.loading}
      failed={text.loadFailed}
      empty={text.noneYet}
      icon={MessageSquareQuote}
    >
      {(reviews) => (
        <section aria-labelledby="admin-reviews-title" className="flex flex-col gap-4">
          <h2 id="admin-reviews-title" className="font-serif text-xl">
            {text.listTitle(reviews.length)}
          </h2>
          <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            {reviews.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </LoadedList>
  );
}

function ReviewCard({ review }: { review: AdminReview }) {
  const act = useReviewAction();
  const titleId = useId();
  const run = (input: ReviewAction, done: string) =>
    act.mutate(input, {
      onSuccess: () => notify.success(done),
      onError: (error) => notify.error(apiErrorMessage(error) ?? text.actionFailed),
    });
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-3 rounded-2xl bg-white p-5 ring-1 ring-line"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="font-medium break-words">
          {text.order(review.orderNumber)} · {text.by(review.displayName)}
        </h3>
        <span
          className={cn(
            "inline-flex rounded-full px-3 py-1 text-xs font-semibold ring-1",
            statusTone[review.status],
          )}
        >
          {text.statuses[review.status]}
        </span>
      </header>
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <Stars rating={review.rating} />
        <span className="text-muted">
          {text.about(review.artworkTitle)} · {formatShortDay(review.createdAt)}
        </span>
      </p>
      <blockquote className="text-sm leading-relaxed break-words whitespace-pre-line">
        {review.text}
      </blockquote>
      <div className="flex flex-wrap gap-2">
        {review.status !== "published" && (
          <Button
            size="small"
            disabled={act.isPending}
            onClick={() => run({ id: review.id, action: "publish" }, text.published)}
          >
            {text.publish}
          </Button>
        )}
        {review.status !== "hidden" && (
          <Button
            size="small"
            variant="secondary"
            disabled={act.isPending}
            onClick={() => run({ id: review.id, action: "hide" }, text.hidden)}
          >
            {text.hide}
          </Button>
        )}
      </div>
      <ReplyForm review={review} />
    </article>
  );
}

/** The owner's reply, shown under the review once it is published. */
function ReplyForm({ review }: { review: AdminReview }) {
  const act = useReviewAction();
  const [reply, setReply] = useState(review.reply ?? "");
  const [error, setError] = useState<string>();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    act.mutate(
      { id: review.id, action: "reply", text: reply },
      {
        onSuccess: () => {
          setError(undefined);
          notify.success(text.replied);
        },
        onError: (failure) => {
          setError(apiFieldErrors(failure).text ?? apiErrorMessage(failure) ?? text.actionFailed);
        },
      },
    );
  };
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="mt-auto flex flex-col gap-2 border-t border-line pt-3"
    >
      <FormField label={text.replyLabel} error={error}>
        {(control) => (
          <textarea
            {...control}
            rows={2}
            value={reply}
            maxLength={REVIEW_TEXT_MAX}
            onChange={(event) => setReply(event.target.value)}
            className={inputClass}
          />
        )}
      </FormField>
      <Button
        type="submit"
        size="small"
        variant="secondary"
        disabled={act.isPending}
        className="self-start"
      >
        {text.saveReply}
      </Button>
    </form>
  );
}
