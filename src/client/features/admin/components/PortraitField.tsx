import { type ChangeEvent, useId, useRef, useState } from "react";
import { Button } from "#client/components/ui/button";
import { apiErrorMessage } from "#client/lib/api";
import { notify } from "#client/lib/notify";
import { messages } from "#shared/messages";
import { photoSrcSet } from "#shared/profile-photo";
import { useRemovePortrait, useUploadPortrait } from "../shop-api";

const text = messages.adminShop;
const photo = messages.profilePhoto;

/** The types the picker offers; the server decides by the file's bytes all the same. */
const ACCEPT = "image/jpeg,image/png,image/webp";

/**
 * Her portrait as the home page shows it, with a button to upload one (it is saved once a file
 * is chosen, apart from the form's Save) and, while there is one, to remove it. A refusal is
 * said beside the portrait, not only in a toast.
 */
export function PortraitField({ portraitUrl }: { portraitUrl: string | null }) {
  const picker = useRef<HTMLInputElement>(null);
  const upload = useUploadPortrait();
  const remove = useRemovePortrait();
  const [error, setError] = useState<string>();
  const hintId = useId();
  const errorId = useId();
  const busy = upload.isPending || remove.isPending;

  const failed = (failure: unknown) => {
    const reason = apiErrorMessage(failure) ?? text.portraitFailed;
    setError(reason);
    notify.error(reason);
  };

  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again (after a refusal) still uploads it.
    event.target.value = "";
    if (!file) return;
    setError(undefined);
    upload.mutate(file, { onSuccess: () => notify.success(text.portraitSaved), onError: failed });
  };

  const removePortrait = () => {
    setError(undefined);
    remove.mutate(undefined, {
      onSuccess: () => notify.success(text.portraitRemoved),
      onError: failed,
    });
  };

  return (
    <fieldset aria-busy={busy} className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium">{text.portrait}</legend>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
        {portraitUrl ? (
          <img
            src={portraitUrl}
            srcSet={photoSrcSet(portraitUrl)}
            sizes="96px"
            width={96}
            height={96}
            alt={text.portraitAlt}
            className="size-24 shrink-0 rounded-full object-cover ring-1 ring-line"
          />
        ) : (
          <span className="flex size-24 shrink-0 items-center justify-center rounded-full bg-white p-3 text-center text-xs text-muted ring-1 ring-line">
            {text.noPortrait}
          </span>
        )}
        <div className="flex min-w-0 flex-1 basis-56 flex-col gap-2">
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              onClick={() => picker.current?.click()}
              disabled={busy}
              aria-describedby={error ? `${errorId} ${hintId}` : hintId}
            >
              {portraitUrl ? text.replacePortrait : text.uploadPortrait}
            </Button>
            {portraitUrl && (
              <Button variant="dangerSecondary" onClick={removePortrait} disabled={busy}>
                {text.removePortrait}
              </Button>
            )}
            <input
              ref={picker}
              type="file"
              accept={ACCEPT}
              onChange={chosen}
              hidden
              tabIndex={-1}
            />
          </div>
          <p id={hintId} className="text-xs text-muted">
            {photo.hint}
          </p>
          <p role="status" className="text-sm text-muted empty:hidden">
            {upload.isPending ? photo.uploading : remove.isPending ? photo.removing : ""}
          </p>
          {error && (
            <p id={errorId} role="alert" className="text-sm text-red-800">
              {error}
            </p>
          )}
        </div>
      </div>
    </fieldset>
  );
}
