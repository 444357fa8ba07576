import { useQuery } from "@tanstack/react-query";
import { TriangleAlert } from "lucide-react";
import { formatMoment } from "#shared/dates";
import { messages } from "#shared/messages";
import { adminWatchQueries } from "../watch-api";

const text = messages.incidents;

/**
 * What needs the owner's attention now — a failed backup, mail not going out, refused webhook
 * calls, a full disk, a stopped sweep — above every tab until it recovers. Nothing when all is
 * well, or while it cannot be read (the tabs say when the server is away).
 */
export function IncidentsBanner() {
  const incidents = useQuery(adminWatchQueries.incidents());
  if (!incidents.data?.length) return null;
  return (
    <section
      aria-labelledby="incidents-heading"
      className="flex flex-col gap-3 rounded-2xl bg-red-50 p-5 text-red-950 ring-1 ring-red-200"
    >
      <h2 id="incidents-heading" className="flex items-center gap-2 font-serif text-xl">
        <TriangleAlert aria-hidden className="size-5 shrink-0" />
        {text.heading}
      </h2>
      <ul className="flex flex-col gap-2">
        {incidents.data.map((incident) => (
          <li key={incident.kind} className="text-sm break-words">
            {incident.detail}{" "}
            <span className="text-red-800">{text.since(formatMoment(incident.since))}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
