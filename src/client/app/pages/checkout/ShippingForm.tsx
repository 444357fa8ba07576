import { type FormEvent, type ReactNode, useState } from "react";
import {
  firstInvalidField,
  type ShippingErrors,
  type ShippingField,
  type ShippingValues,
  validateShipping,
} from "#client/app/pages/checkout/shipping-form";
import { Button } from "#client/components/ui/button";
import { FormField } from "#client/components/ui/FormField";
import { Link } from "#client/components/ui/link";
import { CountryOptions } from "#client/features/delivery";
import { cn } from "#client/lib/cn";
import { messages } from "#shared/messages";
import type { Recipient } from "#shared/order";
import { routes } from "#shared/routes";

// Left padding only: a text field adds pr-4, the select pr-9 (classes are joined, decision 011).
const inputClass =
  // The scroll margin keeps a focused field clear of the sticky header (two rows on a phone).
  "h-11 w-full scroll-mt-40 rounded-xl border border-line bg-white pl-4 text-base shadow-sm aria-[invalid=true]:border-red-700 sm:scroll-mt-28";

const fieldId = (field: ShippingField) => `shipping-${field}`;

type TextField = {
  field: Exclude<ShippingField, "country">;
  label: string;
  autoComplete: string;
  required: boolean;
  type?: "text" | "tel";
  autoCapitalize?: string;
};

const text = {
  name: { field: "name", label: messages.checkout.fullName, autoComplete: "shipping name" },
  line1: {
    field: "line1",
    label: messages.checkout.line1,
    autoComplete: "shipping address-line1",
  },
  line2: {
    field: "line2",
    label: messages.checkout.line2,
    autoComplete: "shipping address-line2",
  },
  city: { field: "city", label: messages.checkout.city, autoComplete: "shipping address-level2" },
  postcode: {
    field: "postcode",
    label: messages.checkout.postcode,
    autoComplete: "shipping postal-code",
    autoCapitalize: "characters",
  },
  phone: {
    field: "phone",
    label: messages.checkout.phone,
    autoComplete: "shipping tel",
    type: "tel",
  },
} satisfies Record<TextField["field"], Omit<TextField, "required">>;

type Props = {
  values: ShippingValues;
  onValuesChange: (values: ShippingValues) => void;
  /**
   * Where the studio is when the shop offers collection from it (else undefined), and whether
   * the shopper chose it: then only their name and phone are asked for.
   */
  studio?: string;
  collect: boolean;
  onCollectChange: (collect: boolean) => void;
  /** Sends the checked address or collector; resolves to the server's field errors, if any. */
  onPlace: (recipient: Recipient) => Promise<ShippingErrors | undefined>;
  pending: boolean;
  /** "Pay by Card" when the shop takes cards, else "Place Order". */
  submitLabel?: string;
  /** Shown just before the button: how to pay (in full, or in monthly parts). */
  beforeSubmit?: ReactNode;
  className?: string;
};

/**
 * The checkout form. It checks with the API's own schema before sending, shows each
 * reason beside its field (the server's too) and moves focus to the first field to fix. What
 * the shopper typed is theirs: no error clears it.
 */
