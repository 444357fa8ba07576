import { isCountryCode, UK_COUNTRY } from "#shared/delivery";
import { collectSchema, type Recipient, type ShippingInput, shippingSchema } from "#shared/order";

export type ShippingField = keyof ShippingInput;

/** The checkout form's fields in the order it shows them. */
export const SHIPPING_FIELDS = [
  "name",
  "line1",
  "line2",
  "city",
  "postcode",
  "country",
  "phone",
] as const satisfies readonly ShippingField[];

/** What the shopper typed, kept as typed: the form never clears it on an error. */
export type ShippingValues = Record<ShippingField, string>;
export type ShippingErrors = Partial<Record<ShippingField, string>>;

const isField = (key: string): key is ShippingField =>
  (SHIPPING_FIELDS as readonly string[]).includes(key);

/** An empty form: the country is the one the cart was priced for, else the United Kingdom. */
export const emptyShipping = (name = "", country?: string | null): ShippingValues => ({
  name,
  line1: "",
  line2: "",
  city: "",
  postcode: "",
  country: country && isCountryCode(country) ? country : UK_COUNTRY,
  phone: "",
});

/** Each field's first reason, from `[path, message]` pairs. */
function byField(reasons: Array<[string, string]>): ShippingErrors {
  const errors: ShippingErrors = {};
  for (const [key, message] of reasons) if (isField(key)) errors[key] ??= message;
  return errors;
}

/**
 * The form checked with the API's own schemas, so the browser says what the server would:
 * the address to send (postcode as Royal Mail writes it) or, collecting from the studio, the
 * name and phone — or each field's reason.
 */
export function validateShipping(
  values: ShippingValues,
  collect = false,
): { ok: true; recipient: Recipient } | { ok: false; errors: ShippingErrors } {
  const result = collect ? collectSchema.safeParse(values) : shippingSchema.safeParse(values);
  if (result.success) {
    const recipient: Recipient =
      "line1" in result.data ? { address: result.data } : { collect: result.data };
    return { ok: true, recipient };
  }
  return {
    ok: false,
    errors: byField(result.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
  };
}

/** A 400's `fields` ("shipping.postcode": "…") as the form's errors. */
export function serverShippingErrors(fields: Record<string, string>): ShippingErrors {
  return byField(
    Object.entries(fields).map(([path, message]) => [path.replace(/^shipping\./, ""), message]),
  );
}

/** The first field, in the form's order, that has an error: where focus goes. */
export function firstInvalidField(errors: ShippingErrors): ShippingField | undefined {
  return SHIPPING_FIELDS.find((field) => errors[field]);
}
