import { cn } from "#client/lib/cn";
import type { Availability } from "#shared/artwork";
import { galleryTexts as messages } from "#shared/texts/gallery";

const sizes = {
  small: "px-2 py-0.5 text-xs",
  default: "px-3 py-1 text-xs",
  large: "px-3 py-1 text-sm",
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
  size?: keyof typeof sizes;
  /** Placement only (margins, position): the size owns padding and type (decision 011). */
  className?: string;
}) {
  if (availability === "available") return null;
  return (
    <span
      data-availability={availability}
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full bg-white font-semibold tracking-wide text-ink uppercase shadow-sm ring-1 ring-line",
        sizes[size],
        className,
      )}
    >
      <span
        aria-hidden
        className={cn(
          "size-2 rounded-full",
          availability === "sold" ? "bg-red-700" : "bg-amber-500",
        )}
      />
      {messages.availability[availability]}
    </span>
  );
}
