import { useQuery } from "@tanstack/react-query";
import { CircleAlert, CircleCheck, CircleX } from "lucide-react";
import { Button } from "#client/components/ui/button";
import { Link } from "#client/components/ui/link";
import { cn } from "#client/lib/cn";
import { messages } from "#shared/messages";
import type { ReadinessItem } from "#shared/readiness";
import { adminReadinessQueries } from "../api";

const text = messages.readiness;

/**
 * The Overview's first card: "Ready to open: n of m", each check with its state and, while it
 * fails, what to do — a link to the admin tab where it is done, or the operations guide's
 * section for a server setting (decision 052).
 */
export function ReadinessCard() {
  const readiness = useQuery(adminReadinessQueries.list());
  const items = readiness.data?.items ?? [];
  const passed = items.filter((item) => item.ok).length;
  const blockers = items.filter((item) => !item.ok && item.blocker).length;
  return (
    <section
      aria-labelledby="overview-readiness"
      aria-busy={readiness.isFetching}
      className="flex flex-col gap-4 rounded-2xl bg-white p-5 ring-1 ring-line sm:p-6"
    >
      <h2 id="overview-readiness" className="font-serif text-xl">
        {readiness.data ? text.title(passed, items.length) : text.heading}
      </h2>
      {readiness.isPending ? (
        <p role="status" className="text-sm text-muted">
          {text.loading}
        </p>
      ) : readiness.isError ? (
        <div role="status" className="flex flex-wrap items-center gap-3 text-sm text-muted">
          <p>{text.loadFailed}</p>
          <Button variant="secondary" onClick={() => readiness.refetch()}>
            {text.retry}
          </Button>
        </div>
      ) : (
        <>
          <p className={cn("text-sm", blockers === 0 ? "text-emerald-900" : "text-muted")}>
            {blockers === 0 ? text.ready : text.blockers(blockers)}
          </p>
          <ul className="flex flex-col divide-y divide-line">
            {items.map((item) => (
              <ReadinessLine key={item.id} item={item} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** One check: its mark (an icon, and its meaning in words), its state and, failing, its fix. */
function ReadinessLine({ item }: { item: ReadinessItem }) {
  const { Icon, state, colour } = item.ok
    ? { Icon: CircleCheck, state: text.passed, colour: "text-emerald-700" }
    : item.blocker
      ? { Icon: CircleX, state: text.failed, colour: "text-red-800" }
      : { Icon: CircleAlert, state: text.advised, colour: "text-amber-900" };
  const { fix } = item;
  return (
    <li className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
      <Icon aria-hidden className={cn("mt-0.5 size-5 shrink-0", colour)} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="break-words">
          <span className="sr-only">{state}: </span>
          {item.label}
          {!item.ok && !item.blocker && (
            <span className="ml-2 inline-block rounded-full bg-amber-50 px-2 text-xs text-amber-950 ring-1 ring-amber-200">
              {text.advice}
            </span>
          )}
        </p>
        {fix &&
          (fix.where.startsWith("/") ? (
            <Link to={fix.where} className="text-sm break-words underline underline-offset-2">
              {fix.text}
            </Link>
          ) : (
            <p className="text-sm break-words text-muted">
              {fix.text} {text.see}{" "}
              <code className="rounded bg-stone-100 px-1 text-xs wrap-anywhere text-ink">
                {fix.where}
              </code>
            </p>
          ))}
      </div>
    </li>
  );
}
