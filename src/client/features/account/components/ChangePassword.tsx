import { type FormEvent, useId, useRef, useState } from "react";
import { Button } from "#client/components/ui/button";
import { FormField, inputClass } from "#client/components/ui/FormField";
import { apiErrorMessage, apiFieldErrors } from "#client/lib/api";
import { notify } from "#client/lib/notify";
import { changePasswordInputSchema } from "#shared/account-input";
import { messages } from "#shared/messages";
import { useChangePassword } from "../security-api";

const text = messages.security;

type Field = "currentPassword" | "newPassword";
const FIELDS: Field[] = ["currentPassword", "newPassword"];

/**
 * "Change password" on the profile: the current password and a new one. Each refusal is said
 * beside its field (the first invalid one takes focus), checked here by the API's own schema
 * first; the server also refuses a common password and a wrong current one. Once changed,
 * every other browser is signed out (decision 036) and a toast says so.
 */
export function ChangePassword() {
  const titleId = useId();
  const change = useChangePassword();
  const [values, setValues] = useState<Record<Field, string>>({
    currentPassword: "",
    newPassword: "",
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<string>();
  const inputs = {
    currentPassword: useRef<HTMLInputElement>(null),
    newPassword: useRef<HTMLInputElement>(null),
  };

  const showErrors = (found: Partial<Record<Field, string>>) => {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) inputs[first].current?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    setRefusal(undefined);
    const parsed = changePasswordInputSchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      showErrors(found);
      return;
    }
    change.mutate(parsed.data, {
      onSuccess: () => {
        setValues({ currentPassword: "", newPassword: "" });
        setErrors({});
        notify.success(text.passwordChanged);
      },
      onError: (failure) => {
        const fields = apiFieldErrors(failure);
        const found = { currentPassword: fields.currentPassword, newPassword: fields.newPassword };
        if (found.currentPassword || found.newPassword) showErrors(found);
        else setRefusal(apiErrorMessage(failure) ?? text.changeFailed);
      },
    });
  };

  const field = (name: Field, label: string, autoComplete: string, hint?: string) => (
    <FormField label={label} error={errors[name]} hint={hint}>
      {(control) => (
        <input
          {...control}
          ref={inputs[name]}
          type="password"
          name={name}
          autoComplete={autoComplete}
          value={values[name]}
          onChange={(event) => {
            const value = event.target.value;
            setValues((current) => ({ ...current, [name]: value }));
            setErrors((current) => ({ ...current, [name]: undefined }));
          }}
          className={inputClass}
        />
      )}
    </FormField>
  );

  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-5 rounded-2xl bg-white p-6 ring-1 ring-line"
    >
      <h2 id={titleId} className="font-serif text-2xl">
        {text.changePasswordTitle}
      </h2>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        {field("currentPassword", text.currentPassword, "current-password")}
        {field("newPassword", text.newPassword, "new-password", messages.auth.passwordHint)}
        {refusal && (
          <p role="alert" className="text-sm text-red-800">
            {refusal}
          </p>
        )}
        <div>
          <Button type="submit" aria-disabled={change.isPending || undefined}>
            {change.isPending ? text.changing : text.changePassword}
          </Button>
        </div>
      </form>
    </section>
  );
}
