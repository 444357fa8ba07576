import { useRef, useState } from "react";
import { apiErrorMessage, apiStatus } from "#client/lib/api";
import { cn } from "#client/lib/cn";
import { notify } from "#client/lib/notify";
import type { Artwork } from "#shared/artwork";
import { messages } from "#shared/messages";
import { useSetAvailability } from "../api";
import { SoldElsewhereDialog } from "./SoldElsewhereDialog";

const text = messages.adminOrders;

/**
 * Mark as Sold (sold elsewhere) for an available work — a dialog asks, optionally, who bought it
 * and when, for the register — and Mark as Available for a sold one. A reserved work follows its
 * order, so it offers neither; a work sold through an order answers 409, and the server's
 * reason is shown.
 */
export function AvailabilityButton({ artwork }: { artwork: Artwork }) {
  const change = useSetAvailability();
  const [asking, setAsking] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  if (artwork.availability === "reserved") return null;
  const toSold = artwork.availability === "available";
  const label = toSold ? text.markSoldElsewhere : text.markAvailable;
  return (
    <>
      <button
        ref={button}
        type="button"
        // Not `disabled`: a disabled button drops keyboard focus; a second press is ignored.
        aria-disabled={change.isPending || undefined}
        aria-label={text.actionOn(label, artwork.title)}
        className={cn(
          "inline-flex h-10 items-center rounded-full px-3 text-xs font-medium whitespace-nowrap text-ink ring-1 ring-line ring-inset transition-colors hover:bg-stone-100",
          change.isPending && "opacity-60",
        )}
        onClick={() => {
          if (change.isPending) return;
          if (toSold) {
            setAsking(true);
            return;
          }
          change.mutate(
            { id: artwork.id, availability: "available" },
            {
              onSuccess: () => notify.success(text.markedAvailable(artwork.title)),
              onError: (error) =>
                notify.error(
                  (apiStatus(error) === 409 && apiErrorMessage(error)) || text.availabilityFailed,
                ),
            },
          );
        }}
      >
        {label}
      </button>
      <SoldElsewhereDialog
        artwork={artwork}
        open={asking}
        onOpenChange={setAsking}
        returnFocusTo={button}
      />
    </>
  );
}
