import { useQuery } from "@tanstack/react-query";
import { useId, useRef } from "react";
import { Button } from "#client/components/ui/button";
import { apiErrorMessage } from "#client/lib/api";
import { notify } from "#client/lib/notify";
import { formatDay } from "#shared/dates";
import { messages } from "#shared/messages";
import {
  type AccountSession,
  accountSessionQueries,
  useEndSession,
  useSignOutOthers,
} from "../security-api";

const text = messages.security;

const MINUTE_MS = 60_000;
const relative = new Intl.RelativeTimeFormat("en-GB", { numeric: "auto" });

/**
 * When a session was last active, as en-GB says it: "now" within the minute, "5 minutes ago",
 * "3 hours ago", "yesterday" within a week, then the day ("25 November 2026").
 */
export function lastActiveWhen(iso: string, now: Date = new Date()): string {
  const minutes = Math.round((Date.parse(iso) - now.getTime()) / MINUTE_MS);
  if (minutes > -1) return relative.format(0, "second");
  if (minutes > -60) return relative.format(minutes, "minute");
  const hours = Math.round(minutes / 60);
  if (hours > -24) return relative.format(hours, "hour");
  const days = Math.round(hours / 24);
  if (days > -7) return relative.format(days, "day");
  return formatDay(iso);
}

/**
 * Where the account is signed in: each browser and system, when it was last active, "This
 * device" for this one, and a way to sign out any other, or all of them at once.
 */
export function Sessions() {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const sessions = useQuery(accountSessionQueries.list());
  const signOutOthers = useSignOutOthers();
  const others = sessions.data?.filter((session) => !session.current) ?? [];

  const onSignOutOthers = () =>
    signOutOthers.mutate(undefined, {
      onSuccess: () => {
        notify.success(text.signedOutOthers);
        heading.current?.focus();
      },
      onError: (failure) => notify.error(apiErrorMessage(failure) ?? text.failed),
    });

  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-5 rounded-2xl bg-white p-6 ring-1 ring-line"
    >
      <div className="flex flex-col gap-2">
        <h2
          id={titleId}
          ref={heading}
          tabIndex={-1}
          className="font-serif text-2xl focus:outline-none"
        >
          {text.sessionsTitle}
        </h2>
        <p className="text-muted">{text.sessionsIntro}</p>
      </div>
      {sessions.isPending ? (
        <p className="text-muted">{text.loading}</p>
      ) : sessions.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3">
          <p className="text-muted">{text.loadFailed}</p>
          <Button variant="secondary" size="small" onClick={() => sessions.refetch()}>
            {messages.home.retry}
          </Button>
        </div>
      ) : (
        <>
          <ul className="divide-y divide-line">
            {sessions.data.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                onEnded={() => heading.current?.focus()}
              />
            ))}
          </ul>
          {others.length > 0 ? (
            <div>
              <Button
                variant="secondary"
                onClick={onSignOutOthers}
                aria-disabled={signOutOthers.isPending || undefined}
              >
                {text.signOutOthers}
              </Button>
            </div>
          ) : (
            <p className="text-muted">{text.noOtherSessions}</p>
          )}
        </>
      )}
    </section>
  );
}

function SessionRow({ session, onEnded }: { session: AccountSession; onEnded: () => void }) {
  const end = useEndSession();
  const describedAs = text.onSystem(session.browser, session.system);
  const when = lastActiveWhen(session.lastActive);

  const onEnd = () =>
    end.mutate(session.id, {
      onSuccess: () => {
        notify.success(text.signedOutOne);
        onEnded();
      },
      onError: (failure) => notify.error(apiErrorMessage(failure) ?? text.failed),
    });

  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="font-medium">
          {describedAs}
          {session.current && (
            <span className="ml-2 rounded-full bg-accent-soft px-2 py-0.5 text-xs">
              {text.thisDevice}
            </span>
          )}
        </p>
        <p className="text-sm text-muted">
          <time dateTime={session.lastActive} title={formatDay(session.lastActive)}>
            {text.lastActive(when)}
          </time>
        </p>
      </div>
      {!session.current && (
        <Button
          variant="secondary"
          size="small"
          onClick={onEnd}
          aria-disabled={end.isPending || undefined}
          aria-label={text.signOutSession(describedAs, text.lastActive(when))}
        >
          {text.signOut}
        </Button>
      )}
    </li>
  );
}
