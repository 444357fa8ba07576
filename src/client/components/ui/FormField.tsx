import { type ReactNode, useId } from "react";

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
