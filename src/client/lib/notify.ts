import { toast } from "sonner";

/**
 * Toasts (spec §8: one at a time, gone after 5 seconds; the Toaster is in
 * app/RootLayout.tsx). A new message dismisses whatever was showing, so the newest one is
 * always the one in view, even when it repeats an earlier text.
 */
export const notify = {
  success: (message: string) => {
    toast.dismiss();
    return toast.success(message);
  },
  error: (message: string) => {
    toast.dismiss();
    return toast.error(message);
  },
};
