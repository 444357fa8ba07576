import { lazy } from "react";
import { passkeysTexts } from "#shared/texts/passkeys";

// "Sign in with a passkey", in a chunk of its own with WebAuthn's browser library: /auth shows
// it once loaded, and a first visit never loads it.
const PasskeyButton = lazy(async () => ({
  default: (await import("../components/PasskeySignIn")).Component,
}));

/** The separator and the passkey button, below the sign-in form. */
export function PasskeyOption() {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-3 text-sm text-muted">
        <span aria-hidden className="h-px flex-1 bg-line" />
        {passkeysTexts.passkeys.or}
        <span aria-hidden className="h-px flex-1 bg-line" />
      </div>
      <PasskeyButton />
    </div>
  );
}
