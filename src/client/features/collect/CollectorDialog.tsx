import { type FormEvent, type ReactNode, type RefObject, useEffect, useState } from "react";
import { Button } from "#client/components/ui/button";
import { EmailField, FormField, inputClass } from "#client/components/ui/FormField";
import { Honeypot } from "#client/components/ui/Honeypot";
import { Modal } from "#client/components/ui/Modal";
import { useSessionUser } from "#client/lib/session";
import type { Artwork } from "#shared/artwork";
import { ENQUIRY_MESSAGE_MAX, ENQUIRY_NAME_MAX } from "#shared/collectors";
import { messages } from "#shared/messages";
import { askForAlert, type Outcome, sendEnquiry } from "./api";

const text = messages.collect;

/** Which form the dialog holds: an alert for similar work, a question, or a commission. */
export type CollectorTopic = "alert" | "question" | "commission";

type Props = {
  artwork: Artwork;
  /** The open form, or none (closed). */
  topic: CollectorTopic | undefined;
  onClose: () => void;
  /** Where focus goes when the dialog closes: the button that opened it. */
  returnFocusTo: RefObject<HTMLElement | null>;
};

/**
 * A painting's alert or enquiry form in a modal dialog: Radix traps focus inside it, closes it
 * on Escape, and focus goes back to the button that opened it.
 */
export function CollectorDialog({ artwork, topic, onClose, returnFocusTo }: Props) {
  const title =
    topic === "alert"
      ? text.alertTitle
      : topic === "commission"
        ? text.commissionTitle
        : text.questionTitle(artwork.title);
  const intro =
    topic === "alert"
      ? text.alertText(artwork.title)
      : topic === "commission"
        ? text.commissionText(artwork.title)
        : undefined;
  return (
    <Modal
      open={topic !== undefined}
      onOpenChange={(open) => open || onClose()}
      returnFocusTo={returnFocusTo}
      title={title}
      description={intro}
      close={text.close}
      width="max-w-lg"
    >
      <div className="mt-5">
        {topic === "alert" && <AlertForm artwork={artwork} />}
        {(topic === "question" || topic === "commission") && (
          <EnquiryForm artwork={artwork} kind={topic} />
        )}
      </div>
    </Modal>
  );
}

type Sent<T> = Outcome<T> | { kind: "idle" | "sending" };

/**
 * What a sent form says in place of itself, or its reason for failing below it (a refusal
 * about none of the form's `fields` too: each field shows its own).
 */
function Result(props: {
  sent: Sent<unknown>;
  fields: string[];
  done: string;
  children: ReactNode;
}) {
  if (props.sent.kind === "done") {
    return (
      <p role="status" className="rounded-xl bg-white p-4 text-sm ring-1 ring-line">
        {props.done}
      </p>
    );
  }
  const { sent } = props;
  const unplaced =
    sent.kind === "failed" ||
    (sent.kind === "invalid" && !props.fields.some((field) => sent.fields[field]));
  return (
    <>
      {props.children}
      {unplaced && (
        <p role="alert" className="mt-3 text-sm text-red-800">
          {sent.reason}
        </p>
      )}
    </>
  );
}

const fieldError = (sent: Sent<unknown>, field: string) =>
  sent.kind === "invalid" ? sent.fields[field] : undefined;

function AlertForm({ artwork }: { artwork: Artwork }) {
  const user = useSessionUser();
  const [email, setEmail] = useState("");
  const [website, setWebsite] = useState("");
  useEffect(() => {
    if (user?.email) setEmail((typed) => typed || user.email);
  }, [user?.email]);
  const [sent, setSent] = useState<Sent<{ active: boolean }>>({ kind: "idle" });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent({ kind: "sending" });
    setSent(await askForAlert({ artworkId: artwork.id, email, website }));
  };

  const done = sent.kind === "done" && sent.body.active ? text.alertActive : text.alertSent;
  return (
    <Result sent={sent} fields={["email"]} done={done}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <EmailField
          label={text.alertEmail}
          error={fieldError(sent, "email")}
          value={email}
          onChange={setEmail}
        />
        <Honeypot label={text.website} value={website} onChange={setWebsite} />
        <Button type="submit" disabled={sent.kind === "sending"} className="self-start">
          {sent.kind === "sending" ? text.alertSending : text.alertSubmit}
        </Button>
      </form>
    </Result>
  );
}

function EnquiryForm({ artwork, kind }: { artwork: Artwork; kind: "question" | "commission" }) {
  const user = useSessionUser();
  const [fields, setFields] = useState({ name: "", email: "", message: "", website: "" });
  // A signed-in shopper's name and address, once the session is known, unless typed already.
  useEffect(() => {
    if (!user) return;
    setFields((typed) => ({
      ...typed,
      name: typed.name || user.name || "",
      email: typed.email || user.email,
    }));
  }, [user]);
  const [sent, setSent] = useState<Sent<{ received: true }>>({ kind: "idle" });
  const set = (field: keyof typeof fields) => (value: string) =>
    setFields((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent({ kind: "sending" });
    setSent(await sendEnquiry({ ...fields, kind, artworkId: artwork.id }));
  };

  return (
    <Result sent={sent} fields={["name", "email", "message"]} done={text.enquirySent}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <FormField label={text.name} error={fieldError(sent, "name")}>
          {(control) => (
            <input
              {...control}
              name="name"
              autoComplete="name"
              required
              maxLength={ENQUIRY_NAME_MAX}
              value={fields.name}
              onChange={(event) => set("name")(event.target.value)}
              className={inputClass}
            />
          )}
        </FormField>
        <EmailField
          label={text.email}
          error={fieldError(sent, "email")}
          value={fields.email}
          onChange={set("email")}
        />
        <FormField
          label={text.message}
          hint={text.messageHint(ENQUIRY_MESSAGE_MAX)}
          error={fieldError(sent, "message")}
        >
          {(control) => (
            <textarea
              {...control}
              name="message"
              required
              rows={5}
              maxLength={ENQUIRY_MESSAGE_MAX}
              value={fields.message}
              onChange={(event) => set("message")(event.target.value)}
              className={inputClass}
            />
          )}
        </FormField>
        <Honeypot label={text.website} value={fields.website} onChange={set("website")} />
        <Button type="submit" disabled={sent.kind === "sending"} className="self-start">
          {sent.kind === "sending" ? text.enquirySending : text.enquirySubmit}
        </Button>
      </form>
    </Result>
  );
}
