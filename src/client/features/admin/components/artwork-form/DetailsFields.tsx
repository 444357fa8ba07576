import { FormField } from "#client/components/ui/FormField";
import { ARTWORK_DETAIL_MAX, YEAR_MIN } from "#shared/artwork";
import { latestYear } from "#shared/artwork-input";
import { messages } from "#shared/messages";
import type { FieldGroupProps } from "./form-state";
import { inputClass } from "./TextField";

/** A work's details: its style and subject, the year it was painted, signed and framed. */
export function DetailsFields(props: FieldGroupProps) {
  const { fields, errors, ids, set } = props;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <DetailField {...props} name="style" label={messages.admin.fields.style} />
        <DetailField {...props} name="subject" label={messages.admin.fields.subject} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
        <FormField
          label={messages.admin.fields.year}
          id={ids.year}
          error={errors.year}
          hint={messages.admin.fields.yearHint}
        >
          {(control) => (
            <input
              {...control}
              name="year"
              type="number"
              inputMode="numeric"
              min={YEAR_MIN}
              max={latestYear()}
              step={1}
              value={fields.year}
              onChange={(event) => set("year")(event.target.value)}
              className={inputClass}
            />
          )}
        </FormField>
        <div className="flex flex-wrap gap-x-6 sm:pt-6">
          <FlagField {...props} name="signed" label={messages.admin.fields.signed} />
          <FlagField {...props} name="framed" label={messages.admin.fields.framed} />
        </div>
      </div>
    </>
  );
}

type DetailProps = FieldGroupProps & { name: "style" | "subject"; label: string };

/** A detail: optional, so a field left empty takes a new work's default. */
function DetailField({ fields, errors, ids, set, name, label }: DetailProps) {
  return (
    <FormField label={label} id={ids[name]} error={errors[name]}>
      {(control) => (
        <input
          {...control}
          name={name}
          value={fields[name]}
          onChange={(event) => set(name)(event.target.value)}
          maxLength={ARTWORK_DETAIL_MAX}
          className={inputClass}
        />
      )}
    </FormField>
  );
}

type FlagProps = FieldGroupProps & { name: "signed" | "framed"; label: string };

/** A yes-or-no detail as a checkbox inside its label, its error (the server's) below. */
function FlagField({ fields, errors, ids, set, name, label }: FlagProps) {
  const error = errors[name];
  const errorId = `${ids[name]}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label className="flex min-h-11 items-center gap-2.5 text-sm font-medium">
        <input
          id={ids[name]}
          name={name}
          type="checkbox"
          checked={fields[name]}
          onChange={(event) => set(name)(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="size-5 accent-accent"
        />
        {label}
      </label>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
