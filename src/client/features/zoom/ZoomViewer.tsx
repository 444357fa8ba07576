import { Maximize, X, ZoomIn, ZoomOut } from "lucide-react";
import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
} from "react";
import type { OpenedProps } from "#client/lib/lazy-dialog";
import type { Artwork } from "#shared/artwork";
import { zoomTexts } from "#shared/texts/zoom";
import { useZoom } from "./use-zoom";
import { ZoomStage } from "./ZoomStage";

const text = zoomTexts.zoom;

type Props = OpenedProps & { artwork: Pick<Artwork, "imageUrl" | "title"> };

/**
 * The zoom viewer: a full-screen modal `<dialog>` on a dark ground, the painting fitted whole
 * at first, zoomed by wheel, pinch, the keys or its buttons, and moved by dragging or the
 * arrows (decision 040). Escape or Close shuts it, and focus goes back to the button that
 * opened it. Its content, and with it the full-resolution file, is there only while open.
 */
export function ZoomViewer({ artwork, open, onOpenChange, returnFocusTo }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const hintId = useId();
  // The open viewer's shortcuts, called from the dialog itself, which holds focus when it opens.
  const keys = useRef<(event: KeyboardEvent) => void>(undefined);

  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    if (open && !node.open) {
      node.showModal();
      node.focus();
    } else if (!open && node.open) node.close();
  }, [open]);

  // The page behind stays where it was: a wheel turn over the toolbar does not scroll it.
  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    const before = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = before;
    };
  }, [open]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={hintId}
      tabIndex={-1}
      onKeyDown={(event) => keys.current?.(event)}
      // Escape (the dialog's own cancel) or close(): either way it is shut, and focus returns.
      onClose={() => {
        onOpenChange(false);
        returnFocusTo?.current?.focus();
      }}
      className="fixed inset-0 m-0 h-dvh max-h-none w-dvw max-w-none flex-col overflow-hidden bg-stone-950 p-0 text-stone-100 backdrop:bg-black/90 open:flex focus:outline-none"
    >
      {open && (
        <OpenViewer
          artwork={artwork}
          titleId={titleId}
          hintId={hintId}
          keys={keys}
          close={() => onOpenChange(false)}
        />
      )}
    </dialog>
  );
}

/** A button on the viewer's dark ground, its icon beside its visible name. */
function ViewerButton(props: { label: string; icon: ReactNode; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={props.onClick}
      className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3.5 py-2 text-sm font-medium text-white transition-colors hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white motion-reduce:transition-none"
    >
      {props.icon}
      {props.label}
    </button>
  );
}

/** The viewer while open: its title and Close, the stage, and the zoom buttons. */
function OpenViewer(props: {
  artwork: Pick<Artwork, "imageUrl" | "title">;
  titleId: string;
  hintId: string;
  keys: RefObject<((event: KeyboardEvent) => void) | undefined>;
  close: () => void;
}) {
  const zoom = useZoom(props.artwork.imageUrl);
  const { keys } = props;
  // Keys work wherever focus is in the viewer: on the dialog, or on one of its buttons.
  useLayoutEffect(() => {
    keys.current = zoom.onKeyDown;
    return () => {
      keys.current = undefined;
    };
  });
  const icon = "size-4";
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center gap-3 px-4 py-3">
        <h2 id={props.titleId} className="min-w-0 flex-1 truncate font-serif text-lg">
          {text.title(props.artwork.title)}
        </h2>
        <ViewerButton
          label={text.close}
          icon={<X aria-hidden className={icon} />}
          onClick={props.close}
        />
      </div>
      <ZoomStage artwork={props.artwork} zoom={zoom} />
      <div className="flex flex-wrap items-center justify-center gap-x-2 gap-y-3 px-4 py-3">
        <ViewerButton
          label={text.zoomOut}
          icon={<ZoomOut aria-hidden className={icon} />}
          onClick={zoom.zoomOut}
        />
        <ViewerButton
          label={text.reset}
          icon={<Maximize aria-hidden className={icon} />}
          onClick={zoom.reset}
        />
        <ViewerButton
          label={text.zoomIn}
          icon={<ZoomIn aria-hidden className={icon} />}
          onClick={zoom.zoomIn}
        />
        <p
          id={props.hintId}
          className="sr-only text-xs text-stone-300 xl:not-sr-only xl:absolute xl:bottom-4 xl:left-4 xl:max-w-xs"
        >
          {text.hint}
        </p>
      </div>
      <p className="sr-only" aria-live="polite">
        {zoom.view.scale < 1.05 ? text.fitted : text.zoomed(zoom.view.scale.toFixed(1))}
      </p>
    </div>
  );
}
