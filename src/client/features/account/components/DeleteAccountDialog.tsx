import { AlertDialog } from "radix-ui";
import { type FormEvent, type RefObject, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "#client/components/ui/button";
import { FormField, inputClass } from "#client/components/ui/FormField";
import { apiErrorMessage, apiFieldErrors } from "#client/lib/api";
import { cn } from "#client/lib/cn";
import { notify } from "#client/lib/notify";
import { deleteAccountInputSchema } from "#shared/account-input";
import { messages } from "#shared/messages";
import { useDeleteAccount } from "../api";

const text = messages.yourData;

/**
 * "Delete your account": a button, and the dialog it opens — what goes, what stays, and the
 * password asked again. Its field's error is shown beside it; focus starts in the field and
 * goes back to the button when the dialog closes. While the server is asked, the dialog stays
 * open. Once the account is gone, the shopper is signed out and sent to the gallery.
 */
export function DeleteAccountDialog() {
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount();
  const password = useRef<HTMLInputElement>(null);
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!remove.isPending) setOpen(next);
      }}
    >
      <AlertDialog.Trigger asChild>
        <Button variant="dangerSecondary">{text.delete}</Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <AlertDialog.Content
          onOpenAutoFocus={(event) => {
            // The password is what the shopper types next; otherwise Radix focuses Keep.
            event.preventDefault();
            password.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-canvas p-6 shadow-2xl"
        >
          <DeleteForm remove={remove} passwordRef={password} />
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

function DeleteForm(props: {
  remove: ReturnType<typeof useDeleteAccount>;
  passwordRef: RefObject<HTMLInputElement | null>;
}) {
  const { remove, passwordRef } = props;
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string>();
  // A refusal that is not about the password (the shop's last owner), said in the dialog.
  const [refusal, setRefusal] = useState<string>();

  const showError = (reason: string) => {
    setError(reason);
    passwordRef.current?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (remove.isPending) return;
    setRefusal(undefined);
    // The API's own schema, so the field says what the server would.
    const parsed = deleteAccountInputSchema.safeParse({ password });
    if (!parsed.success) {
      showError(parsed.error.issues[0]?.message ?? text.failed);
      return;
    }
    remove.mutate(parsed.data.password, {
      onSuccess: () => {
        notify.success(text.deleted);
        navigate("/");
      },
      onError: (failure) => {
        const field = apiFieldErrors(failure).password;
        if (field) showError(field);
        else setRefusal(apiErrorMessage(failure) ?? text.failed);
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <div className="flex flex-col gap-3">
        <AlertDialog.Title className="font-serif text-xl">{text.dialogTitle}</AlertDialog.Title>
        <AlertDialog.Description className="text-muted">{text.cannotUndo}</AlertDialog.Description>
        <p className="text-sm">{text.goes}</p>
        <p className="text-sm">{text.stays}</p>
      </div>
      <FormField label={text.password} error={error}>
        {(control) => (
          <input
            {...control}
            ref={passwordRef}
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setError(undefined);
            }}
            className={inputClass}
          />
        )}
      </FormField>
      {refusal && (
        <p role="alert" className="text-sm text-red-800">
          {refusal}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <AlertDialog.Cancel asChild>
          <Button variant="secondary" aria-disabled={remove.isPending || undefined}>
            {text.keep}
          </Button>
        </AlertDialog.Cancel>
        <Button
          type="submit"
          variant="danger"
          aria-disabled={remove.isPending || undefined}
          className={cn(remove.isPending && "opacity-70")}
        >
          {remove.isPending ? text.deleting : text.confirm}
        </Button>
      </div>
    </form>
  );
}
