import { type FormEvent, useEffect, useState } from "react";
import { Button } from "#client/components/ui/button";
import { EmailField } from "#client/components/ui/FormField";
import { Honeypot } from "#client/components/ui/Honeypot";
import { useSessionUser } from "#client/lib/session";
import { galleryTexts } from "#shared/texts/gallery";

const text = galleryTexts.follow;

type State =
  | { kind: "idle" | "sending" | "sent" | "following" }
  | { kind: "invalid"; reason: string }
  | { kind: "failed"; reason: string };

/** What `POST /api/follow` answered, as the form shows it. */
async function askToFollow(email: string, website: string): Promise<State> {
  const response = await fetch("/api/follow", {
    method: "POST",
    headers: { "content-type": "application/json" },
    credentials: "same-origin",
    body: JSON.stringify({ email, website }),
  });
  const body = await response.json().catch(() => null);
  if (response.status === 202) return { kind: body?.following ? "following" : "sent" };
  const reason = body?.fields?.email ?? body?.error;
  if (response.status === 400 && typeof reason === "string") return { kind: "invalid", reason };
  return { kind: "failed", reason: typeof reason === "string" ? reason : text.failed };
}

/**
 * Follow the artist: an address (the signed-in shopper's, to start with) and a button. A
 * visitor is sent a link to confirm; a shopper following with their own address follows at
 * once. `website` is a field people never see: a robot that fills it in is ignored.
 */
export function FollowForm() {
  const user = useSessionUser();
  const [email, setEmail] = useState("");
  const [website, setWebsite] = useState("");
  const [state, setState] = useState<State>({ kind: "idle" });

  useEffect(() => {
    if (user?.email) setEmail((typed) => typed || user.email);
  }, [user?.email]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // What the fields hold, read from the form itself: an address typed before the app took
    // the page over is in the field but not yet in the state.
    const form = new FormData(event.currentTarget);
    const typed = String(form.get("email") ?? email);
    setEmail(typed);
    setState({ kind: "sending" });
    setState(
      await askToFollow(typed, String(form.get("website") ?? website)).catch(
        () => ({ kind: "failed", reason: text.failed }) as State,
      ),
    );
  };

  if (state.kind === "sent" || state.kind === "following") {
    return (
      <p role="status" className="text-sm">
        {state.kind === "sent" ? text.sent : text.following}
      </p>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="sm:w-80">
        <EmailField
          label={text.email}
          error={state.kind === "invalid" ? state.reason : undefined}
          value={email}
          onChange={setEmail}
          className="h-10 rounded-full border border-line bg-white px-4 text-sm"
        />
      </div>
      <Honeypot label={text.website} value={website} onChange={setWebsite} />
      <Button type="submit" disabled={state.kind === "sending"}>
        {state.kind === "sending" ? text.sending : text.submit}
      </Button>
      {state.kind === "failed" && (
        <p role="alert" className="text-sm text-red-800">
          {state.reason}
        </p>
      )}
    </form>
  );
}
