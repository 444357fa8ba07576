import { Bell, MessageSquare, Palette } from "lucide-react";
import { type ComponentProps, Suspense, useEffect, useRef, useState } from "react";
import { Button } from "#client/components/ui/button";
import { lazyDialog, preloadAfterPaint } from "#client/lib/lazy-dialog";
import { notify } from "#client/lib/notify";
import type { Artwork } from "#shared/artwork";
import { collectorsTexts } from "#shared/texts/collectors";
import { pagesTexts } from "#shared/texts/pages";
import type { CollectorDialog as CollectorDialogType, CollectorTopic } from "./CollectorDialog";

const text = collectorsTexts.collect;

// The dialog loads on first use; hovering or focusing a button starts the download early.
const loadDialog = () => import("./CollectorDialog");
const preload = preloadAfterPaint(loadDialog);
type DialogProps = ComponentProps<typeof CollectorDialogType>;
const CollectorDialog = lazyDialog<DialogProps>(
  async () => (await loadDialog()).CollectorDialog,
  DialogUnavailable,
);

/** When the dialog's code cannot be fetched (offline, or a deploy replaced it): say so. */
function DialogUnavailable({ topic, onClose }: DialogProps) {
  useEffect(() => {
    if (!topic) return;
    notify.error(pagesTexts.dialogUnavailable);
    onClose();
  }, [topic, onClose]);
  return null;
}

/**
 * A painting's ways to stay in touch, in two parts the detail places apart. `nextSteps`: what a
 * collector can do when the work cannot be bought — "Notify me about similar work" on a sold or
 * reserved one, "Commission something similar" on a sold one — as buttons, in Add to Cart's
 * place. `enquiry`: "Enquire", on every work, as a quieter link. Each opens a form in a dialog,
 * which gives focus back to its button when it closes.
 */
export function CollectorActions({
  artwork,
  part,
}: {
  artwork: Artwork;
  part: "nextSteps" | "enquiry";
}) {
  const [topic, setTopic] = useState<CollectorTopic>();
  const [used, setUsed] = useState(false);
  const opener = useRef<HTMLButtonElement | null>(null);

  const offers: Array<{ topic: CollectorTopic; label: string; icon: typeof Bell }> =
    part === "enquiry"
      ? [{ topic: "question", label: text.enquire, icon: MessageSquare }]
      : [
          ...(artwork.availability === "available"
            ? []
            : [{ topic: "alert" as const, label: text.notify, icon: Bell }]),
          ...(artwork.availability === "sold"
            ? [{ topic: "commission" as const, label: text.commission, icon: Palette }]
            : []),
        ];
  if (offers.length === 0) return null;

  return (
    <div className={part === "nextSteps" ? "flex flex-col gap-3 sm:flex-row" : "contents"}>
      {offers.map((offer, index) => (
        <Button
          key={offer.topic}
          variant={part === "enquiry" ? "link" : index === 0 ? "primary" : "secondary"}
          aria-haspopup="dialog"
          aria-expanded={topic === offer.topic}
          onPointerEnter={preload}
          onFocus={preload}
          onClick={(event) => {
            opener.current = event.currentTarget;
            setUsed(true);
            setTopic(offer.topic);
          }}
        >
          <offer.icon aria-hidden className="size-4" />
          {offer.label}
        </Button>
      ))}
      {used && (
        <Suspense fallback={null}>
          <CollectorDialog
            artwork={artwork}
            topic={topic}
            onClose={() => setTopic(undefined)}
            returnFocusTo={opener}
          />
        </Suspense>
      )}
    </div>
  );
}
