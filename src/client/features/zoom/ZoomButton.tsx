import { ZoomIn } from "lucide-react";
import { Suspense, useRef, useState } from "react";
import { lazyDialog, preloadAfterPaint, UnavailableDialog } from "#client/lib/lazy-dialog";
import { zoomTexts } from "#shared/texts/zoom";
import type { Photographs } from "./ZoomViewer";

const text = zoomTexts.zoom;

// The viewer loads only when first opened (hovering or focusing the button starts the
// download); the full-resolution file only once it is open (decision 040).
const loadViewer = async () => (await import("./ZoomViewer")).ZoomViewer;
const ZoomViewer = lazyDialog(loadViewer, UnavailableDialog);
const preload = preloadAfterPaint(loadViewer);

/**
 * Over a painting's image on its detail, a button as large as the image with a "Zoom" pill in
 * its corner: it opens the zoom viewer on the full-resolution file of the photograph `shown`,
 * and the viewer pages through the others with `show`, so the detail shows the last one seen.
 * Its parent is the image's box, positioned, so the button covers the image without changing
 * its layout.
 */
export function ZoomButton({ artwork, shown, show }: Photographs) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={opener}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={text.openOn(artwork.title)}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        className="group absolute inset-0 cursor-zoom-in rounded-[inherit] focus-visible:outline-offset-[-4px]"
      >
        <span className="absolute top-3 right-3 inline-flex items-center gap-1.5 rounded-full bg-ink/80 px-3 py-1.5 text-sm font-medium text-canvas shadow-sm transition-colors group-hover:bg-ink motion-reduce:transition-none">
          <ZoomIn aria-hidden className="size-4" />
          {text.open}
        </span>
      </button>
      {used && (
        <Suspense fallback={null}>
          <ZoomViewer
            artwork={artwork}
            shown={shown}
            show={show}
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={opener}
          />
        </Suspense>
      )}
    </>
  );
}
