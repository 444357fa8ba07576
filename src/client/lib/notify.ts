import { toast } from "sonner";

/**
 * Toasts (spec §8: one at a time, gone after 5 s; the Toaster in app/RootLayout.tsx).
 * A message shown again replaces itself instead of stacking a copy.
 */
export const notify = {
  success: (message: string) => toast.success(message, { id: message }),
  error: (message: string) => toast.error(message, { id: message }),
};
