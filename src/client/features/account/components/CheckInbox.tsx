import { messages } from "#shared/messages";
import { SendAgain } from "./SendAgain";

const text = messages.passwordReset;

/**
 * "Check your inbox", after a sign-up (any address: a new one and one with an account read
 * the same) or a reset link asked for: the address, what to do next, and a way to ask again.
 */
export function CheckInbox(props: {
  kind: "confirm" | "reset";
  email: string;
  onBack: () => void;
}) {
  return (
    <section className="mx-auto flex max-w-md flex-col gap-4 py-16">
      <h1 className="font-serif text-4xl">{text.checkInbox}</h1>
      <p className="break-words">
        {props.kind === "confirm"
          ? messages.auth.checkEmail(props.email)
          : text.resetSentTo(props.email)}
      </p>
      <p className="text-sm text-muted">
        {props.kind === "confirm" ? text.confirmNext : text.resetNext}
      </p>
      {props.kind === "confirm" && <SendAgain email={props.email} />}
      <button
        type="button"
        className="self-start text-sm text-accent underline-offset-4 hover:underline"
        onClick={props.onBack}
      >
        {text.backToSignIn}
      </button>
    </section>
  );
}
