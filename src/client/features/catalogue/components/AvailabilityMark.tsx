import { cn } from "#client/lib/cn";
import type { Availability } from "#shared/artwork";
import { messages } from "#shared/messages";

/**
 * DESIGN §8: the "Sold" or "Reserved" mark of a work that cannot be bought; nothing for an
 * available one. A gallery's red dot for sold, amber for held by an order.
 */
export function AvailabilityMark({
  availability,
  className,
}: {
  availability: Availability;
  className?: string;
}) {
  if (availability === "available") return null;
  return (
    <span
      data-availability={availability}
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-xs font-semibold tracking-wide text-ink uppercase shadow-sm ring-1 ring-line",
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
