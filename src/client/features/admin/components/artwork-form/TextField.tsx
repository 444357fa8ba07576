import type { InputHTMLAttributes } from "react";
import { FormField } from "#client/components/ui/FormField";
import { ARTWORK_TEXT_MAX } from "#shared/artwork";
import type { FieldGroupProps } from "./form-state";

/** The artwork form's look for its controls (roomier than FormField's, without its shadow). */
export const inputClass =
  "w-full rounded-xl border border-line bg-white px-3 py-2.5 text-base aria-[invalid=true]:border-red-700";

type Props = FieldGroupProps & {
  name: "title" | "artist" | "price" | "medium" | "imageUrl";
  label: string;
  type?: string;
  maxLength?: number;
  /** What a number field adds: its range, step and keyboard. */
  numeric?: Pick<InputHTMLAttributes<HTMLInputElement>, "min" | "max" | "step" | "inputMode">;
};

/** One of the form's required one-line fields, its error beside it. */
export function TextField({ fields, errors, ids, set, name, label, ...props }: Props) {
  return (
    <FormField label={label} id={ids[name]} error={errors[name]}>
      {(control) => (
        <input
          {...control}
          name={name}
          type={props.type ?? "text"}
          value={fields[name]}
          onChange={(event) => set(name)(event.target.value)}
          required
          maxLength={props.maxLength ?? ARTWORK_TEXT_MAX}
          {...props.numeric}
          className={inputClass}
        />
      )}
    </FormField>
  );
}
