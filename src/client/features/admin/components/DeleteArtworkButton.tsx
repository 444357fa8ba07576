import { Trash2 } from "lucide-react";
import { AlertDialog } from "radix-ui";
import { Button, buttonVariants } from "#client/components/ui/button";
import { apiErrorMessage, apiStatus } from "#client/lib/api";
import { notify } from "#client/lib/notify";
import type { Artwork } from "#shared/artwork";
import { messages } from "#shared/messages";
import { useDeleteArtwork } from "../api";

/** Delete first asks 'Are you sure you want to delete this artwork?'. */
export function DeleteArtworkButton({ artwork }: { artwork: Artwork }) {
  const remove = useDeleteArtwork();
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger
        className={buttonVariants({ variant: "icon" })}
        aria-label={messages.admin.deleteOne(artwork.title)}
      >
        <Trash2 aria-hidden className="size-4" />
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-canvas p-6 shadow-2xl">
          <AlertDialog.Title className="font-serif text-xl">
            {messages.admin.confirmDelete}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-muted">
            {artwork.title}
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">{messages.admin.cancel}</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button
                variant="danger"
                onClick={() =>
                  remove.mutate(artwork.id, {
                    onSuccess: () => notify.success(messages.admin.deleted),
                    // An artwork an open order holds answers 409 with the reason.
                    onError: (error) =>
                      notify.error(
                        (apiStatus(error) === 409 && apiErrorMessage(error)) ||
                          messages.admin.deleteFailed,
                      ),
                  })
                }
              >
                {messages.admin.confirm}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
