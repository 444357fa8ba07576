import { useQuery } from "@tanstack/react-query";
import { Button } from "#client/components/ui/button";
import { Stars } from "#client/components/ui/Stars";
import { StatusMessage } from "#client/components/ui/StatusMessage";
import { reviewsQuery } from "#client/entities/reviews";
import { formatDay } from "#shared/dates";
import { messages } from "#shared/messages";
import type { PublicReview } from "#shared/reviews";

const text = messages.reviews;

function Review({ review }: { review: PublicReview }) {
  return (
    <article className="flex flex-col gap-3 rounded-2xl bg-white p-5 ring-1 ring-line sm:p-6">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <Stars rating={review.rating} />
        <time dateTime={review.createdAt} className="text-sm text-muted">
          {formatDay(review.createdAt)}
        </time>
      </header>
      <blockquote className="leading-relaxed break-words whitespace-pre-line">
        {review.text}
      </blockquote>
      <p className="text-sm text-muted">
        <span className="font-medium text-ink">{review.displayName}</span> ·{" "}
        {text.about(review.artworkTitle)}
      </p>
      {review.reply && (
        <div className="rounded-xl bg-stone-50 p-4 text-sm ring-1 ring-line">
          <p className="font-medium">{text.reply}</p>
          <p className="mt-1 break-words whitespace-pre-line text-muted">{review.reply}</p>
        </div>
      )}
    </article>
  );
}

/**
 * `/reviews`: every review the gallery published, newest first, as its buyers wrote them (the
 * artist's reply under one), with the average and count of them all. The server renders it
 * with its data.
 */
export function Component() {
  const reviews = useQuery(reviewsQuery);
  if (reviews.isPending) return <StatusMessage>{messages.home.loading}</StatusMessage>;
  if (reviews.isError) {
    return (
      <StatusMessage
        action={<Button onClick={() => reviews.refetch()}>{messages.home.retry}</Button>}
      >
        {text.pageLoadFailed}
      </StatusMessage>
    );
  }
  const { average, count, items } = reviews.data;
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6 py-12">
      <header className="flex flex-col gap-3">
        <h1 className="font-serif text-4xl">{text.title}</h1>
        <p className="text-muted">{text.intro}</p>
        {average !== null && (
          <p className="flex items-center gap-3 font-medium">
            <Stars rating={Math.round(average)} />
            {text.average(average, count)}
          </p>
        )}
      </header>
      {items.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-muted ring-1 ring-line">{text.empty}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {items.map((review) => (
            <li key={review.id}>
              <Review review={review} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
