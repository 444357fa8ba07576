import { type FormEvent, Suspense, useState } from "react";
import { Navigate, useLocation, useNavigate } from "react-router";
import { Button } from "#client/components/ui/button";
import { AuthError } from "#client/lib/auth-request";
import { notify } from "#client/lib/notify";
import { useSessionUser } from "#client/lib/session";
import { FULL_NAME_MAX, PASSWORD_MAX } from "#shared/account";
import { messages } from "#shared/messages";
import { useSignIn, useSignUp } from "../api";
import { AuthField } from "../components/AuthField";
import { CheckInbox } from "../components/CheckInbox";
import { ForgotPasswordForm } from "../components/ForgotPasswordForm";
import { PasskeyOption } from "../components/PasskeyOption";
import { SendAgain } from "../components/SendAgain";
import { fieldsFrom, useFieldErrors } from "../field-errors";

type View =
  | { mode: "sign-in" | "sign-up" | "forgot" }
  | { mode: "sent"; kind: "confirm" | "reset"; email: string };

const text = messages.passwordReset;
const FIELDS = ["fullName", "email", "password"] as const;
const idOf = (field: (typeof FIELDS)[number]) => `auth-${field}`;
/** The server's names for the fields (the sign-up body says `name`). */
const SERVER_NAMES = { name: "fullName", email: "email", password: "password" } as const;

/**
 * Sign in, create an account, or ask for a new password, on one page (/auth). Every reason
 * sits beside its field; a sign-up, whatever the address, ends on "Check your inbox".
 */
export function Component() {
  const user = useSessionUser();
  // The reset page's "Ask for a new link" opens the forgot form.
  const opened = useLocation().state as { forgot?: boolean } | null;
  const [view, setView] = useState<View>({ mode: opened?.forgot ? "forgot" : "sign-in" });
  const [email, setEmail] = useState("");

  // A signed-in visitor is sent home.
  if (user) return <Navigate to="/" replace />;

  if (view.mode === "sent") {
    return (
      <CheckInbox kind={view.kind} email={view.email} onBack={() => setView({ mode: "sign-in" })} />
    );
  }
  if (view.mode === "forgot") {
    return (
      <ForgotPasswordForm
        initialEmail={email}
        onSent={(address) => setView({ mode: "sent", kind: "reset", email: address })}
        onBack={() => setView({ mode: "sign-in" })}
      />
    );
  }
  return (
    <CredentialsForm
      signingUp={view.mode === "sign-up"}
      email={email}
      onEmail={setEmail}
      onMode={(mode) => setView({ mode })}
      onSignedUp={(address) => setView({ mode: "sent", kind: "confirm", email: address })}
    />
  );
}

function CredentialsForm(props: {
  signingUp: boolean;
  email: string;
  onEmail: (email: string) => void;
  onMode: (mode: "sign-in" | "sign-up" | "forgot") => void;
  onSignedUp: (email: string) => void;
}) {
  const { signingUp } = props;
  const navigate = useNavigate();
  const signIn = useSignIn();
  const signUp = useSignUp();
  const [password, setPassword] = useState("");
  const [fullName, setFullName] = useState("");
  const [unconfirmed, setUnconfirmed] = useState<string>();
  const fields = useFieldErrors(FIELDS, idOf);
  const busy = signIn.isPending || signUp.isPending;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const address = props.email.trim();
    setUnconfirmed(undefined);
    const missing = fields.show({
      fullName: signingUp && !fullName.trim() ? text.nameRequired : undefined,
      email: address ? undefined : text.emailRequired,
      password: password ? undefined : text.passwordRequired,
    });
    if (missing) {
      notify.error(messages.auth.requiredFields);
      return;
    }
    try {
      if (signingUp) {
        await signUp.mutateAsync({ email: address, password, fullName: fullName.trim() });
        props.onSignedUp(address);
      } else {
        await signIn.mutateAsync({ email: address, password });
        notify.success(messages.auth.signedIn);
        navigate("/");
      }
    } catch (error) {
      if (!(error instanceof AuthError)) {
        console.error(error);
        notify.error(messages.auth.unexpected);
      } else if (error.body?.code === "EMAIL_NOT_VERIFIED") {
        setUnconfirmed(address);
      } else if (!fields.show(fieldsFrom(error.body?.fields, SERVER_NAMES))) {
        notify.error(error.message);
      }
    }
  };

  const switchTo = (mode: "sign-in" | "sign-up" | "forgot") => {
    fields.clear();
    setUnconfirmed(undefined);
    props.onMode(mode);
  };
  const title = signingUp ? messages.auth.signUpTitle : messages.auth.signInTitle;
  return (
    <section className="mx-auto flex max-w-md flex-col gap-6 py-16">
      <div>
        <h1 className="font-serif text-4xl">{title}</h1>
        <p className="mt-2 text-muted">
          {signingUp ? messages.auth.signUpIntro : messages.auth.signInIntro}
        </p>
      </div>
      {unconfirmed && (
        <div className="flex flex-col gap-3 rounded-xl bg-accent-soft p-4 text-sm text-ink">
          <p role="alert">{text.notVerified}</p>
          <SendAgain email={unconfirmed} />
        </div>
      )}
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-line"
      >
        {signingUp && (
          <AuthField
            id={idOf("fullName")}
            label={messages.auth.fullName}
            type="text"
            name="name"
            value={fullName}
            onChange={setFullName}
            autoComplete="name"
            required
            maxLength={FULL_NAME_MAX}
            error={fields.errors.fullName}
          />
        )}
        <AuthField
          id={idOf("email")}
          label={messages.auth.email}
          type="email"
          name="email"
          value={props.email}
          onChange={props.onEmail}
          autoComplete="email"
          required
          error={fields.errors.email}
        />
        <AuthField
          id={idOf("password")}
          label={messages.auth.password}
          type="password"
          name="password"
          value={password}
          onChange={setPassword}
          autoComplete={signingUp ? "new-password" : "current-password"}
          required
          error={fields.errors.password}
          hint={signingUp ? messages.auth.passwordHint : undefined}
          maxLength={PASSWORD_MAX}
        />
        {!signingUp && (
          <button
            type="button"
            className="self-end text-sm text-accent underline-offset-4 hover:underline"
            onClick={() => switchTo("forgot")}
          >
            {text.forgotLink}
          </button>
        )}
        <Button type="submit" disabled={busy} className="mt-2 h-11">
          {busy ? messages.auth.loading : title}
        </Button>
      </form>
      <button
        type="button"
        className="self-center text-sm text-accent underline-offset-4 hover:underline"
        onClick={() => switchTo(signingUp ? "sign-in" : "sign-up")}
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
