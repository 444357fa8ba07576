import { useQuery } from "@tanstack/react-query";
import { Star } from "lucide-react";
import { Link } from "#client/components/ui/link";
import { reviewsQuery } from "#client/entities/reviews";
import { routes } from "#shared/routes";
import { reviewsTexts } from "#shared/texts/reviews";

/**
 * The gallery's reviews as its buyers wrote them — the average and the count of those the owner
 * published ("4.7/5 · 3 reviews from collectors", linking them all) — or "No reviews yet".
 * Nothing is shown that was not counted: while the figures are read, the line stays empty.
 */
export function ReviewsSummary() {
  const reviews = useQuery(reviewsQuery);
  if (!reviews.data) return <p className="mt-2 min-h-5 text-sm" aria-hidden />;
  const { average, count } = reviews.data;
  if (average === null || count === 0) {
    return <p className="mt-2 min-h-5 text-sm text-muted">{reviewsTexts.reviews.none}</p>;
  }
  return (
    <p className="mt-2 min-h-5 text-sm">
      <Link
        to={routes.reviews.path}
        className="inline-flex items-center gap-2 underline-offset-4 hover:underline"
      >
        <Star aria-hidden className="size-4 fill-amber-500 text-amber-500" />
        {reviewsTexts.reviews.summary(average, count)}
      </Link>
    </p>
  );
}
