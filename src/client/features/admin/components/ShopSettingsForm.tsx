import { type FormEvent, useRef, useState } from "react";
import { Button } from "#client/components/ui/button";
import { apiFieldErrors } from "#client/lib/api";
import { notify } from "#client/lib/notify";
import type { ShippingBand, Zone } from "#shared/delivery";
import { messages } from "#shared/messages";
import type { ShopSettings } from "#shared/shop";
import { useSaveSettings } from "../shop-api";
import { type RateCell, RateFields, rateField } from "./RateFields";
import { BusinessFields } from "./shop-settings/BusinessFields";
import { SettingsFlag, SettingsSection } from "./shop-settings/controls";
import {
  apiName,
  type Errors,
  type FieldGroupProps,
  fieldsOf,
  validate,
} from "./shop-settings/form-state";
import { IdentityFields } from "./shop-settings/IdentityFields";
import { PaymentFields } from "./shop-settings/PaymentFields";

const text = messages.adminShop;

/**
 * The owner's settings — who she is, who trades, the delivery rates, how she is paid and what
 * she takes — as one form: Save sends them all at once. Her portrait is saved apart, as soon
 * as she chooses it.
 */
export function ShopSettingsForm({ settings }: { settings: ShopSettings }) {
  const save = useSaveSettings();
  const form = useRef<HTMLFormElement>(null);
  const [fields, setFields] = useState(() => fieldsOf(settings));
  const [errors, setErrors] = useState<Errors>({});

  const set: FieldGroupProps["set"] = (name) => (value) => {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [apiName(name)]: undefined }));
  };
  const setRate = (zone: Zone, band: ShippingBand, cell: RateCell) => {
    setFields((current) => ({
      ...current,
      rates: { ...current.rates, [zone]: { ...current.rates[zone], [band]: cell } },
    }));
    setErrors((current) => ({ ...current, [rateField(zone, band)]: undefined }));
  };

  /** The first control, in the form's order, that has a reason: each is named as the API names it. */
  const focusFirst = (found: Errors) => {
    const controls = Array.from(form.current?.elements ?? []) as HTMLInputElement[];
    controls.find((control) => control.name && found[control.name])?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { values, errors: found } = validate(fields);
    setErrors(found);
    if (!values) return focusFirst(found);
    save.mutate(values, {
      onSuccess: (saved) => {
        setFields(fieldsOf(saved));
        notify.success(text.saved);
      },
      onError: (error) => {
        // The server's reasons, beside their fields (the same schema as the form's).
        const reasons = apiFieldErrors(error);
        setErrors(reasons);
        focusFirst(reasons);
        notify.error(text.saveFailed);
      },
    });
  };

  const group = { fields, errors, set };
  return (
    <form ref={form} noValidate onSubmit={onSubmit} className="flex flex-col gap-10">
      <IdentityFields {...group} portraitUrl={settings.portraitUrl} />
      <BusinessFields {...group} />
      <SettingsSection id="shop-rates-title" title={text.ratesTitle} text={text.ratesText}>
        <RateFields cells={fields.rates} errors={errors} onChange={setRate} />
        <SettingsFlag
          {...group}
          name="collection"
          label={text.collection}
          hint={text.collectionHint}
        />
      </SettingsSection>
      <PaymentFields {...group} />
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? text.saving : text.save}
        </Button>
      </div>
    </form>
  );
}
