import { FormField, inputClass } from "#client/components/ui/FormField";
import { messages } from "#shared/messages";
import { INSTALMENTS_LIMIT } from "#shared/shop";
import { SettingsFlag, SettingsSection, SettingsText } from "./controls";
import type { FieldGroupProps } from "./form-state";

const text = messages.adminShop;

/** 1 (off), then 2 to the most monthly parts a work may be paid in. */
const PARTS = Array.from({ length: INSTALMENTS_LIMIT }, (_, index) => index + 1);

/**
 * How she is paid (her instructions, instalments), the offers she takes, "Generate Similar
 * Art", and who her mail goes to and is from.
 */
export function PaymentFields(props: FieldGroupProps) {
  const { fields, errors, set } = props;
  return (
    <SettingsSection id="shop-payment-title" title={text.paymentTitle}>
      <SettingsText
        {...props}
        name="paymentInstructions"
        label={text.paymentInstructions}
        hint={text.paymentInstructionsHint}
        rows={4}
      />
      <div className="md:w-1/2 md:pr-2">
        <FormField label={text.instalmentsMax} error={errors.instalmentsMax}>
          {(control) => (
            <select
              {...control}
              name="instalmentsMax"
              value={fields.instalmentsMax}
              onChange={(event) => set("instalmentsMax")(event.target.value)}
              className={inputClass}
            >
              {PARTS.map((parts) => (
                <option key={parts} value={String(parts)}>
                  {parts === 1 ? text.instalmentsOff : text.instalmentsParts(parts)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <fieldset className="flex flex-col gap-4 rounded-2xl border border-line bg-white/60 p-4">
        <legend className="px-1 font-serif text-lg">{text.offersTitle}</legend>
        <SettingsFlag {...props} name="offersEnabled" label={text.offersEnabled} />
        <div className="grid gap-4 md:grid-cols-2 md:items-start">
          <SettingsText
            {...props}
            name="offersMinPrice"
            label={text.offersMinPrice}
            inputMode="decimal"
          />
          <SettingsText
            {...props}
            name="lowestPercent"
            label={text.lowestShare}
            hint={text.lowestShareHint}
            inputMode="numeric"
          />
        </div>
        <SettingsFlag {...props} name="showLowest" label={text.showLowest} />
      </fieldset>
      <SettingsFlag {...props} name="generator" label={text.generator} />
      <div className="grid gap-4 md:grid-cols-2 md:items-start">
        <SettingsText
          {...props}
          name="noticesEmail"
          label={text.noticesEmail}
          hint={text.noticesEmailHint}
          type="email"
          autoComplete="email"
        />
        <SettingsText
          {...props}
          name="senderName"
          label={text.senderName}
          hint={text.senderNameHint}
        />
      </div>
    </SettingsSection>
  );
}
