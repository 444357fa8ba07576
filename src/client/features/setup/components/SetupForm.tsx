import { type FormEvent, useId, useState } from "react";
import { Button } from "#client/components/ui/button";
import { FormField, inputClass } from "#client/components/ui/FormField";
import { apiErrorMessage, apiFieldErrors, apiStatus } from "#client/lib/api";
import { PASSWORD_MAX } from "#shared/account";
import { SETUP_FIELDS, type SetupField, setupInputSchema } from "#shared/setup";
import { authTexts } from "#shared/texts/auth";
import { setupTexts } from "#shared/texts/setup";
import { useCompleteSetup } from "../api";

const text = setupTexts.setup;

type Fields = Record<SetupField, string>;
type Errors = Partial<Record<SetupField, string>>;

const EMPTY: Fields = {
  name: "",
  email: "",
  password: "",
  galleryName: "",
  businessName: "",
  address: "",
  contactEmail: "",
};

/** How each field is shown: its label, hint, input type and what the browser may fill in. */
const FIELDS: Record<
  SetupField,
  { label: string; hint?: string; type?: string; autoComplete: string; maxLength: number }
> = {
  name: { label: text.name, autoComplete: "name", maxLength: 100 },
  email: { label: text.email, type: "email", autoComplete: "email", maxLength: 254 },
  password: {
    label: text.password,
    hint: authTexts.auth.passwordHint,
    type: "password",
    autoComplete: "new-password",
    maxLength: PASSWORD_MAX,
  },
  galleryName: {
    label: text.galleryName,
    hint: text.galleryNameHint,
    autoComplete: "off",
    maxLength: 80,
  },
  businessName: {
    label: text.businessName,
    hint: text.businessNameHint,
    autoComplete: "organization",
    maxLength: 120,
  },
  address: {
    label: text.address,
    hint: text.addressHint,
    autoComplete: "street-address",
    maxLength: 500,
  },
  contactEmail: {
    label: text.contactEmail,
    hint: text.contactEmailHint,
    type: "email",
    autoComplete: "email",
    maxLength: 254,
  },
};

const isField = (name: string): name is SetupField =>
  (SETUP_FIELDS as readonly string[]).includes(name);

/** Each field's first reason, as the API's schema gives it (the server says the same). */
function errorsOf(issues: { path: PropertyKey[]; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const field = String(issue.path[0]);
    if (isField(field)) errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * The first run's form: the owner's account, the gallery's name and the business details,
 * and whether the demo collection goes. Checked with the API's own schema before it is sent;
 * a field the server refuses shows its reason beside it, and the first wrong field is focused.
 */
export function SetupForm({ token, onDone }: { token: string; onDone: () => void }) {
  const setup = useCompleteSetup();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [removeDemo, setRemoveDemo] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string>();
  const idPrefix = useId();
  const idOf = (name: SetupField) => `${idPrefix}-${name}`;

  const set = (name: SetupField) => (value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const show = (found: Errors) => {
    setErrors(found);
    const first = SETUP_FIELDS.find((name) => found[name]);
    if (first) document.getElementById(idOf(first))?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const parsed = setupInputSchema.safeParse({ ...fields, token, removeDemo });
    if (!parsed.success) {
      show(errorsOf(parsed.error.issues));
      return;
    }
    setup.mutate(parsed.data, {
      onSuccess: onDone,
      onError: (error) => {
        const found = errorsOf(
          Object.entries(apiFieldErrors(error)).map(([path, message]) => ({
            path: [path],
            message,
          })),
        );
        if (Object.keys(found).length > 0) return show(found);
        setFailure(
          apiStatus(error) === 404 ? text.linkGone : (apiErrorMessage(error) ?? text.failed),
        );
      },
    });
  };

  const field = (name: SetupField) => {
    const { label, hint, type = "text", autoComplete, maxLength } = FIELDS[name];
    const common = {
      name,
      value: fields[name],
      autoComplete,
      maxLength,
      required: true,
      className: inputClass,
    };
    return (
      <FormField label={label} id={idOf(name)} hint={hint} error={errors[name]}>
        {(control) =>
          name === "address" ? (
            <textarea
              {...control}
              {...common}
              rows={3}
              onChange={(event) => set(name)(event.target.value)}
            />
          ) : (
            <input
              {...control}
              {...common}
              type={type}
              onChange={(event) => set(name)(event.target.value)}
            />
          )
        }
      </FormField>
    );
  };

  const legend = "font-serif text-xl";
  const group = "flex min-w-0 flex-col gap-4";
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line sm:p-6"
    >
      <fieldset className={group}>
        <legend className={`${legend} mb-4`}>{text.accountHeading}</legend>
        {field("name")}
        {field("email")}
        {field("password")}
      </fieldset>
      <fieldset className={group}>
        <legend className={`${legend} mb-4`}>{text.galleryHeading}</legend>
        {field("galleryName")}
        {field("businessName")}
        {field("address")}
        {field("contactEmail")}
        <div className="flex items-start gap-3">
          <input
            id={`${idPrefix}-removeDemo`}
            type="checkbox"
            name="removeDemo"
            checked={removeDemo}
            onChange={(event) => setRemoveDemo(event.target.checked)}
            aria-describedby={`${idPrefix}-removeDemo-hint`}
            className="mt-1 size-5 shrink-0 accent-accent"
          />
          <div className="flex flex-col gap-1">
            <label htmlFor={`${idPrefix}-removeDemo`} className="text-sm font-medium">
              {text.removeDemo}
            </label>
            <p id={`${idPrefix}-removeDemo-hint`} className="text-xs text-muted">
              {text.removeDemoHint}
            </p>
          </div>
        </div>
      </fieldset>
      {failure && (
        <p role="alert" className="text-sm text-red-800">
          {failure}
        </p>
      )}
      <Button type="submit" size="large" disabled={setup.isPending}>
        {setup.isPending ? text.submitting : text.submit}
      </Button>
    </form>
  );
}
