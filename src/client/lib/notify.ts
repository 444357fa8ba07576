import type { toast } from "sonner";

/** The Toaster, mounted and listening; loaded with sonner the first time a message is shown. */
let toaster: Promise<typeof toast> | undefined;

function loadToaster(): Promise<typeof toast> {
  toaster ??= import("./toast-host").then((host) => host.mountToaster());
  return toaster;
}

/** Shows `message`, dismissing whatever was showing, so the newest one is the one in view. */
function show(kind: "success" | "error", message: string): void {
  loadToaster().then(
    (toast) => {
      toast.dismiss();
      toast[kind](message);
    },
    (error: unknown) => {
      toaster = undefined; // the chunk did not arrive (offline, a new deploy): try again next time
      console.error("The toast could not be shown:", message, error);
    },
  );
}

/**
 * Toasts: one at a time, gone after 5 seconds. Sonner and its Toaster load on the
 * first message, not with the page (decisions 005 and 011); messages shown meanwhile appear
 * in order once it listens. A new message dismisses whatever was showing, so the newest one
 * is always the one in view, even when it repeats an earlier text.
 */
export const notify = {
  success: (message: string) => show("success", message),
  error: (message: string) => show("error", message),
};
