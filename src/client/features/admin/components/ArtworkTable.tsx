import { ArrowDown, ArrowUp, ArrowUpDown, Pencil } from "lucide-react";
import { useMemo, useState } from "react";
import { buttonVariants } from "#client/components/ui/button";
import { ArtworkThumbnail } from "#client/entities/artwork";
import { cn } from "#client/lib/cn";
import type { Artwork } from "#shared/artwork";
import { formatMoment, formatShortDay } from "#shared/dates";
import { isUnfinished } from "#shared/drafts";
import { messages } from "#shared/messages";
import { formatPrice } from "#shared/money";
import {
  NEWEST_FIRST,
  nextSort,
  type Sort,
  type SortKey,
  sortArtworks,
  workState,
} from "../artwork-order";
import { AvailabilityButton } from "./ArtworkAvailability";
import { DeleteArtworkButton } from "./DeleteArtworkButton";

const columns = messages.admin.columns;
const text = messages.adminCuration;

/**
 * The admin table: a box to select each work, Image, Title, Artist, Medium, Size, Price, Added,
 * State and Actions (edit, delete, Mark as Sold / Mark as Available). Title, Price, Added and
 * State sort the rows shown, both ways; newest first until she chooses.
 */
export function ArtworkTable(props: {
  title: string;
  artworks: Artwork[];
  onEdit: (artwork: Artwork) => void;
  /** The selected works' ids, in the order she selected them. */
  selected: string[];
  onSelect: (ids: string[], selected: boolean) => void;
}) {
  const [sort, setSort] = useState<Sort>(NEWEST_FIRST);
  const now = useMemo(() => new Date(), []);
  const rows = useMemo(() => sortArtworks(props.artworks, sort, now), [props.artworks, sort, now]);
  const chosen = new Set(props.selected);
  const allChosen = rows.length > 0 && rows.every((artwork) => chosen.has(artwork.id));
  const someChosen = !allChosen && rows.some((artwork) => chosen.has(artwork.id));
  const sortable = (key: SortKey, name: string) => (
    <SortHeader
      key={key}
      name={name}
      sort={sort.key === key ? sort.direction : undefined}
      onSort={() => setSort(nextSort(sort, key))}
    />
  );
  const plain = (name: string) => (
    <th key={name} scope="col" className="px-4 py-3 font-medium max-md:hidden">
      {name}
    </th>
  );
  return (
    <div className="overflow-x-auto rounded-2xl bg-white ring-1 ring-line">
      {/* Cards on a phone (`table-cards` in styles.css): every field and action in view; the
          head then a row of its own, the box for all and the sorting buttons. */}
      {/* As a table, a cell's words break only where they must, so no column is squeezed to a
          letter's width (the base style lets any text cell break anywhere). */}
      <table className="table-cards w-full text-left text-sm md:min-w-[60rem] md:[&_td]:wrap-break-word md:[&_th]:wrap-break-word">
        <caption className="px-4 pt-4 pb-2 text-left font-serif text-xl">{props.title}</caption>
        <thead className="border-b border-line text-xs tracking-wide text-muted uppercase max-md:block">
          <tr className="max-md:flex max-md:flex-wrap max-md:items-center max-md:gap-1 max-md:px-2 max-md:py-2">
            <th scope="col" className="px-4 py-3 max-md:px-2">
              <input
                type="checkbox"
                className="size-4 accent-ink"
                aria-label={text.selectAll}
                checked={allChosen}
                ref={(box) => {
                  if (box) box.indeterminate = someChosen;
                }}
                onChange={(event) =>
                  props.onSelect(
                    rows.map((artwork) => artwork.id),
                    event.target.checked,
                  )
                }
              />
            </th>
            {plain(columns.image)}
            {sortable("title", columns.title)}
            {plain(columns.artist)}
            {plain(columns.medium)}
            {plain(columns.size)}
            {sortable("price", columns.price)}
            {sortable("date", text.added)}
            {sortable("state", text.state)}
            <th scope="col" className="px-4 py-3 text-right font-medium max-md:hidden">
              {columns.actions}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((artwork) => (
            <tr key={artwork.id} className={cn(chosen.has(artwork.id) && "bg-stone-50")}>
              <td data-cell="select" className="md:px-4 md:py-2">
                <input
                  type="checkbox"
                  className="size-4 accent-ink"
                  aria-label={text.select(artwork.title)}
                  checked={chosen.has(artwork.id)}
                  onChange={(event) => props.onSelect([artwork.id], event.target.checked)}
                />
              </td>
              <td data-cell="media" className="md:px-4 md:py-2">
                <ArtworkThumbnail
                  artwork={artwork}
                  alt=""
                  className="size-12 rounded-lg object-cover"
                />
              </td>
              <th scope="row" className="font-serif text-base font-normal md:px-4 md:py-2">
                <span className="wrap-anywhere">{artwork.title}</span>
              </th>
              <td data-label={columns.artist} className="md:px-4 md:py-2">
                {artwork.artist}
              </td>
              <td data-label={columns.medium} className="md:px-4 md:py-2">
                {artwork.medium}
              </td>
              <td data-label={columns.size} className="md:px-4 md:py-2 md:whitespace-nowrap">
                {artwork.size}
              </td>
              <td data-label={columns.price} className="md:px-4 md:py-2 md:whitespace-nowrap">
                {formatPrice(artwork.price)}
              </td>
              <td data-label={text.added} className="md:px-4 md:py-2 md:whitespace-nowrap">
                {formatShortDay(artwork.createdAt)}
              </td>
              <td data-label={text.state} className="md:px-4 md:py-2">
                <StateMarks artwork={artwork} now={now} />
              </td>
              <td data-cell="actions" className="md:px-4 md:py-2">
                <div className="flex flex-wrap items-center gap-1 md:flex-nowrap md:justify-end">
                  <AvailabilityButton artwork={artwork} />
                  <button
                    type="button"
                    className={buttonVariants({ variant: "icon" })}
                    aria-label={messages.admin.editOne(artwork.title)}
                    onClick={() => props.onEdit(artwork)}
                  >
                    <Pencil aria-hidden className="size-4" />
                  </button>
                  <DeleteArtworkButton artwork={artwork} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A column's header that sorts by it: a button, the column's order said by aria-sort. */
function SortHeader({
  name,
  sort,
  onSort,
}: {
  name: string;
  sort: Sort["direction"] | undefined;
  onSort: () => void;
}) {
  const Arrow = sort === "ascending" ? ArrowUp : sort === "descending" ? ArrowDown : ArrowUpDown;
  return (
    <th scope="col" aria-sort={sort ?? "none"} className="px-2 py-1.5 font-medium md:px-2">
      <button
        type="button"
        onClick={onSort}
        className="inline-flex items-center gap-1 rounded-full px-2 py-1.5 tracking-wide uppercase hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-accent"
      >
        {name}
        <Arrow aria-hidden className={cn("size-3.5", !sort && "opacity-40")} />
      </button>
    </th>
  );
}

const stateName = {
  available: text.available,
  reserved: messages.availability.reserved,
  sold: messages.availability.sold,
  draft: messages.drops.draft,
  scheduled: text.scheduled,
} as const;

const stateTone = {
  available: "bg-emerald-50 text-emerald-900 ring-emerald-200",
  reserved: "bg-amber-100 text-amber-900 ring-amber-200",
  sold: "bg-ink text-canvas ring-ink",
  draft: "bg-sky-50 text-sky-900 ring-sky-200",
  scheduled: "bg-sky-50 text-sky-900 ring-sky-200",
} as const;

/**
 * Where a work stands (a scheduled one with its release time), whether it is still to complete
 * (a draft made from a photograph), and its place in the hero.
 */
function StateMarks({ artwork, now }: { artwork: Artwork; now: Date }) {
  const state = workState(artwork, now);
  const mark =
    "inline-flex items-center rounded-full px-2 py-0.5 font-sans text-xs font-medium whitespace-nowrap ring-1 ring-inset";
  return (
    <span className="flex flex-wrap items-center gap-1">
      <span className={cn(mark, stateTone[state])}>{stateName[state]}</span>
      {isUnfinished(artwork) && (
        <span className={cn(mark, "bg-amber-50 text-amber-900 ring-amber-200")}>
          {messages.addMany.toComplete}
        </span>
      )}
      {state === "scheduled" && artwork.releaseAt && (
        <span className="text-xs text-muted">
          {messages.drops.scheduled(formatMoment(artwork.releaseAt))}
        </span>
      )}
      {artwork.featuredOrder !== null && (
        <span className={cn(mark, "bg-white text-ink ring-line")}>
          {text.featuredAt(artwork.featuredOrder)}
        </span>
      )}
    </span>
  );
}
