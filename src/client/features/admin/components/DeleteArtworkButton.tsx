import { Trash2 } from "lucide-react";
import { buttonVariants } from "#client/components/ui/button";
import { ConfirmDialog } from "#client/components/ui/ConfirmDialog";
import { apiErrorMessage, apiStatus } from "#client/lib/api";
import { notify } from "#client/lib/notify";
import type { Artwork } from "#shared/artwork";
import { messages } from "#shared/messages";
import { useDeleteArtwork } from "../api";

/** Delete first asks 'Are you sure you want to delete this artwork?'. */
export function DeleteArtworkButton({ artwork }: { artwork: Artwork }) {
  const remove = useDeleteArtwork();
  return (
    <ConfirmDialog
      trigger={
        <button
          type="button"
          className={buttonVariants({ variant: "icon" })}
          aria-label={messages.admin.deleteOne(artwork.title)}
        >
          <Trash2 aria-hidden className="size-4" />
        </button>
      }
      title={messages.admin.confirmDelete}
      description={artwork.title}
      cancel={messages.admin.cancel}
      confirm={messages.admin.confirm}
      onConfirm={() =>
        remove.mutate(artwork.id, {
          onSuccess: () => notify.success(messages.admin.deleted),
          // An artwork an open order holds answers 409 with the reason.
          onError: (error) =>
            notify.error(
              (apiStatus(error) === 409 && apiErrorMessage(error)) || messages.admin.deleteFailed,
            ),
        })
      }
    />
  );
}
