import { Pencil } from "lucide-react";
import { buttonVariants } from "#client/components/ui/button";
import { ArtworkThumbnail } from "#client/entities/artwork";
import type { Artwork } from "#shared/artwork";
import { messages } from "#shared/messages";
import { formatPrice } from "#shared/money";
import { AvailabilityButton, AvailabilityMark, ReleaseMark } from "./ArtworkAvailability";
import { DeleteArtworkButton } from "./DeleteArtworkButton";

const columns = messages.admin.columns;

/**
 * The admin table: Image, Title, Artist, Medium, Size, Price, Actions (edit, delete), with
 * the Sold/Reserved mark beside the title and Mark as Sold / Mark as Available.
 */
export function ArtworkTable(props: {
  title: string;
  artworks: Artwork[];
  onEdit: (artwork: Artwork) => void;
}) {
  return (
    <div className="overflow-x-auto rounded-2xl bg-white ring-1 ring-line">
      {/* Cards on a phone (`table-cards` in styles.css): every field and action in view. */}
      <table className="table-cards w-full text-left text-sm md:min-w-[48rem]">
        <caption className="px-4 pt-4 pb-2 text-left font-serif text-xl">{props.title}</caption>
        <thead className="border-b border-line text-xs tracking-wide text-muted uppercase">
          <tr>
            {[
              columns.image,
              columns.title,
              columns.artist,
              columns.medium,
              columns.size,
              columns.price,
            ].map((name) => (
              <th key={name} scope="col" className="px-4 py-3 font-medium">
                {name}
              </th>
            ))}
            <th scope="col" className="px-4 py-3 text-right font-medium">
              {columns.actions}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {props.artworks.map((artwork) => (
            <tr key={artwork.id}>
              <td data-cell="media" className="md:px-4 md:py-2">
                <ArtworkThumbnail
                  artwork={artwork}
                  alt=""
                  className="size-12 rounded-lg object-cover"
                />
              </td>
              <th scope="row" className="font-serif text-base font-normal md:px-4 md:py-2">
                <span className="flex flex-wrap items-center gap-x-2 gap-y-1 wrap-anywhere">
                  {artwork.title}
                  <AvailabilityMark artwork={artwork} />
                  <ReleaseMark artwork={artwork} />
                </span>
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
