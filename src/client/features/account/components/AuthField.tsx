import { FormField } from "#client/components/ui/FormField";

const inputClass =
  "h-11 w-full rounded-xl border border-line bg-white px-4 text-base shadow-sm aria-[invalid=true]:border-red-700";

/** One field of the auth forms, its reason (the server's or the form's own) beside it. */
export function AuthField(props: {
  id: string;
  label: string;
  type: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: string;
  required?: boolean;
  error?: string;
  hint?: string;
  maxLength?: number;
}) {
  return (
    <FormField id={props.id} label={props.label} error={props.error} hint={props.hint}>
      {(control) => (
        <input
          {...control}
          type={props.type}
          name={props.name}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
          autoComplete={props.autoComplete}
          required={props.required}
          maxLength={props.maxLength}
          className={inputClass}
        />
      )}
    </FormField>
  );
}
