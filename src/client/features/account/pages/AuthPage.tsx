import { type FormEvent, Suspense, useState } from "react";
import { Navigate, useNavigate } from "react-router";
import { Button } from "#client/components/ui/button";
import { FormField } from "#client/components/ui/FormField";
import { notify } from "#client/lib/notify";
import { AuthError, useSessionUser } from "#client/lib/session";
import { PASSWORD_MAX } from "#shared/account";
import { messages } from "#shared/messages";
import { useSignIn, useSignUp } from "../api";
import { PasskeyOption } from "../components/PasskeyOption";

type Mode = "sign-in" | "sign-up";

const inputClass =
  "h-11 w-full rounded-xl border border-line bg-white px-4 text-base shadow-sm aria-[invalid=true]:border-red-700";

function Field(props: {
  label: string;
  type: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: string;
  required?: boolean;
  invalid?: boolean;
  hint?: string;
  maxLength?: number;
}) {
  return (
    <FormField label={props.label} invalid={props.invalid} hint={props.hint}>
      {(control) => (
        <input
          {...control}
          type={props.type}
          name={props.name}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
          autoComplete={props.autoComplete}
          required={props.required}
          maxLength={props.maxLength}
          className={inputClass}
        />
      )}
    </FormField>
  );
}

/** Sign in, or create an account, on one page (/auth). */
export function Component() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const signUp = useSignUp();
  const [mode, setMode] = useState<Mode>("sign-in");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [fullName, setFullName] = useState("");
  const [missing, setMissing] = useState(false);
  const [sentTo, setSentTo] = useState<string>();
  const busy = signIn.isPending || signUp.isPending;

  // A signed-in visitor is sent home.
  if (user) return <Navigate to="/" replace />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setMissing(true);
      notify.error(messages.auth.requiredFields);
      return;
    }
    setMissing(false);
    try {
      if (mode === "sign-in") {
        await signIn.mutateAsync({ email: email.trim(), password });
        notify.success(messages.auth.signedIn);
        navigate("/");
      } else {
        await signUp.mutateAsync({ email: email.trim(), password, fullName: fullName.trim() });
        notify.success(messages.auth.signedUp);
        setSentTo(email.trim());
        setPassword("");
        setMode("sign-in");
      }
    } catch (error) {
      if (!(error instanceof AuthError)) console.error(error);
      notify.error(error instanceof AuthError ? error.message : messages.auth.unexpected);
    }
  };

  const signingUp = mode === "sign-up";
  const title = signingUp ? messages.auth.signUpTitle : messages.auth.signInTitle;
  return (
    <section className="mx-auto flex max-w-md flex-col gap-6 py-16">
      <div>
        <h1 className="font-serif text-4xl">{title}</h1>
        <p className="mt-2 text-muted">
          {signingUp ? messages.auth.signUpIntro : messages.auth.signInIntro}
        </p>
      </div>
      {sentTo && (
        <p role="status" className="rounded-xl bg-accent-soft p-4 text-sm text-ink">
          {messages.auth.checkEmail(sentTo)}
        </p>
      )}
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-line"
      >
        {signingUp && (
          <Field
            label={messages.auth.fullName}
            type="text"
            name="name"
            value={fullName}
            onChange={setFullName}
            autoComplete="name"
            maxLength={100}
          />
        )}
        <Field
          label={messages.auth.email}
          type="email"
          name="email"
          value={email}
          onChange={setEmail}
          autoComplete="email"
          required
          invalid={missing && !email.trim()}
        />
        <Field
          label={messages.auth.password}
          type="password"
          name="password"
          value={password}
          onChange={setPassword}
          autoComplete={signingUp ? "new-password" : "current-password"}
          required
          invalid={missing && !password}
          hint={signingUp ? messages.auth.passwordHint : undefined}
          maxLength={PASSWORD_MAX}
        />
        <Button type="submit" disabled={busy} className="mt-2 h-11">
          {busy ? messages.auth.loading : title}
        </Button>
      </form>
      <button
        type="button"
        className="self-center text-sm text-accent underline-offset-4 hover:underline"
        onClick={() => {
          setMode(signingUp ? "sign-in" : "sign-up");
          setMissing(false);
        }}
      >
        {signingUp ? messages.auth.toSignIn : messages.auth.toSignUp}
      </button>
      {/* Passkeys: a block of its own, its button loaded apart (PasskeyOption). */}
      {!signingUp && (
        <Suspense fallback={null}>
          <PasskeyOption />
        </Suspense>
      )}
    </section>
  );
}
