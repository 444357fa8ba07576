import { useQuery } from "@tanstack/react-query";
import { KeyRound } from "lucide-react";
import { AlertDialog } from "radix-ui";
import { type FormEvent, useId, useRef, useState } from "react";
import { Button } from "#client/components/ui/button";
import { FormField, inputClass } from "#client/components/ui/FormField";
import { notify } from "#client/lib/notify";
import { formatDay } from "#shared/dates";
import { PASSKEY_NAME_MAX } from "#shared/passkey-input";
import { passkeysTexts } from "#shared/texts/passkeys";
import {
  type Passkey,
  passkeyFailure,
  passkeyQueries,
  passkeysSupported,
  useAddPasskey,
  useRemovePasskey,
} from "../passkeys-api";

const text = passkeysTexts.passkeys;

const nameOf = (passkey: Passkey) => passkey.name || text.unnamed;

/**
 * The profile's Passkeys card: the account's passkeys (name, when added), "Add a passkey" with
 * an optional name, and "Remove" for each, asked again in a dialog. A browser without WebAuthn
 * is told so, and offered no button it cannot use. Once a passkey is removed, focus goes to the
 * card's heading, since the button that asked is gone.
 */
export function Passkeys() {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const passkeys = useQuery(passkeyQueries.list());
  const supported = passkeysSupported();
  const removal = useRemovePasskey();
  // Resolves once the list is read again without it (useRemovePasskey), so its row is gone.
  const remove = async (id: string) => {
    await removal.mutateAsync(id);
    notify.success(text.removed);
    heading.current?.focus();
  };
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl bg-white p-6 ring-1 ring-line"
    >
      <h2 id={headingId} ref={heading} tabIndex={-1} className="font-serif text-2xl outline-none">
        {text.title}
      </h2>
      <p className="text-muted">{text.intro}</p>
      {passkeys.isError && (
        <p role="alert" className="text-sm text-red-800">
          {text.loadFailed}
        </p>
      )}
      {passkeys.data && passkeys.data.length === 0 && <p className="text-sm">{text.none}</p>}
      {passkeys.data && passkeys.data.length > 0 && (
        <ul aria-label={text.listLabel} className="flex flex-col divide-y divide-line">
          {passkeys.data.map((passkey) => (
            <li key={passkey.id} className="flex items-center justify-between gap-4 py-3">
              <div className="flex items-center gap-3">
                <KeyRound aria-hidden className="size-5 text-muted" />
                <div>
                  <p className="font-medium">{nameOf(passkey)}</p>
                  <p className="text-sm text-muted">{text.added(formatDay(passkey.createdAt))}</p>
                </div>
              </div>
              <RemovePasskey passkey={passkey} remove={remove} />
            </li>
          ))}
        </ul>
      )}
      {supported ? <AddPasskey /> : <p className="text-sm">{text.unsupported}</p>}
    </section>
  );
}

function AddPasskey() {
  const add = useAddPasskey();
  const [name, setName] = useState("");
  const [failure, setFailure] = useState<string>();
  const [added, setAdded] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    setFailure(undefined);
    setAdded(false);
    add.mutate(name.trim(), {
      onSuccess: () => {
        setName("");
        setAdded(true);
        notify.success(text.addedToast);
      },
      onError: (error) => setFailure(passkeyFailure(error)),
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
      <FormField label={text.nameLabel} hint={text.nameHint}>
        {(control) => (
          <input
            {...control}
            type="text"
            name="passkey-name"
            autoComplete="off"
            maxLength={PASSKEY_NAME_MAX}
            value={name}
            onChange={(event) => setName(event.target.value)}
            className={inputClass}
          />
        )}
      </FormField>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="secondary" disabled={add.isPending}>
          {add.isPending ? text.adding : text.add}
        </Button>
        {failure && (
          <p role="alert" className="text-sm text-red-800">
            {failure}
          </p>
        )}
        {added && (
          <p role="status" className="text-sm">
            {text.addedToast}
          </p>
        )}
      </div>
    </form>
  );
}

function RemovePasskey(props: { passkey: Passkey; remove: (id: string) => Promise<void> }) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();
  // Once removed, the row (and the button that asked) is gone: focus is the card's to give.
  const removed = useRef(false);
  const name = nameOf(props.passkey);

  const confirm = async () => {
    setPending(true);
    setFailure(undefined);
    try {
      removed.current = true;
      await props.remove(props.passkey.id);
    } catch (error) {
      removed.current = false;
      setFailure(passkeyFailure(error));
      setPending(false);
    }
  };

  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        setOpen(next);
        setFailure(undefined);
      }}
    >
      <AlertDialog.Trigger asChild>
        <Button variant="dangerSecondary" aria-label={text.removeLabel(name)}>
          {text.remove}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <AlertDialog.Content
          onCloseAutoFocus={(event) => {
            if (removed.current) event.preventDefault();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-canvas p-6 shadow-2xl"
        >
          <div className="flex flex-col gap-4">
            <AlertDialog.Title className="font-serif text-xl">{text.removeTitle}</AlertDialog.Title>
            <AlertDialog.Description className="text-muted">
              {text.removeText(name)}
            </AlertDialog.Description>
            {failure && (
              <p role="alert" className="text-sm text-red-800">
                {failure}
              </p>
            )}
            <div className="flex flex-wrap justify-end gap-3">
              <AlertDialog.Cancel asChild>
                <Button variant="secondary" disabled={pending}>
                  {text.keep}
                </Button>
              </AlertDialog.Cancel>
              <Button variant="danger" disabled={pending} onClick={confirm}>
                {pending ? text.removing : text.confirmRemove}
              </Button>
            </div>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
