import { FormField } from "#client/components/ui/FormField";
import { BANDS } from "#shared/delivery";
import { messages } from "#shared/messages";
import type { FieldGroupProps, Fields } from "./form-state";
import { inputClass } from "./TextField";

/** The band its delivery is priced by: from its size unless the owner chooses one. */
export function ShippingBandField({ fields, errors, ids, set }: FieldGroupProps) {
  return (
    <FormField
      label={messages.admin.fields.shippingBand}
      id={ids.shippingBand}
      error={errors.shippingBand}
      hint={messages.admin.fields.shippingBandHint}
    >
      {(control) => (
        <select
          {...control}
          name="shippingBand"
          value={fields.shippingBand}
          onChange={(event) => set("shippingBand")(event.target.value as Fields["shippingBand"])}
          className={inputClass}
        >
          {(["", ...BANDS] as const).map((band) => (
            <option key={band} value={band}>
              {messages.admin.fields.bands[band]}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
