import { useEffect } from "react";
import { createRoot } from "react-dom/client";
import { Toaster, toast } from "sonner";

/** One toast at a time, gone after 5 seconds. */
export const TOAST_DURATION_MS = 5000;

/**
 * Renders sonner's Toaster and says when it is listening. Sonner's Toaster subscribes to new
 * toasts in its own effect, and a parent's effects run after its children's, so by the time
 * `onListening` runs, a toast created next reaches it.
 */
function ToastHost({ onListening }: { onListening: () => void }) {
  useEffect(() => onListening(), [onListening]);
  return <Toaster visibleToasts={1} duration={TOAST_DURATION_MS} position="bottom-right" />;
}

/**
 * Mounts the Toaster at the end of the body, in a React root of its own (decision 005: loaded
 * on the first message, not with the page), and resolves with sonner's `toast` once it listens.
 */
export function mountToaster(): Promise<typeof toast> {
  const host = document.createElement("div");
  document.body.append(host);
  return new Promise((resolve) => {
    createRoot(host).render(<ToastHost onListening={() => resolve(toast)} />);
  });
}
