import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  type RefObject,
  Suspense,
  useEffect,
  useRef,
  useState,
} from "react";
import { Button, type ButtonSize } from "#client/components/ui/button";
import { afterNextPaint } from "#client/lib/after-paint";
import { notify } from "#client/lib/notify";
import { pagesTexts } from "#shared/texts/pages";

/**
 * A dialog in a chunk of its own, fetched on first use (`preloadAfterPaint(load)` on hover or
 * focus starts the download early). Fetched once the press that opens it has been painted: its
 * button answers at once, the dialog a frame later. When its code cannot be fetched — offline,
 * or a deploy replaced it — `unavailable` renders in its place, to say so.
 */
export function lazyDialog<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  unavailable: ComponentType<Props>,
) {
  return lazy(() =>
    afterNextPaint()
      .then(load)
      .then(
        (component) => ({ default: component }),
        () => ({ default: unavailable }),
      ),
  );
}

/**
 * What a hover or a focus does to have a dialog's chunk ready for the press: asks for it once
 * that frame is painted. On a phone a touch enters, presses and clicks at once; asked for there,
 * the chunk's preload links would delay the press's own answer.
 */
export function preloadAfterPaint(load: () => Promise<unknown>): () => void {
  return () =>
    void afterNextPaint()
      .then(load)
      .catch(() => {});
}

/** What a dialog opened by a button takes: whether it is open, and where focus goes back. */
export type OpenedProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the dialog closes: the button that opened it. */
  returnFocusTo?: RefObject<HTMLElement | null>;
};

/** In place of a dialog whose code could not be fetched: a toast says so, and it closes. */
export function UnavailableDialog({ open, onOpenChange }: Omit<OpenedProps, "returnFocusTo">) {
  useEffect(() => {
    if (!open) return;
    notify.error(pagesTexts.dialogUnavailable);
    onOpenChange(false);
  }, [open, onOpenChange]);
  return null;
}

/**
 * A button that opens a dialog loaded only then (`lazyDialog`); hovering or focusing it starts
 * the download, and focus comes back to it when the dialog closes.
 */
export function DialogButton<Props extends OpenedProps>(props: {
  label: string;
  icon: ReactNode;
  dialog: LazyExoticComponent<ComponentType<Props>>;
  preload: () => void;
  /** How the button looks (a secondary button unless the page wants a quieter link). */
  variant?: "secondary" | "link";
  size?: ButtonSize;
  /** Placement only (flex, margins): the variant and size own the look. */
  className?: string;
  /** The dialog's own props, beside those the button gives it. */
  dialogProps: Omit<Props, keyof OpenedProps>;
}) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const Dialog = props.dialog;
  return (
    <>
      <Button
        ref={opener}
        variant={props.variant ?? "secondary"}
        size={props.size}
        className={props.className}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={props.preload}
        onFocus={props.preload}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {props.icon}
        {props.label}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <Dialog
            {...(props.dialogProps as Props)}
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={opener}
          />
        </Suspense>
      )}
    </>
  );
}
