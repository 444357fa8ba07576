import { useId } from "react";
import { messages } from "#shared/messages";
import { BUSINESS_FORMS, type BusinessForm } from "#shared/shop";
import { SettingsSection, SettingsText } from "./controls";
import type { FieldGroupProps } from "./form-state";

const text = messages.adminShop;

const FORM_LABELS: Record<BusinessForm, string> = {
  sole_trader: text.soleTrader,
  company: text.company,
};

/**
 * Who trades: the name, address and e-mail the footer and the terms of sale give, the VAT
 * number, and the business form — a company's number and registered office asked only of one.
 */
export function BusinessFields(props: FieldGroupProps) {
  const company = props.fields.businessForm === "company";
  return (
    <SettingsSection id="shop-details-title" title={text.detailsTitle} text={text.detailsText}>
      <div className="grid gap-4 md:grid-cols-2">
        <SettingsText
          {...props}
          name="businessName"
          label={text.businessName}
          required
          autoComplete="organization"
        />
        <SettingsText
          {...props}
          name="email"
          label={text.email}
          type="email"
          required
          autoComplete="email"
        />
      </div>
      <SettingsText
        {...props}
        name="address"
        label={text.address}
        rows={3}
        required
        autoComplete="street-address"
      />
      <div className="md:w-1/2 md:pr-2">
        <SettingsText {...props} name="vatNumber" label={text.vatNumber} hint={text.vatHint} />
      </div>
      <BusinessFormChoice {...props} />
      {company && (
        <div className="grid gap-4 md:grid-cols-2 md:items-start">
          <SettingsText {...props} name="companyNumber" label={text.companyNumber} required />
          <SettingsText
            {...props}
            name="registeredOffice"
            label={text.registeredOffice}
            rows={3}
            required
          />
        </div>
      )}
    </SettingsSection>
  );
}

/** Sole trader or limited company, as a radio group with its reason below. */
function BusinessFormChoice({ fields, errors, set }: FieldGroupProps) {
  const errorId = useId();
  const error = errors.businessForm;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium">{text.businessForm}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {BUSINESS_FORMS.map((form) => (
          <label key={form} className="flex items-center gap-2">
            <input
              type="radio"
              name="businessForm"
              value={form}
              checked={fields.businessForm === form}
              onChange={() => set("businessForm")(form)}
              aria-invalid={error ? true : undefined}
              className="size-4 accent-accent"
            />
            {FORM_LABELS[form]}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-800">
          {error}
        </p>
      )}
    </fieldset>
  );
}
