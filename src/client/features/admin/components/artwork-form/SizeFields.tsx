import { FormField } from "#client/components/ui/FormField";
import type { SizeUnit } from "#shared/filters";
import { messages } from "#shared/messages";
import { lengthMax, SIZE_UNITS, sizeParts } from "#shared/size-text";
import type { FieldGroupProps } from "./form-state";
import { inputClass } from "./TextField";

const text = messages.artworkForm.size;

/**
 * The painting's size as its width, height, optional depth and unit, which write the size text
 * the shop reads. A saved size they cannot hold ("Large") is shown above them, kept unless she
 * gives the lengths. An error about the size text itself (none given, or the server's) shows
 * beside the width, which the form focuses for it.
 */
export function SizeFields(props: FieldGroupProps) {
  const { fields, errors, ids, set } = props;
  const kept = fields.size.trim() !== "" && sizeParts(fields.size) === undefined;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="pb-1.5 text-sm font-medium">{text.legend}</legend>
      {kept && <p className="text-sm text-muted">{text.kept(fields.size)}</p>}
      <div className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4 sm:items-start">
        <LengthField {...props} name="width" error={errors.width ?? errors.size} />
        <LengthField {...props} name="height" error={errors.height} />
        <LengthField {...props} name="depth" error={errors.depth} hint={text.depthHint} />
        <FormField label={text.unit} id={ids.unit}>
          {(control) => (
            <select
              {...control}
              name="unit"
              value={fields.unit}
              onChange={(event) => set("unit")(event.target.value as SizeUnit)}
              className={inputClass}
            >
              {SIZE_UNITS.map((unit) => (
                <option key={unit} value={unit}>
                  {text.units[unit]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
    </fieldset>
  );
}

type LengthProps = FieldGroupProps & {
  name: "width" | "height" | "depth";
  error: string | undefined;
  hint?: string;
};

/** One length, in the unit chosen beside it. */
function LengthField({ fields, ids, set, name, error, hint }: LengthProps) {
  return (
    <FormField label={text[name]} id={ids[name]} error={error} hint={hint}>
      {(control) => (
        <input
          {...control}
          name={name}
          type="number"
          inputMode="decimal"
          min={0.01}
          max={lengthMax(fields.unit)}
          step={0.01}
          value={fields[name]}
          onChange={(event) => set(name)(event.target.value)}
          className={inputClass}
        />
      )}
    </FormField>
  );
}
