import type { ReactNode } from "react";

/** A calm, centred message for loading, empty and error states; announced politely. */
export function StatusMessage({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div role="status" className="flex flex-col items-center gap-4 py-20 text-center text-muted">
      {children}
      {action}
    </div>
  );
}
