import { Bell, MessageSquare, Palette } from "lucide-react";
import { type ComponentProps, Suspense, useEffect, useRef, useState } from "react";
import { Button } from "#client/components/ui/button";
import { lazyDialog } from "#client/lib/lazy-dialog";
import { notify } from "#client/lib/notify";
import type { Artwork } from "#shared/artwork";
import { messages } from "#shared/messages";
import type { CollectorDialog as CollectorDialogType, CollectorTopic } from "./CollectorDialog";

const text = messages.collect;

// The dialog loads on first use; hovering or focusing a button starts the download early.
const loadDialog = () => import("./CollectorDialog");
type DialogProps = ComponentProps<typeof CollectorDialogType>;
const CollectorDialog = lazyDialog<DialogProps>(
  async () => (await loadDialog()).CollectorDialog,
  DialogUnavailable,
);

/** When the dialog's code cannot be fetched (offline, or a deploy replaced it): say so. */
function DialogUnavailable({ topic, onClose }: DialogProps) {
  useEffect(() => {
    if (!topic) return;
    notify.error(messages.dialogUnavailable);
    onClose();
  }, [topic, onClose]);
  return null;
}

/**
 * A painting's ways to stay in touch: "Enquire" on every work; on a sold one "Commission
 * something similar"; on a sold or reserved one "Notify me about similar work". Each opens a
 * form in a dialog, which gives focus back to its button when it closes.
 */
export function CollectorActions({ artwork }: { artwork: Artwork }) {
  const [topic, setTopic] = useState<CollectorTopic>();
  const [used, setUsed] = useState(false);
  const opener = useRef<HTMLButtonElement | null>(null);
  const preload = () => void loadDialog();

  const offers: Array<{ topic: CollectorTopic; label: string; icon: typeof Bell }> = [
    ...(artwork.availability === "available"
      ? []
      : [{ topic: "alert" as const, label: text.notify, icon: Bell }]),
    ...(artwork.availability === "sold"
      ? [{ topic: "commission" as const, label: text.commission, icon: Palette }]
      : []),
    { topic: "question", label: text.enquire, icon: MessageSquare },
  ];

  return (
    <div className="flex flex-wrap gap-3">
      {offers.map((offer) => (
        <Button
          key={offer.topic}
          variant="secondary"
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
