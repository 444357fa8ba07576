import { type ReactNode, useId } from "react";
import { FormField, inputClass } from "#client/components/ui/FormField";
import { apiName, type FieldGroupProps, type FlagName, type TextFieldName } from "./form-state";

type TextProps = FieldGroupProps & {
  name: TextFieldName;
  label: string;
  hint?: string;
  required?: boolean;
  type?: "text" | "email";
  /** A price or a percentage: the keyboard for numbers (a text field, so nothing typed is lost). */
  inputMode?: "decimal" | "numeric";
  autoComplete?: string;
  /** A textarea of this many rows, rather than one line. */
  rows?: number;
};

/** A labelled text field or text area of the settings, its reason beside it. */
export function SettingsText({ fields, errors, set, name, label, hint, ...props }: TextProps) {
  const control = {
    name: apiName(name),
    value: fields[name],
    required: props.required,
    autoComplete: props.autoComplete ?? "off",
    className: inputClass,
  };
  return (
    <FormField label={label} error={errors[apiName(name)]} hint={hint}>
      {(aria) =>
        props.rows ? (
          <textarea
            {...aria}
            {...control}
            rows={props.rows}
            onChange={(event) => set(name)(event.target.value)}
          />
        ) : (
          <input
            {...aria}
            {...control}
            type={props.type ?? "text"}
            inputMode={props.inputMode}
            onChange={(event) => set(name)(event.target.value)}
          />
        )
      }
    </FormField>
  );
}

/** A setting that is on or off: a checkbox inside its label, its hint and reason below. */
export function SettingsFlag(
  props: FieldGroupProps & { name: FlagName; label: string; hint?: string },
) {
  const { fields, errors, set, name, label, hint } = props;
  const id = useId();
  const error = errors[apiName(name)];
  const describedBy =
    [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label className="flex items-center gap-2 font-medium">
        <input
          id={id}
          name={apiName(name)}
          type="checkbox"
          checked={fields[name]}
          onChange={(event) => set(name)(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="size-4 shrink-0 accent-accent"
        />
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="ml-6 text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="ml-6 text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

/** A section of the settings: its heading, what it is for, and its fields. */
export function SettingsSection(props: {
  id: string;
  title: string;
  text?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={props.id} className="flex flex-col gap-4">
      <div>
        <h2 id={props.id} className="font-serif text-2xl">
          {props.title}
        </h2>
        {props.text && <p className="mt-1 text-sm text-muted">{props.text}</p>}
      </div>
      {props.children}
    </section>
  );
}
