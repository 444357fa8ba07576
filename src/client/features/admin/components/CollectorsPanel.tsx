import { useQuery } from "@tanstack/react-query";
import { Download, Landmark } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button, buttonVariants } from "#client/components/ui/button";
import { LoadedList } from "#client/components/ui/LoadedList";
import { Link } from "#client/components/ui/link";
import { ArtworkThumbnail } from "#client/entities/artwork";
import { formatDay } from "#shared/dates";
import { artworkHref } from "#shared/links";
import { messages } from "#shared/messages";
import { formatPrice } from "#shared/money";
import type { ProvenanceEntry } from "#shared/provenance";
import { adminProvenanceQueries, PROVENANCE_CSV } from "../api";
import { SoldElsewhereDialog } from "./SoldElsewhereDialog";

const text = messages.adminCollectors;

/**
 * The owner's Collectors tab: the provenance register — every work sold in the shop with its
 * buyer, day and price, and every work marked sold elsewhere with what she recorded — newest
 * sale first, and the same as a CSV download.
 */
export function CollectorsPanel() {
  const list = useQuery(adminProvenanceQueries.list());
  return (
    <LoadedList
      query={list}
      loading={text.loading}
      failed={text.loadFailed}
      empty={text.empty}
      icon={Landmark}
    >
      {(entries) => (
        <section aria-labelledby="admin-collectors-title" className="flex flex-col gap-4">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div className="flex flex-col gap-1">
              <h2 id="admin-collectors-title" className="font-serif text-xl">
                {text.listTitle(entries.length)}
              </h2>
              <p className="text-sm text-muted">{text.intro}</p>
            </div>
            {/* A plain link: the browser downloads the file with the session's cookie. */}
            <a href={PROVENANCE_CSV} download className={buttonVariants({ variant: "secondary" })}>
              <Download aria-hidden className="size-4" />
              {text.download}
            </a>
          </div>
          <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            {entries.map((entry) => (
              <li key={`${entry.order?.id ?? "elsewhere"}-${entry.artworkId ?? entry.title}`}>
                <ProvenanceCard entry={entry} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </LoadedList>
  );
}

/** The day of a sale as the shop writes it, or that it was not recorded. */
function SaleDay({ day }: { day: string | null }) {
  if (!day) return <span className="text-muted">{text.notRecorded}</span>;
  // Noon UTC is the same day in London, summer or winter.
  return <time dateTime={day}>{formatDay(`${day}T12:00:00Z`)}</time>;
}

function ProvenanceCard({ entry }: { entry: ProvenanceEntry }) {
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  const edit = useRef<HTMLButtonElement>(null);
  const { buyer } = entry;
  return (
    <article
      aria-labelledby={titleId}
      data-provenance={entry.source}
      className="flex h-full flex-col gap-4 rounded-2xl bg-white p-5 ring-1 ring-line sm:flex-row"
    >
      <ArtworkThumbnail
        artwork={entry}
        alt=""
        className="size-16 shrink-0 rounded-lg object-cover sm:size-24"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div>
          <h3 id={titleId} className="font-serif text-lg break-words">
            {entry.artworkSlug ? (
              <Link to={artworkHref(entry.artworkSlug)} className="underline underline-offset-2">
                {entry.title}
              </Link>
            ) : (
              entry.title
            )}
          </h3>
          <p className="text-sm text-muted">{entry.artist}</p>
        </div>
        <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
          <dt className="text-muted">{text.buyer}</dt>
          <dd className="break-words">
            {buyer.name ?? <span className="text-muted">{text.notRecorded}</span>}
            {buyer.email && (
              <a
                href={`mailto:${buyer.email}`}
                className="block break-words text-muted underline underline-offset-2"
              >
                {buyer.email}
              </a>
            )}
          </dd>
          <dt className="text-muted">{text.soldOn}</dt>
          <dd>
            <SaleDay day={entry.soldOn} />
          </dd>
          {entry.price !== null && (
            <>
              <dt className="text-muted">{text.price}</dt>
              <dd>{formatPrice(entry.price)}</dd>
            </>
          )}
          <dt className="text-muted">{text.sale}</dt>
          <dd>{entry.order ? text.inShop(entry.order.number) : text.elsewhere}</dd>
          {entry.certificate && (
            <>
              <dt className="text-muted">{text.certificate}</dt>
              <dd>
                <a
                  href={`/verify/${entry.certificate}`}
                  className="font-mono text-xs break-all underline underline-offset-2"
                >
                  {entry.certificate}
                </a>
              </dd>
            </>
          )}
        </dl>
        {entry.source === "elsewhere" && entry.artworkId && (
          <div className="mt-auto">
            <Button ref={edit} variant="secondary" size="small" onClick={() => setEditing(true)}>
              {text.editRecord} <span className="sr-only">{text.editRecordFor(entry.title)}</span>
            </Button>
            <SoldElsewhereDialog
              artwork={{ id: entry.artworkId, title: entry.title }}
              record={{ buyerName: buyer.name, soldOn: entry.soldOn }}
              open={editing}
              onOpenChange={setEditing}
              returnFocusTo={edit}
            />
          </div>
        )}
      </div>
    </article>
  );
}
