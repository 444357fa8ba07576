import { type FormEvent, type ReactNode, useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "#client/components/ui/button";
import { Link } from "#client/components/ui/link";
import { AuthError } from "#client/lib/auth-request";
import { notify } from "#client/lib/notify";
import { PASSWORD_MAX } from "#shared/account";
import { messages } from "#shared/messages";
import { routes } from "#shared/routes";
import { useResetPassword } from "../api";
import { AuthField } from "../components/AuthField";
import { fieldsFrom, useFieldErrors } from "../field-errors";

const text = messages.passwordReset;
const PASSWORD_ID = "reset-new-password";
const linkClass = "text-accent underline underline-offset-4";

/** Where "Ask for a new link" goes: /auth, opened on its "Forgot password?" form. */
const FORGOT_STATE = { forgot: true } as const;

/**
 * /reset-password?token=…, where the e-mail's link leads (through better-auth, which adds
 * `error` instead when the link has expired or was used): choose a new password.
 */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const [outcome, setOutcome] = useState<"done" | "invalid">();
  if (outcome === "done") {
    return (
      <Panel title={text.resetTitle}>
        <p role="status">{text.resetDone}</p>
        <Link to={routes.auth.path} className={linkClass}>
          {text.signIn}
        </Link>
      </Panel>
    );
  }
  if (!token || params.has("error") || outcome === "invalid") {
    return (
      <Panel title={text.resetTitle}>
        <p role="alert">{token || params.has("error") ? text.invalidToken : text.missingToken}</p>
        <Link to={routes.auth.path} state={FORGOT_STATE} className={linkClass}>
          {text.askAgain}
        </Link>
      </Panel>
    );
  }
  return <ResetForm token={token} onOutcome={setOutcome} />;
}

function Panel(props: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto flex max-w-md flex-col gap-4 py-16">
      <h1 className="font-serif text-4xl">{props.title}</h1>
      {props.children}
    </section>
  );
}

function ResetForm(props: { token: string; onOutcome: (outcome: "done" | "invalid") => void }) {
  const reset = useResetPassword();
  const [password, setPassword] = useState("");
  const fields = useFieldErrors(["newPassword"] as const, () => PASSWORD_ID);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (fields.show({ newPassword: password ? undefined : text.passwordRequired })) return;
    try {
      await reset.mutateAsync({ token: props.token, newPassword: password });
      props.onOutcome("done");
    } catch (error) {
      if (!(error instanceof AuthError)) {
        console.error(error);
        notify.error(messages.auth.unexpected);
      } else if (error.body?.code === "INVALID_TOKEN") {
        props.onOutcome("invalid");
      } else if (!fields.show(fieldsFrom(error.body?.fields, { newPassword: "newPassword" }))) {
        notify.error(error.message);
      }
    }
  };

  return (
    <Panel title={text.resetTitle}>
      <p className="text-muted">{text.resetIntro}</p>
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-line"
      >
        <AuthField
          id={PASSWORD_ID}
          label={text.newPassword}
          type="password"
          name="newPassword"
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          required
          hint={messages.auth.passwordHint}
          maxLength={PASSWORD_MAX}
          error={fields.errors.newPassword}
        />
        <Button type="submit" disabled={reset.isPending} className="mt-2 h-11">
          {reset.isPending ? text.saving : text.save}
        </Button>
      </form>
    </Panel>
  );
}
