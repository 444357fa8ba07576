import { useQuery } from "@tanstack/react-query";
import { type RefObject, useId, useRef } from "react";
import { Button, buttonVariants } from "#client/components/ui/button";
import { Link } from "#client/components/ui/link";
import { apiErrorMessage } from "#client/lib/api";
import { notify } from "#client/lib/notify";
import type { Alert } from "#shared/collectors";
import { artworkHref } from "#shared/links";
import { messages } from "#shared/messages";
import { subscriptionQueries, useStopAlert, useStopFollowing } from "../api";

const text = messages.subscriptions;

const subheading = "font-medium focus:outline-none";

/**
 * The e-mails the shopper gets, and a way to stop each: following the artist (or a link to
 * the follow form, `followHref`, which the page knows), and their similar-work alerts.
 */
export function Subscriptions({ followHref }: { followHref: string }) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-6 rounded-2xl bg-white p-6 ring-1 ring-line"
    >
      <h2 id={titleId} className="font-serif text-2xl">
        {text.title}
      </h2>
      <Following followHref={followHref} />
      <Alerts />
    </section>
  );
}

/** What a part shows when it could not be read, with Retry. */
function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3">
      <p className="text-muted">{text.loadFailed}</p>
      <Button variant="secondary" size="small" onClick={onRetry}>
        {messages.home.retry}
      </Button>
    </div>
  );
}

/** The button that was pressed is gone: focus moves to the part's heading, not the page. */
const focusOn = (heading: RefObject<HTMLHeadingElement | null>) => heading.current?.focus();

function Following({ followHref }: { followHref: string }) {
  const following = useQuery(subscriptionQueries.following());
  const stop = useStopFollowing();
  const heading = useRef<HTMLHeadingElement>(null);

  const onStop = () =>
    stop.mutate(undefined, {
      onSuccess: () => {
        notify.success(text.stoppedFollowing);
        focusOn(heading);
      },
      onError: (failure) => notify.error(apiErrorMessage(failure) ?? text.failed),
    });

  return (
    <div className="flex flex-col gap-3">
      <h3 ref={heading} tabIndex={-1} className={subheading}>
        {text.followingTitle}
      </h3>
      {following.isPending ? (
        <p className="text-muted">{text.loading}</p>
      ) : following.isError ? (
        <LoadFailed onRetry={() => following.refetch()} />
      ) : following.data ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p>{text.following}</p>
          <Button variant="secondary" size="small" onClick={onStop} disabled={stop.isPending}>
            {text.stopFollowing}
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p>{text.notFollowing}</p>
          <a href={followHref} className={buttonVariants({ variant: "secondary", size: "small" })}>
            {text.follow}
          </a>
        </div>
      )}
    </div>
  );
}

function Alerts() {
  const alerts = useQuery(subscriptionQueries.alerts());
  const heading = useRef<HTMLHeadingElement>(null);

  return (
    <div className="flex flex-col gap-3">
      <h3 ref={heading} tabIndex={-1} className={subheading}>
        {text.alertsTitle}
      </h3>
      {alerts.isPending ? (
        <p className="text-muted">{text.loading}</p>
      ) : alerts.isError ? (
        <LoadFailed onRetry={() => alerts.refetch()} />
      ) : alerts.data.length === 0 ? (
        <p className="text-muted">{text.noAlerts}</p>
      ) : (
        <ul className="divide-y divide-line">
          {alerts.data.map((alert) => (
            <AlertRow key={alert.id} alert={alert} onStopped={() => focusOn(heading)} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** "Work like <title>", whether it waits for its confirmation, and Stop. */
function AlertRow({ alert, onStopped }: { alert: Alert; onStopped: () => void }) {
  const stop = useStopAlert();
  const title = alert.artworkTitle;

  const onStop = () =>
    stop.mutate(alert.id, {
      onSuccess: () => {
        notify.success(text.stoppedAlert(title));
        onStopped();
      },
      onError: (failure) => notify.error(apiErrorMessage(failure) ?? text.failed),
    });

  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="break-words">
          {text.workLike}{" "}
          {alert.artworkSlug ? (
            <Link to={artworkHref(alert.artworkSlug)} className="underline underline-offset-2">
              {title}
            </Link>
          ) : (
            <span>{title}</span>
          )}
        </p>
        {!alert.confirmed && <p className="text-sm text-muted">{text.unconfirmed}</p>}
      </div>
      <Button variant="secondary" size="small" onClick={onStop} disabled={stop.isPending}>
        {text.stop}{" "}
        {/* Visible "Stop" first, then which alert (WCAG 2.5.3): one name per button. */}
        <span className="sr-only">{text.stopAlertFor(title)}</span>
      </Button>
    </li>
  );
}
