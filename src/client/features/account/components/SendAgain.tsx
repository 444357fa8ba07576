import { Button } from "#client/components/ui/button";
import { AuthError } from "#client/lib/auth-request";
import { notify } from "#client/lib/notify";
import { messages } from "#shared/messages";
import { useSendConfirmation } from "../api";

const text = messages.passwordReset;

/** "Send the link again": a new confirmation link, the same answer for any address. */
export function SendAgain({ email }: { email: string }) {
  const send = useSendConfirmation();
  return (
    <div className="flex flex-col items-start gap-2">
      <Button
        type="button"
        variant="secondary"
        disabled={send.isPending}
        onClick={() =>
          send.mutate(email, {
            onError: (error) =>
              notify.error(error instanceof AuthError ? error.message : messages.auth.unexpected),
          })
        }
      >
        {send.isPending ? text.sending : text.sendAgain}
      </Button>
      <p role="status" className="text-sm text-muted">
        {send.isSuccess ? text.sentAgain : ""}
      </p>
    </div>
  );
}
