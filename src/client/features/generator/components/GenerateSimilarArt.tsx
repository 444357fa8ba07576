import { Sparkles } from "lucide-react";
import { type ComponentProps, Suspense, useEffect, useRef, useState } from "react";
import { Button } from "#client/components/ui/button";
import { lazyDialog } from "#client/lib/lazy-dialog";
import { notify } from "#client/lib/notify";
import type { Artwork } from "#shared/artwork";
import { messages } from "#shared/messages";
import type { GeneratorDialog as GeneratorDialogType } from "./GeneratorDialog";

// The dialog (and Radix with it) loads on first use, so the gallery's bundle does not grow;
// hovering or focusing the button starts the download early.
const loadDialog = () => import("./GeneratorDialog");
type DialogProps = ComponentProps<typeof GeneratorDialogType>;
const GeneratorDialog = lazyDialog<DialogProps>(
  async () => (await loadDialog()).GeneratorDialog,
  DialogUnavailable,
);

/** When the dialog's code cannot be fetched (offline, or a deploy replaced it): say so. */
function DialogUnavailable({ open, onOpenChange }: DialogProps) {
  useEffect(() => {
    if (!open) return;
    notify.error(messages.generator.failed);
    onOpenChange(false);
  }, [open, onOpenChange]);
  return null;
}

/** On an artwork's detail, 'Generate Similar Art' opens the AI generator for the artwork. */
export function GenerateSimilarArt({ artwork }: { artwork: Artwork }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const preload = () => void loadDialog();

  return (
    <>
      <Button
        ref={trigger}
        variant="secondary"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Sparkles aria-hidden className="size-4" />
        {messages.generator.open}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <GeneratorDialog
            open={open}
            onOpenChange={setOpen}
            artwork={artwork}
            returnFocusTo={trigger}
          />
        </Suspense>
      )}
    </>
  );
}
