import { type ReactNode, useId } from "react";

/** A text field's or text area's look, red-edged while invalid. */
export const inputClass =
  "w-full rounded-xl border border-line bg-white px-4 py-2.5 text-base shadow-sm aria-[invalid=true]:border-red-700";

/** What a field's control needs to be named by its label and described by hint and error. */
export type FieldControlProps = {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
};

/**
 * One labelled form field: the label, the control (rendered by `children` with the ids and
 * ARIA attributes that tie them together), an optional hint, and the error next to the field.
 */
export function FormField(props: {
  label: string;
  /** Pass one to focus the field from outside (e.g. the first invalid field on submit). */
  id?: string;
  error?: string;
  /** Marks the control invalid without a message of its own (a toast explains it). */
  invalid?: boolean;
  hint?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const generated = useId();
  const id = props.id ?? generated;
  const describedBy =
    [props.hint && `${id}-hint`, props.error && `${id}-error`].filter(Boolean).join(" ") ||
    undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {props.label}
      </label>
      {props.children({
        id,
        "aria-invalid": props.error || props.invalid ? true : undefined,
        "aria-describedby": describedBy,
      })}
      {props.hint && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-800">
          {props.error}
        </p>
      )}
    </div>
  );
}

/** An e-mail address field: labelled, with the browser's own help to fill it in. */
export function EmailField(props: {
  label: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <FormField label={props.label} error={props.error}>
      {(control) => (
        <input
          {...control}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
          className={props.className ?? inputClass}
        />
      )}
    </FormField>
  );
}
