import { type ChangeEvent, useId, useRef, useState } from "react";
import { Button } from "#client/components/ui/button";
import { apiErrorMessage } from "#client/lib/api";
import { notify } from "#client/lib/notify";
import type { SessionUser } from "#client/lib/session";
import { messages } from "#shared/messages";
import { useRemovePhoto, useUploadPhoto } from "../api";
import { Avatar } from "./Avatar";

const text = messages.profilePhoto;

/** The types the picker offers; the server decides by the file's bytes all the same. */
const ACCEPT = "image/jpeg,image/png,image/webp";

/**
 * The profile's avatar with "Change Photo" (a file picker; the upload starts once a file is
 * chosen) and, while there is a photo, "Remove photo". A refusal is said beside the avatar,
 * not only in a toast.
 */
export function ProfilePhoto({ user }: { user: SessionUser }) {
  const picker = useRef<HTMLInputElement>(null);
  const upload = useUploadPhoto();
  const remove = useRemovePhoto();
  const [error, setError] = useState<string>();
  const hintId = useId();
  const errorId = useId();
  const busy = upload.isPending || remove.isPending;

  const failed = (failure: unknown) => {
    const reason = apiErrorMessage(failure) ?? text.failed;
    setError(reason);
    notify.error(reason);
  };

  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again (after a refusal) still uploads it.
    event.target.value = "";
    if (!file) return;
    setError(undefined);
    upload.mutate(file, { onSuccess: () => notify.success(text.saved), onError: failed });
  };

  const removePhoto = () => {
    setError(undefined);
    remove.mutate(undefined, { onSuccess: () => notify.success(text.removed), onError: failed });
  };

  return (
    <div className="flex flex-wrap items-center gap-x-5 gap-y-3" aria-busy={busy}>
      <Avatar user={user} size={80} className="bg-ink font-serif text-2xl text-canvas" />
      <div className="flex min-w-0 flex-1 basis-56 flex-col gap-2">
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={() => picker.current?.click()}
            disabled={busy}
            aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          >
            {messages.account.changePhoto}
          </Button>
          {user.image && (
            <Button variant="dangerSecondary" onClick={removePhoto} disabled={busy}>
              {text.remove}
            </Button>
          )}
          <input
            ref={picker}
            type="file"
            accept={ACCEPT}
            onChange={chosen}
            hidden
            tabIndex={-1}
            data-testid="photo-picker"
          />
        </div>
        <p id={hintId} className="text-sm text-muted">
          {text.hint}
        </p>
        <p role="status" className="text-sm text-muted empty:hidden">
          {upload.isPending ? text.uploading : remove.isPending ? text.removing : ""}
        </p>
        {error && (
          <p id={errorId} role="alert" className="text-sm text-red-800">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
