import { type FormEvent, type ReactNode, useId, useState } from "react";
import { Button } from "#client/components/ui/button";
import { type FieldControlProps, FormField } from "#client/components/ui/FormField";
import { apiErrorMessage, apiFieldErrors } from "#client/lib/api";
import { notify } from "#client/lib/notify";
import {
  EDITION_FORMAT_MAX,
  EDITION_SIZE_MAX,
  EDITION_UNITS,
  type Edition,
  PRINT_SIDE_MAX,
  printName,
} from "#shared/editions";
import { messages } from "#shared/messages";
import { MONEY_MAX } from "#shared/money-input";
import { useChangeEdition } from "../editions-api";
import {
  EDITION_FIELDS,
  type EditionErrors,
  type EditionFieldName,
  type EditionFields,
  editionFieldsOf,
  firstInvalid,
  validateEdition,
} from "./artwork-form/edition-state";
import { inputClass } from "./artwork-form/TextField";

const text = messages.editions;
const own = messages.editionsOwner;

/**
 * Adding an edition of the work `artworkId`, or changing `edition`: its format, size and unit,
 * price, edition size (empty: open) and whether it is signed and numbered (only a limited one
 * can be). Checked with the API's schema first; the API's reasons by field show beside their
 * fields too, and the first field with one takes the focus. A form of its own, beside the
 * artwork's form, never inside it.
 */
export function EditionForm(props: {
  artworkId: string;
  edition?: Edition;
  onSaved: (edition: Edition) => void;
  onCancel: () => void;
}) {
  const change = useChangeEdition();
  const [fields, setFields] = useState(() => editionFieldsOf(props.edition));
  const [errors, setErrors] = useState<EditionErrors>({});
  const baseId = useId();
  const idOf = (name: EditionFieldName) => `${baseId}-${name}`;
  const open = fields.size.trim() === "";

  const set =
    <Name extends EditionFieldName>(name: Name) =>
    (value: EditionFields[Name]) => {
      setFields((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    };

  const showErrors = (found: EditionErrors) => {
    setErrors(found);
    const first = firstInvalid(found);
    if (first) document.getElementById(idOf(first))?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const { values, errors: found } = validateEdition(fields);
    if (!values) return showErrors(found);
    const id = props.edition?.id;
    try {
      const saved = await change.mutateAsync(
        id ? { edit: id, values } : { add: props.artworkId, values },
      );
      notify.success(id ? own.updated : own.added);
      props.onSaved(saved as Edition);
    } catch (error) {
      const named = apiFieldErrors(error);
      showErrors(
        Object.fromEntries(EDITION_FIELDS.filter((name) => named[name]).map((n) => [n, named[n]])),
      );
      notify.error(apiErrorMessage(error) ?? own.saveFailed);
    }
  };

  const field = (
    name: EditionFieldName,
    label: string,
    render: (control: FieldControlProps & { name: string }) => ReactNode,
    hint?: string,
  ) => (
    <FormField label={label} id={idOf(name)} error={errors[name]} hint={hint}>
      {(control) => render({ ...control, name })}
    </FormField>
  );
  const number =
    (name: "width" | "height" | "price" | "size", max: number, step: number) =>
    (control: FieldControlProps) => (
      <input
        {...control}
        type="number"
        inputMode={step === 1 ? "numeric" : "decimal"}
        min={step}
        max={max}
        step={step}
        value={fields[name]}
        onChange={(event) => set(name)(event.target.value)}
        className={inputClass}
      />
    );
  const flag = (name: "signed" | "numbered", label: string, disabled = false) => (
    <div className="flex flex-col gap-1">
      <label className="flex min-h-11 items-center gap-2.5 text-sm font-medium">
        <input
          id={idOf(name)}
          name={name}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? `${idOf(name)}-error` : undefined}
          type="checkbox"
          checked={fields[name] && !disabled}
          disabled={disabled}
          onChange={(event) => set(name)(event.target.checked)}
          className="size-5 accent-accent"
        />
        {label}
      </label>
      {errors[name] && (
        <p id={`${idOf(name)}-error`} role="alert" className="text-sm text-red-800">
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={props.edition ? own.editAria(printName(props.edition)) : text.add}
      className="flex flex-col gap-3 rounded-xl bg-stone-50 p-4 ring-1 ring-line"
    >
      {field(
        "format",
        text.format,
        (control) => (
          <input
            {...control}
            value={fields.format}
            maxLength={EDITION_FORMAT_MAX}
            onChange={(event) => set("format")(event.target.value)}
            className={inputClass}
          />
        ),
        text.formatHint,
      )}
      <div className="grid grid-cols-3 gap-3">
        {field("width", text.width, number("width", PRINT_SIDE_MAX, 0.01))}
        {field("height", text.height, number("height", PRINT_SIDE_MAX, 0.01))}
        {field("unit", text.unit, (control) => (
          <select
            {...control}
            value={fields.unit}
            onChange={(event) => set("unit")(event.target.value as EditionFields["unit"])}
            className={inputClass}
          >
            {EDITION_UNITS.map((unit) => (
              <option key={unit} value={unit}>
                {unit}
              </option>
            ))}
          </select>
        ))}
      </div>
      <div className="grid grid-cols-2 gap-3">
        {field("price", text.price, number("price", MONEY_MAX, 0.01))}
        {field("size", text.size, number("size", EDITION_SIZE_MAX, 1), text.sizeHint)}
      </div>
      <div className="flex flex-wrap gap-x-6">
        {flag("signed", text.signed)}
        {flag("numbered", text.numbered, open)}
      </div>
      <div className="flex justify-end gap-3">
        <Button type="button" variant="secondary" onClick={props.onCancel}>
          {messages.admin.cancel}
        </Button>
        <Button type="submit" disabled={change.isPending}>
          {text.save}
        </Button>
      </div>
    </form>
  );
}
