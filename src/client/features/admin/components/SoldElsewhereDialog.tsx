import { type FormEvent, type RefObject, useState } from "react";
import { Button } from "#client/components/ui/button";
import { FormField, inputClass } from "#client/components/ui/FormField";
import { Modal } from "#client/components/ui/Modal";
import { apiErrorMessage, apiFieldErrors, apiStatus } from "#client/lib/api";
import { notify } from "#client/lib/notify";
import { shopDay } from "#shared/dates";
import { messages } from "#shared/messages";
import { BUYER_NAME_MAX } from "#shared/provenance";
import { useSetAvailability } from "../api";

const text = messages.adminCollectors;

/** What the register knows of a sale elsewhere, to edit; none when the work is being marked. */
export type SaleRecord = { buyerName: string | null; soldOn: string | null };

/**
 * Marks a work sold elsewhere, or edits that sale's record: the buyer's name and the day, both
 * optional and kept for the owner's register only. The server's reasons show beside their
 * fields; anything else (the work was ordered meanwhile: 409) below the form.
 */
export function SoldElsewhereDialog(props: {
  artwork: { id: string; title: string };
  record?: SaleRecord;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const editing = props.record !== undefined;
  return (
    <Modal
      open={props.open}
      onOpenChange={props.onOpenChange}
      returnFocusTo={props.returnFocusTo}
      title={
        editing ? text.recordTitle(props.artwork.title) : text.markSoldTitle(props.artwork.title)
      }
      description={text.markSoldText}
      close={text.close}
      width="max-w-md"
    >
      {/* Mounted while open only, so each opening starts from the record as it is. */}
      {props.open && (
        <SaleForm
          artwork={props.artwork}
          record={props.record}
          onDone={() => props.onOpenChange(false)}
        />
      )}
    </Modal>
  );
}

function SaleForm(props: {
  artwork: { id: string; title: string };
  record?: SaleRecord;
  onDone: () => void;
}) {
  const save = useSetAvailability();
  const [buyerName, setBuyerName] = useState(props.record?.buyerName ?? "");
  const [soldOn, setSoldOn] = useState(props.record?.soldOn ?? "");
  const [fields, setFields] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setFields({});
    setFailure(undefined);
    save.mutate(
      { id: props.artwork.id, availability: "sold", buyerName, soldOn },
      {
        onSuccess: () => {
          notify.success(
            props.record
              ? text.saved(props.artwork.title)
              : messages.adminOrders.markedSold(props.artwork.title),
          );
          props.onDone();
        },
        onError: (error) => {
          const reasons = apiFieldErrors(error);
          setFields(reasons);
          if (!reasons.buyerName && !reasons.soldOn) {
            setFailure(
              (apiStatus(error) === 409 && apiErrorMessage(error)) ||
                messages.adminOrders.availabilityFailed,
            );
          }
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="mt-5 flex flex-col gap-4">
      <FormField label={text.buyerName} hint={text.privateHint} error={fields.buyerName}>
        {(control) => (
          <input
            {...control}
            name="buyerName"
            autoComplete="off"
            maxLength={BUYER_NAME_MAX}
            value={buyerName}
            onChange={(event) => setBuyerName(event.target.value)}
            className={inputClass}
          />
        )}
      </FormField>
      <FormField label={text.soldOnOptional} error={fields.soldOn}>
        {(control) => (
          <input
            {...control}
            type="date"
            name="soldOn"
            max={shopDay()}
            value={soldOn}
            onChange={(event) => setSoldOn(event.target.value)}
            className={inputClass}
          />
        )}
      </FormField>
      {failure && (
        <p role="alert" className="text-sm text-red-800">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="secondary" onClick={props.onDone}>
          {text.back}
        </Button>
        <Button type="submit" aria-disabled={save.isPending || undefined}>
          {props.record ? text.save : messages.adminOrders.markSoldElsewhere}
        </Button>
      </div>
    </form>
  );
}