export function ShippingForm({
  values,
  onValuesChange,
  studio,
  collect,
  onCollectChange,
  onPlace,
  pending,
  submitLabel = messages.checkout.placeOrder,
  beforeSubmit,
  className,
}: Props) {
  const [errors, setErrors] = useState<ShippingErrors>({});

  const show = (found: ShippingErrors) => {
    setErrors(found);
    const first = firstInvalidField(found);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const checked = validateShipping(values, collect);
    if (!checked.ok) return show(checked.errors);
    setErrors({});
    const refused = await onPlace(checked.recipient);
    if (refused) show(refused);
  };

  const change = (field: ShippingField, value: string) => {
    onValuesChange({ ...values, [field]: value });
  };

  const input = (spec: TextField) => (
    <FormField label={spec.label} id={fieldId(spec.field)} error={errors[spec.field]}>
      {(control) => (
        <input
          {...control}
          type={spec.type ?? "text"}
          name={spec.field}
          value={values[spec.field]}
          onChange={(event) => change(spec.field, event.target.value)}
          autoComplete={spec.autoComplete}
          autoCapitalize={spec.autoCapitalize}
          aria-required={spec.required || undefined}
          className={cn(inputClass, "pr-4")}
        />
      )}
    </FormField>
  );

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="shipping-title"
      className={cn(
        "flex flex-col gap-5 rounded-2xl bg-white p-5 ring-1 ring-line sm:p-6",
        className,
      )}
    >
      <h2 id="shipping-title" className="font-serif text-2xl">
        {messages.checkout.shippingTitle}
      </h2>
      {studio !== undefined && (
        <DeliveryChoice studio={studio} collect={collect} onChange={onCollectChange} />
      )}
      {input({ ...text.name, required: true })}
      {collect ? (
        input({ ...text.phone, label: messages.checkout.collectPhone, required: true })
      ) : (
        <>
          {input({ ...text.line1, required: true })}
          {input({ ...text.line2, required: false })}
          <div className="grid gap-5 sm:grid-cols-2">
            {input({ ...text.city, required: true })}
            {input({ ...text.postcode, required: true })}
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField
              label={messages.checkout.country}
              id={fieldId("country")}
              error={errors.country}
            >
              {(control) => (
                <select
                  {...control}
                  name="country"
                  value={values.country}
                  onChange={(event) => change("country", event.target.value)}
                  autoComplete="shipping country"
                  aria-required
                  className={cn(inputClass, "pr-9")}
                >
                  <CountryOptions />
                </select>
              )}
            </FormField>
            {input({ ...text.phone, required: false })}
          </div>
        </>
      )}
      {beforeSubmit}
      <Button type="submit" disabled={pending} size="large" className="mt-2">
        {pending ? messages.checkout.placing : submitLabel}
      </Button>
      <TermsNotice />
    </form>
  );
}

/** Sent to an address, or collected from the studio (free): two radios in a fieldset. */
function DeliveryChoice(props: {
  studio: string;
  collect: boolean;
  onChange: (collect: boolean) => void;
}) {
  const text = messages.checkout;
  const option = (collect: boolean, label: string, hint?: string) => (
    <label className="flex cursor-pointer items-start gap-3 rounded-xl p-3 ring-1 ring-line has-[:checked]:ring-2 has-[:checked]:ring-ink">
      <input
        type="radio"
        name="delivery"
        checked={props.collect === collect}
        onChange={() => props.onChange(collect)}
        className="mt-1 size-4 accent-ink"
      />
      <span className="flex flex-col">
        <span className="font-medium">{label}</span>
        {hint && <span className="text-sm text-muted">{hint}</span>}
      </span>
    </label>
  );
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">{text.deliveryChoice}</legend>
      {option(false, text.sendIt)}
      {option(
        true,
        text.collectIt,
        props.studio && text.collectFrom(props.studio.split(/\r?\n/).filter(Boolean).join(", ")),
      )}
    </fieldset>
  );
}

/** The terms the order is placed under, and the right to cancel, both linked. */
function TermsNotice() {
  const text = messages.checkout;
  const linked = (sentence: string, phrase: string, to: string) => {
    const [before, after] = sentence.split(phrase);
    return (
      <>
        {before}
        <Link to={to} className="underline underline-offset-2 hover:text-ink">
          {phrase}
        </Link>
        {after}
      </>
    );
  };
  return (
    <div className="flex flex-col gap-1 text-sm text-muted">
      <p>{linked(text.agreeToTerms, text.termsOfSale, routes.terms.path)}</p>
      <p>
        <Link to={routes.returns.path} className="underline underline-offset-2 hover:text-ink">
          {text.rightToCancel}
        </Link>
      </p>
    </div>
  );
}
