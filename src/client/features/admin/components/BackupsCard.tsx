import { useQuery } from "@tanstack/react-query";
import { DatabaseBackup } from "lucide-react";
import { buttonVariants } from "#client/components/ui/button";
import { formatMoment } from "#shared/dates";
import { messages } from "#shared/messages";
import { adminWatchQueries, backupDownload } from "../watch-api";

const text = messages.backups;

const sizeOf = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${(bytes / 1024).toFixed(0)} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * The scheduled backups: when the last verified one was made and when the next is due, and
 * every kept one to download, with where its copies are.
 */
export function BackupsCard() {
  const backups = useQuery(adminWatchQueries.backups());
  if (!backups.data) return null;
  const { last, next } = backups.data;
  return (
    <section
      aria-labelledby="overview-backups"
      className="flex flex-col gap-4 rounded-2xl bg-white p-5 ring-1 ring-line sm:p-6 lg:col-span-2"
    >
      <h2 id="overview-backups" className="font-serif text-xl">
        {text.heading}
      </h2>
      <p className="text-sm text-muted">
        {last ? text.last(formatMoment(last)) : text.none}{" "}
        {next ? text.next(formatMoment(next)) : text.off}
      </p>
      {backups.data.backups.length > 0 && (
        <ul className="flex flex-col gap-2">
          {backups.data.backups.map((backup) => (
            <li key={backup.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <a
                href={backupDownload(backup.id)}
                download
                className={buttonVariants({ variant: "secondary", size: "small" })}
              >
                <DatabaseBackup aria-hidden className="size-4 shrink-0" />
                {text.download(formatMoment(backup.at))}
              </a>
              <span className="text-sm text-muted tabular-nums">
                {sizeOf(backup.bytes)} ·{" "}
                {backup.places.map((place) => text.places[place]).join(", ")}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
