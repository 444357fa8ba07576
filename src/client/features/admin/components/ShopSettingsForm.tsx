import { type FormEvent, useId, useState } from "react";
import { Button } from "#client/components/ui/button";
import { FormField, inputClass } from "#client/components/ui/FormField";
import { apiFieldErrors } from "#client/lib/api";
import { notify } from "#client/lib/notify";
import { BANDS, type ShippingBand, ZONES, type Zone } from "#shared/delivery";
import { messages } from "#shared/messages";
import { type RatesInPounds, type ShopSettings, settingsInputSchema } from "#shared/shop";
import { useSaveSettings } from "../shop-api";
import { type RateCell, type RateCells, RateFields, rateField } from "./RateFields";

const text = messages.adminShop;

type Fields = {
  businessName: string;
  address: string;
  email: string;
  vatNumber: string;
  rates: RateCells;
  collection: boolean;
};
type TextField = "businessName" | "address" | "email" | "vatNumber";
/** Reasons by field, under the API's names (`delivery.rates.uk.small`). */
type Errors = Record<string, string | undefined>;

const mapRates = <From, To>(
  rates: Record<Zone, Record<ShippingBand, From>>,
  map: (value: From, zone: Zone, band: ShippingBand) => To,
) =>
  Object.fromEntries(
    ZONES.map((zone) => [
      zone,
      Object.fromEntries(BANDS.map((band) => [band, map(rates[zone][band], zone, band)])),
    ]),
  ) as Record<Zone, Record<ShippingBand, To>>;

function fieldsOf(settings: ShopSettings): Fields {
  return {
    businessName: settings.businessName,
    address: settings.address,
    email: settings.email,
    vatNumber: settings.vatNumber ?? "",
    rates: mapRates(settings.delivery.rates, (pounds) => ({
      price: pounds === null ? "" : String(pounds),
      notShipped: pounds === null,
    })),
    collection: settings.delivery.collection,
  };
}

/**
 * The form as the API takes it, checked with the API's own schema; a price that is not a
 * number is refused here, with the form's own words (the API would read it as not shipped).
 */
function validate(fields: Fields) {
  const errors: Errors = {};
  const rates: RatesInPounds = mapRates(fields.rates, (cell, zone, band) => {
    if (cell.notShipped) return null;
    const price = cell.price.trim() === "" ? Number.NaN : Number(cell.price.trim());
    if (!Number.isFinite(price)) errors[rateField(zone, band)] = text.rateRequired;
    return price;
  });
  const result = settingsInputSchema.safeParse({
    businessName: fields.businessName,
    address: fields.address,
    email: fields.email,
    vatNumber: fields.vatNumber,
    delivery: { rates, collection: fields.collection },
  });
  if (!result.success) {
    for (const issue of result.error.issues) errors[issue.path.join(".")] ??= issue.message;
  }
  return Object.keys(errors).length === 0 && result.success
    ? { values: result.data, errors }
    : { values: undefined, errors };
}

/** The owner's business details and delivery rates: Save sends them all at once. */
export function ShopSettingsForm({ settings }: { settings: ShopSettings }) {
  const save = useSaveSettings();
  const [fields, setFields] = useState(() => fieldsOf(settings));
  const [errors, setErrors] = useState<Errors>({});
  const ids = {
    businessName: useId(),
    address: useId(),
    email: useId(),
    vatNumber: useId(),
    collection: useId(),
  };

  const set = (name: TextField) => (value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };
  const setRate = (zone: Zone, band: ShippingBand, cell: RateCell) => {
    setFields((current) => ({
      ...current,
      rates: { ...current.rates, [zone]: { ...current.rates[zone], [band]: cell } },
    }));
    setErrors((current) => ({ ...current, [rateField(zone, band)]: undefined }));
  };

  /** The first field with a reason, focused (a rate's by its name). */
  const focusFirst = (found: Errors) => {
    const [first] = Object.keys(found).filter((name) => found[name]);
    if (!first) return;
    const element =
      first in ids
        ? document.getElementById(ids[first as keyof typeof ids])
        : document.querySelector<HTMLElement>(`[name="${first}"]`);
    element?.focus();
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

  const line = (name: TextField, label: string, type = "text", hint?: string) => (
    <FormField label={label} id={ids[name]} error={errors[name]} hint={hint}>
      {(control) => (
        <input
          {...control}
          name={name}
          type={type}
          value={fields[name]}
          onChange={(event) => set(name)(event.target.value)}
          required={name !== "vatNumber"}
          autoComplete={
            name === "email" ? "email" : name === "businessName" ? "organization" : "off"
          }
          className={inputClass}
        />
      )}
    </FormField>
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-8">
      <section aria-labelledby="shop-details-title" className="flex flex-col gap-4">
        <div>
          <h2 id="shop-details-title" className="font-serif text-2xl">
            {text.detailsTitle}
          </h2>
          <p className="mt-1 text-sm text-muted">{text.detailsText}</p>
        </div>
        <div className="grid gap-4 md:grid-cols-2">
          {line("businessName", text.businessName)}
          {line("email", text.email, "email")}
        </div>
        <FormField label={text.address} id={ids.address} error={errors.address}>
          {(control) => (
            <textarea
              {...control}
              name="address"
              rows={3}
              required
              autoComplete="street-address"
              value={fields.address}
              onChange={(event) => set("address")(event.target.value)}
              className={inputClass}
            />
          )}
        </FormField>
        <div className="md:w-1/2 md:pr-2">
          {line("vatNumber", text.vatNumber, "text", text.vatHint)}
        </div>
      </section>

      <section aria-labelledby="shop-rates-title" className="flex flex-col gap-4">
        <div>
          <h2 id="shop-rates-title" className="font-serif text-2xl">
            {text.ratesTitle}
          </h2>
          <p className="mt-1 text-sm text-muted">{text.ratesText}</p>
        </div>
        <RateFields cells={fields.rates} errors={errors} onChange={setRate} />
        <div className="flex flex-col gap-1">
          <label className="flex items-center gap-2 font-medium">
            <input
              id={ids.collection}
              type="checkbox"
              checked={fields.collection}
              aria-describedby={`${ids.collection}-hint`}
              onChange={(event) =>
                setFields((current) => ({ ...current, collection: event.target.checked }))
              }
              className="size-4 accent-accent"
            />
            {text.collection}
          </label>
          <p id={`${ids.collection}-hint`} className="ml-6 text-sm text-muted">
            {text.collectionHint}
          </p>
          {errors["delivery.collection"] && (
            <p role="alert" className="ml-6 text-sm text-red-800">
              {errors["delivery.collection"]}
            </p>
          )}
        </div>
      </section>

      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? text.saving : text.save}
        </Button>
      </div>
    </form>
  );
}
