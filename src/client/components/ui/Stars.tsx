import { Star } from "lucide-react";
import { cn } from "#client/lib/cn";
import { messages } from "#shared/messages";

/** A rating as five stars, said in words to a screen reader ("4 out of 5"). */
export function Stars({ rating }: { rating: number }) {
  return (
    <span className="flex items-center gap-0.5">
      <span className="sr-only">{messages.reviews.stars(rating)}</span>
      {Array.from({ length: 5 }, (_, index) => (
        <Star
          // biome-ignore lint/suspicious/noArrayIndexKey: five fixed stars
          key={index}
          aria-hidden
          className={cn(
            "size-4",
            index < rating ? "fill-amber-500 text-amber-500" : "text-stone-300",
          )}
        />
      ))}
    </span>
  );
}
