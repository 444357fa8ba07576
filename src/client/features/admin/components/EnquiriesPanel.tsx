import { useQuery } from "@tanstack/react-query";
import { Inbox } from "lucide-react";
import { useId, useRef } from "react";
import { Button } from "#client/components/ui/button";
import { LoadedList } from "#client/components/ui/LoadedList";
import { Link } from "#client/components/ui/link";
import { apiErrorMessage } from "#client/lib/api";
import { cn } from "#client/lib/cn";
import { notify } from "#client/lib/notify";
import type { Enquiry, EnquiryKind } from "#shared/collectors";
import { formatShortDay, formatTime } from "#shared/dates";
import { artworkHref } from "#shared/links";
import { messages } from "#shared/messages";
import { adminEnquiryQueries, useMarkEnquiryDone } from "../api";

const text = messages.adminEnquiries;

const badge =
  "inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold whitespace-nowrap ring-1";

const kindTone: Record<EnquiryKind, string> = {
  question: "bg-sky-50 text-sky-900 ring-sky-300",
  commission: "bg-violet-50 text-violet-900 ring-violet-300",
};

/** The owner's Enquiries tab: every question and commission, newest first, open or done. */
export function EnquiriesPanel() {
  const list = useQuery(adminEnquiryQueries.list());
  return (
    <LoadedList
      query={list}
      loading={text.loading}
      failed={text.loadFailed}
      empty={text.empty}
      icon={Inbox}
    >
      {(enquiries) => (
        <section aria-labelledby="admin-enquiries-title" className="flex flex-col gap-4">
          <h2 id="admin-enquiries-title" className="font-serif text-xl">
            {text.listTitle(enquiries.length)}
          </h2>
          <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            {enquiries.map((enquiry) => (
              <li key={enquiry.id}>
                <EnquiryCard enquiry={enquiry} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </LoadedList>
  );
}

/** "1 Mar 2026, 12:00", in the shop's time. */
function When({ iso }: { iso: string }) {
  return <time dateTime={iso}>{`${formatShortDay(iso)}, ${formatTime(iso)}`}</time>;
}

/** The painting an enquiry is about: a link while it is in the gallery, else its title. */
function Painting({ enquiry }: { enquiry: Enquiry }) {
  if (enquiry.artworkSlug) {
    return (
      <Link
        to={artworkHref(enquiry.artworkSlug)}
        className="break-words underline underline-offset-2"
      >
        {enquiry.artworkTitle ?? enquiry.artworkId}
      </Link>
    );
  }
  return <span className="break-words">{enquiry.artworkTitle}</span>;
}

/**
 * One enquiry: who sent it and how to reply, what it is about, the message as they typed it
 * (text, never HTML), and whether it is dealt with.
 */
function EnquiryCard({ enquiry }: { enquiry: Enquiry }) {
  const markDone = useMarkEnquiryDone();
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const done = enquiry.doneAt !== null;

  const onMarkDone = () =>
    markDone.mutate(enquiry.id, {
      onSuccess: () => {
        notify.success(text.markedDone(enquiry.name));
        // The button is gone: focus stays on this enquiry rather than falling to the page.
        title.current?.focus();
      },
      onError: (failure) => notify.error(apiErrorMessage(failure) ?? text.failed),
    });

  return (
    <article
      aria-labelledby={titleId}
      data-enquiry-id={enquiry.id}
      className="flex h-full flex-col gap-4 rounded-2xl bg-white p-6 ring-1 ring-line"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-2">
          <span className={cn(badge, "self-start", kindTone[enquiry.kind])}>
            {text.kinds[enquiry.kind]}
          </span>
          <h3
            id={titleId}
            ref={title}
            tabIndex={-1}
            className="font-serif text-xl break-words focus:outline-none"
          >
            {enquiry.name}
          </h3>
        </div>
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
          {done ? (
            <>
              <span className={cn(badge, "bg-emerald-50 text-emerald-900 ring-emerald-300")}>
                {text.done}
              </span>{" "}
              {enquiry.doneAt && <When iso={enquiry.doneAt} />}
            </>
          ) : (
            <span className={cn(badge, "bg-amber-50 text-amber-900 ring-amber-300")}>
              {text.open}
            </span>
          )}
        </p>
      </div>
      <dl className="grid grid-cols-[6rem_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted">{text.email}</dt>
        <dd>
          <a
            href={`mailto:${enquiry.email}`}
            className="break-words underline underline-offset-2 hover:text-muted"
          >
            {enquiry.email}
          </a>
        </dd>
        {enquiry.artworkTitle !== null && (
          <>
            <dt className="text-muted">{text.painting}</dt>
            <dd>
              <Painting enquiry={enquiry} />
            </dd>
          </>
        )}
        <dt className="text-muted">{text.received}</dt>
        <dd>
          <When iso={enquiry.createdAt} />
        </dd>
      </dl>
      <div className="flex flex-col gap-1">
        <h4 className="text-sm text-muted">{text.message}</h4>
        {/* As typed: text (React escapes it), its line breaks kept. */}
        <p data-enquiry-message className="break-words whitespace-pre-line">
          {enquiry.message}
        </p>
      </div>
      {!done && (
        <div className="mt-auto border-t border-line pt-4">
          <Button variant="secondary" onClick={onMarkDone} disabled={markDone.isPending}>
            {text.markDone} <span className="sr-only">{text.markDoneFor(enquiry.name)}</span>
          </Button>
        </div>
      )}
    </article>
  );
}
