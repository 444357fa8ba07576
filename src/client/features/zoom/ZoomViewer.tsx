import { ChevronLeft, ChevronRight, Maximize, X, ZoomIn, ZoomOut } from "lucide-react";
import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
} from "react";
import { cn } from "#client/lib/cn";
import type { OpenedProps } from "#client/lib/lazy-dialog";
import type { Artwork } from "#shared/artwork";
import { photographsTexts } from "#shared/texts/photographs";
import { zoomTexts } from "#shared/texts/zoom";
import { useZoom } from "./use-zoom";
import { ZoomStage } from "./ZoomStage";

const text = zoomTexts.zoom;
const paging = photographsTexts.photographs;

/**
 * The work whose photographs the viewer shows, the one it shows (its place among them), and
 * how to show another: the detail's own choice, so closing the viewer leaves the detail on the
 * photograph last seen.
 */
export type Photographs = {
  artwork: Pick<Artwork, "images" | "title">;
  shown: number;
  show: (index: number) => void;
};

type Props = OpenedProps & Photographs;

/**
 * The zoom viewer: a full-screen modal `<dialog>` on a dark ground, the photograph fitted whole
 * at first, zoomed by wheel, pinch, the keys or its buttons, and moved by dragging or the
 * arrows (decision 040). A work's other photographs are a page away: Previous and Next, or,
 * while fitted, the arrows or a swipe; past the last comes the first again. Escape or Close
 * shuts it, and focus goes back to the button that opened it. Its content, and with it each
 * full-resolution file, is there only while open.
 */
export function ZoomViewer({ open, onOpenChange, returnFocusTo, ...photographs }: Props) {
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
          {...photographs}
          titleId={titleId}
          hintId={hintId}
          keys={keys}
          close={() => onOpenChange(false)}
        />
      )}
    </dialog>
  );
}

/** How the viewer's buttons look on its dark ground. */
const onDark =
  "rounded-full bg-white/10 text-white transition-colors hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white motion-reduce:transition-none";

/** A button on the viewer's dark ground, its icon beside its visible name. */
function ViewerButton(props: { label: string; icon: ReactNode; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={props.onClick}
      className={cn(onDark, "inline-flex items-center gap-2 px-3.5 py-2 text-sm font-medium")}
    >
      {props.icon}
      {props.label}
    </button>
  );
}

/**
 * Previous or next photograph: a round button, its arrow alone (the position between the two
 * says what they page through), named for screen readers.
 */
function PageButton(props: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={props.label}
      onClick={props.onClick}
      className={cn(onDark, "inline-flex size-10 items-center justify-center")}
    >
      {props.children}
    </button>
  );
}

/** The viewer while open: its title and Close, the stage, the paging and the zoom buttons. */
function OpenViewer(
  props: Photographs & {
    titleId: string;
    hintId: string;
    keys: RefObject<((event: KeyboardEvent) => void) | undefined>;
    close: () => void;
  },
) {
  const { images, title } = props.artwork;
  const total = images.length;
  const index = props.shown < total ? props.shown : 0;
  const image = images[index];
  const turn = (step: 1 | -1) => props.show((index + step + total) % total);
  const zoom = useZoom(image, total > 1 ? turn : undefined);
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
          {text.title(title)}
        </h2>
        <ViewerButton
          label={text.close}
          icon={<X aria-hidden className={icon} />}
          onClick={props.close}
        />
      </div>
      <ZoomStage image={image} alt={image.alt || title} zoom={zoom} />
      <div className="flex flex-wrap items-center justify-center gap-x-2 gap-y-3 px-4 py-3">
        {total > 1 && (
          <div className="flex w-full items-center justify-center gap-2 sm:mr-4 sm:w-auto">
            <PageButton label={paging.previous} onClick={() => turn(-1)}>
              <ChevronLeft aria-hidden className="size-5" />
            </PageButton>
            <p aria-live="polite" className="min-w-16 text-center text-sm tabular-nums">
              {paging.position(index + 1, total)}
            </p>
            <PageButton label={paging.next} onClick={() => turn(1)}>
              <ChevronRight aria-hidden className="size-5" />
            </PageButton>
          </div>
        )}
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
          {total > 1 && ` ${paging.hint}`}
        </p>
      </div>
      <p className="sr-only" aria-live="polite">
        {zoom.view.scale < 1.05 ? text.fitted : text.zoomed(zoom.view.scale.toFixed(1))}
      </p>
    </div>
  );
}
