import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import type { ReactNode, RefObject } from "react";
import { buttonVariants } from "#client/components/ui/button";
import { cn } from "#client/lib/cn";

/**
 * A modal dialog with a title, an optional description and a close button: Radix traps focus
 * inside it and closes it on Escape, and focus goes back to `returnFocusTo` (the button that
 * opened it) when it closes.
 */
export function Modal(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
  title: string;
  description?: string;
  /** The close button's name. */
  close: string;
  /** Its widest: "max-w-lg", "max-w-3xl". */
  width: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50 backdrop-blur-[2px] transition-opacity duration-200 starting:opacity-0 motion-reduce:transition-none" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            const opener = props.returnFocusTo?.current;
            if (!opener) return;
            event.preventDefault();
            opener.focus();
          }}
          {...(props.description ? {} : { "aria-describedby": undefined })}
          className={cn(
            "fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-canvas p-5 shadow-2xl ring-1 ring-line transition duration-200 focus:outline-none starting:scale-95 starting:opacity-0 motion-reduce:transition-none sm:p-7",
            props.width,
          )}
        >
          <Dialog.Title className="pr-10 font-serif text-2xl">{props.title}</Dialog.Title>
          {props.description && (
            <Dialog.Description className="mt-2 text-sm text-muted">
              {props.description}
            </Dialog.Description>
          )}
          {props.children}
          <Dialog.Close
            className={buttonVariants({ variant: "icon", className: "absolute top-3 right-3" })}
          >
            <X aria-hidden className="size-5" />
            <span className="sr-only">{props.close}</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
