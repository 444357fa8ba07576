import { useState } from "react";
import { useSearchParams } from "react-router";
import { Button, ButtonLink } from "#client/components/ui/button";
import { galleryName } from "#client/lib/gallery";
import { messages } from "#shared/messages";

const text = messages.followPage;

/**
 * Where a follower's e-mailed links land: a confirmed follow or alert, a link no longer valid, or an
 * unsubscribe link opened by a person, which asks before it acts (a link scanner opening it
 * changes nothing; a mail program's one-click POST needs no page).
 */
export function Component() {
  const [params] = useSearchParams();
  const state = params.get("state");
  const token = params.get("token");
  const [unsubscribe, setUnsubscribe] = useState<"asking" | "sending" | "done" | "failed">(
    "asking",
  );

  const stop = async () => {
    setUnsubscribe("sending");
    try {
      const response = await fetch(`/api/unsubscribe/${encodeURIComponent(token ?? "")}`, {
        method: "POST",
        credentials: "omit",
      });
      setUnsubscribe(response.ok ? "done" : "failed");
    } catch {
      setUnsubscribe("failed");
    }
  };

  let title: string = text.unknownTitle;
  let body: React.ReactNode = <p>{text.unknownText}</p>;
  if (state === "confirmed") {
    title = text.confirmedTitle(galleryName());
    body = <p>{text.confirmedText}</p>;
  } else if (state === "alert") {
    title = text.alertTitle;
    body = <p>{text.alertText}</p>;
  } else if (state === "unsubscribe" && token && unsubscribe === "done") {
    title = text.unsubscribedTitle;
    body = <p>{text.unsubscribedText}</p>;
  } else if (state === "unsubscribe" && token) {
    title = text.unsubscribeTitle;
    body = (
      <>
        <p>{text.unsubscribeText}</p>
        <Button onClick={stop} disabled={unsubscribe === "sending"}>
          {unsubscribe === "sending" ? text.unsubscribing : text.unsubscribe}
        </Button>
        {unsubscribe === "failed" && <p role="alert">{text.unsubscribeFailed}</p>}
      </>
    );
  }
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-5 py-24 text-center">
      <h1 className="font-serif text-3xl">{title}</h1>
      {body}
      <ButtonLink to="/" variant="secondary">
        {text.backToGallery}
      </ButtonLink>
    </section>
  );
}
