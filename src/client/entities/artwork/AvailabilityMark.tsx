import { cn } from "#client/lib/cn";
import type { Availability } from "#shared/artwork";
import { galleryTexts as messages } from "#shared/texts/gallery";

const looks = {
  small:
    "px-2 py-0.5 text-xs font-semibold tracking-wide uppercase rounded-full bg-white shadow-sm ring-1 ring-line",
  default:
    "px-3 py-1 text-xs font-semibold tracking-wide uppercase rounded-full bg-white shadow-sm ring-1 ring-line",
  // Leading a detail whose work cannot be bought: the word itself, as a heading would say it.
  headline: "font-serif text-3xl",
};

/**
 * The "Sold" or "Reserved" mark of a work that cannot be bought; nothing for an
 * available one. A gallery's red dot for sold, amber for held by an order.
 */
export function AvailabilityMark({
  availability,
  size = "default",
  className,
}: {
  availability: Availability;
  size?: keyof typeof looks;
  /** Placement only (margins, position): the size owns padding and type (decision 011). */
  className?: string;
}) {
  if (availability === "available") return null;
  return (
    <span
      data-availability={availability}
      className={cn("inline-flex items-center gap-2 text-ink", looks[size], className)}
    >
      <span
        aria-hidden
        className={cn(
          "rounded-full",
          size === "headline" ? "size-3" : "size-2",
          availability === "sold" ? "bg-red-700" : "bg-amber-500",
        )}
      />
      {messages.availability[availability]}
    </span>
  );
}
