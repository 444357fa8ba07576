import { type FormEvent, useState } from "react";
import { Button } from "#client/components/ui/button";
import { AuthError } from "#client/lib/auth-request";
import { notify } from "#client/lib/notify";
import { messages } from "#shared/messages";
import { useRequestPasswordReset } from "../api";
import { fieldsFrom, useFieldErrors } from "../field-errors";
import { AuthField } from "./AuthField";

const text = messages.passwordReset;
const EMAIL_ID = "forgot-email";

/** "Forgot password?": an address, then always the same "Check your inbox". */
export function ForgotPasswordForm(props: {
  initialEmail: string;
  onSent: (email: string) => void;
  onBack: () => void;
}) {
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState(props.initialEmail);
  const fields = useFieldErrors(["email"] as const, () => EMAIL_ID);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (fields.show({ email: address ? undefined : text.emailRequired })) return;
    try {
      await request.mutateAsync(address);
      props.onSent(address);
    } catch (error) {
      if (error instanceof AuthError && error.body?.fields) {
        fields.show(fieldsFrom(error.body?.fields, { email: "email" }));
      } else if (!(error instanceof AuthError)) console.error(error);
      notify.error(error instanceof AuthError ? error.message : messages.auth.unexpected);
    }
  };

  return (
    <section className="mx-auto flex max-w-md flex-col gap-6 py-16">
      <div>
        <h1 className="font-serif text-4xl">{text.forgotTitle}</h1>
        <p className="mt-2 text-muted">{text.forgotIntro}</p>
      </div>
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-line"
      >
        <AuthField
          id={EMAIL_ID}
          label={messages.auth.email}
          type="email"
          name="email"
          value={email}
          onChange={setEmail}
          autoComplete="email"
          required
          error={fields.errors.email}
        />
        <Button type="submit" disabled={request.isPending} className="mt-2 h-11">
          {request.isPending ? text.sending : text.sendLink}
        </Button>
      </form>
      <button
        type="button"
        className="self-center text-sm text-accent underline-offset-4 hover:underline"
        onClick={props.onBack}
      >
        {text.backToSignIn}
      </button>
    </section>
  );
}
