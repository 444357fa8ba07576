import { messages } from "#shared/messages";
import { MONEY_MAX } from "#shared/money-input";
import type { FieldGroupProps } from "./form-state";
import { SizeFields } from "./SizeFields";
import { TextField } from "./TextField";

/** Its price, from £0.01, and what it is: its medium and its size. */
export function PriceSizeMediumFields(props: FieldGroupProps) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...props}
          name="price"
          label={messages.admin.fields.price}
          type="number"
          numeric={{ min: 0.01, max: MONEY_MAX, step: 0.01, inputMode: "decimal" }}
        />
        <TextField {...props} name="medium" label={messages.admin.fields.medium} />
      </div>
      <SizeFields {...props} />
    </>
  );
}
