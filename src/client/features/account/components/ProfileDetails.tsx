import { type FormEvent, useRef, useState } from "react";
import { Button } from "#client/components/ui/button";
import { FormField } from "#client/components/ui/FormField";
import { apiErrorMessage, apiFieldErrors } from "#client/lib/api";
import { notify } from "#client/lib/notify";
import type { SessionUser } from "#client/lib/session";
import { FULL_NAME_MAX } from "#shared/account";
import { messages } from "#shared/messages";
import { useSaveProfile } from "../api";
import { ProfilePhoto } from "./ProfilePhoto";

const inputClass =
  "h-11 w-full rounded-xl border border-line bg-white px-4 text-base disabled:bg-stone-100 disabled:text-muted read-only:bg-stone-100";

/**
 * The Profile tab: the photo (or initials) with 'Change Photo', read-only Email, and
 * Full Name editable only in edit mode. Save persists the name.
 */
export function ProfileDetails({ user }: { user: SessionUser }) {
  const save = useSaveProfile();
  const [editing, setEditing] = useState(false);
  const [fullName, setFullName] = useState(user.name);
  const [error, setError] = useState<string>();
  const nameField = useRef<HTMLInputElement>(null);

  const cancel = () => {
    setFullName(user.name);
    setError(undefined);
    setEditing(false);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(fullName, {
      onSuccess: () => {
        notify.success(messages.account.saved);
        setError(undefined);
        setEditing(false);
      },
      onError: (failure) => {
        // The name's own reason beside it ("Full name is required"), and focus on it.
        const reason = apiFieldErrors(failure).fullName ?? apiErrorMessage(failure);
        setError(reason);
        notify.error(reason ?? messages.account.saveFailed);
        if (reason) nameField.current?.focus();
      },
    });
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-6">
      <ProfilePhoto user={user} />
      <FormField label={messages.account.email}>
        {(control) => (
          <input {...control} type="email" value={user.email} readOnly className={inputClass} />
        )}
      </FormField>
      <FormField label={messages.account.fullName} error={error}>
        {(control) => (
          <input
            {...control}
            ref={nameField}
            type="text"
            value={fullName}
            onChange={(event) => setFullName(event.target.value)}
            disabled={!editing}
            maxLength={FULL_NAME_MAX}
            autoComplete="name"
            className={inputClass}
          />
        )}
      </FormField>
      <div className="flex gap-3">
        {editing ? (
          <>
            {/* Keys keep React from turning the clicked Edit button into this submit button
                mid-click, which would submit the form at once. */}
            <Button key="save" type="submit" disabled={save.isPending}>
              {messages.account.saveChanges}
            </Button>
            <Button key="cancel" variant="secondary" onClick={cancel} disabled={save.isPending}>
              {messages.account.cancel}
            </Button>
          </>
        ) : (
          <Button key="edit" variant="secondary" onClick={() => setEditing(true)}>
            {messages.account.editProfile}
          </Button>
        )}
      </div>
    </form>
  );
}
