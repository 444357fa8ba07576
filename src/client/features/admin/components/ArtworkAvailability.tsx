import { useRef, useState } from "react";
import { apiErrorMessage, apiStatus } from "#client/lib/api";
import { cn } from "#client/lib/cn";
import { notify } from "#client/lib/notify";
import type { Artwork } from "#shared/artwork";
import { formatMoment } from "#shared/dates";
import { messages } from "#shared/messages";
import { releaseState } from "#shared/release";
import { useSetAvailability } from "../api";
import { SoldElsewhereDialog } from "./SoldElsewhereDialog";

const text = messages.adminOrders;

/** The "Sold" or "Reserved" mark beside a title; an available work has none. */
export function AvailabilityMark({ artwork }: { artwork: Pick<Artwork, "availability"> }) {
  if (artwork.availability === "available") return null;
  const sold = artwork.availability === "sold";
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2 py-0.5 font-sans text-xs font-medium whitespace-nowrap ring-1 ring-inset",
        sold ? "bg-ink text-canvas ring-ink" : "bg-amber-100 text-amber-900 ring-amber-200",
      )}
    >
      {sold ? messages.availability.sold : messages.availability.reserved}
    </span>
  );
}

/** A draft, or a work still to come, marked as only the owners see it (with its release time). */
export function ReleaseMark({ artwork }: { artwork: Pick<Artwork, "visibility" | "releaseAt"> }) {
  const state = releaseState(artwork, new Date());
  if (state === "public") return null;
  return (
    <span className="inline-flex items-center rounded-full bg-sky-50 px-2 py-0.5 font-sans text-xs font-medium text-sky-900 ring-1 ring-sky-200 ring-inset">
      {state === "draft"
        ? messages.drops.draft
        : messages.drops.scheduled(formatMoment(artwork.releaseAt as string))}
    </span>
  );
}

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
