import { KeyRound } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "#client/components/ui/button";
import { notify } from "#client/lib/notify";
import { authTexts } from "#shared/texts/auth";
import { passkeysTexts } from "#shared/texts/passkeys";
import { passkeyFailure, passkeysSupported, usePasskeySignIn } from "../passkeys-api";

const text = passkeysTexts.passkeys;

/**
 * "Sign in with a passkey" on /auth, below the form: the device signs the server's challenge,
 * the shopper is signed in and sent home. Why it failed (cancelled, no passkey here, refused)
 * is said beside the button. Loaded on its own (AuthPage imports it lazily), so WebAuthn's
 * browser library never weighs on a first visit.
 */
export function Component() {
  const signIn = usePasskeySignIn();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string>();
  const supported = passkeysSupported();

  const onClick = () => {
    setFailure(undefined);
    signIn.mutate(undefined, {
      onSuccess: () => {
        notify.success(authTexts.auth.signedIn);
        navigate("/");
      },
      onError: (error) => setFailure(passkeyFailure(error)),
    });
  };

  return (
    <div className="flex flex-col items-stretch gap-2">
      <Button
        type="button"
        variant="secondary"
        className="h-11"
        disabled={!supported || signIn.isPending}
        aria-describedby={supported ? undefined : "passkey-unsupported"}
        onClick={onClick}
      >
        <KeyRound aria-hidden className="size-4" />
        {signIn.isPending ? text.signingIn : text.signIn}
      </Button>
      {!supported && (
        <p id="passkey-unsupported" className="text-center text-sm text-muted">
          {text.unsupported}
        </p>
      )}
      {failure && (
        <p role="alert" className="text-center text-sm text-red-800">
          {failure}
        </p>
      )}
    </div>
  );
}
