import { ButtonLink } from "#client/components/ui/button";
import { Link } from "#client/components/ui/link";
import { ArtworkThumbnail, AvailabilityMark } from "#client/entities/artwork";
import type { Artwork } from "#shared/artwork";
import { artworkHref } from "#shared/links";
import { messages } from "#shared/messages";
import { formatPrice } from "#shared/money";

/**
 * A compact list of artworks for the profile's tabs, or the empty state with its link. A sold
 * or reserved one wears its mark.
 */
export function ArtworkList(props: {
  artworks: Artwork[];
  empty: string;
  action: { to: string; label: string };
}) {
  if (props.artworks.length === 0) {
    return (
      <div className="flex flex-col items-start gap-4">
        <p className="text-muted">{props.empty}</p>
        <ButtonLink to={props.action.to} variant="secondary">
          {props.action.label}
        </ButtonLink>
      </div>
    );
  }
  return (
    <ul className="divide-y divide-line">
      {props.artworks.map((artwork) => (
        <li key={artwork.id} className="flex items-center gap-4 py-3">
          <ArtworkThumbnail
            artwork={artwork}
            alt=""
            className="size-14 shrink-0 rounded-lg object-cover"
          />
          <div className="min-w-0 flex-1">
            <Link to={artworkHref(artwork.slug)} className="font-serif hover:underline">
              {artwork.title}
            </Link>
            <p className="text-sm text-muted">{messages.card.by(artwork.artist)}</p>
          </div>
          <div className="flex flex-col items-end gap-1">
            <p className="font-semibold">{formatPrice(artwork.price)}</p>
            <AvailabilityMark availability={artwork.availability} size="small" />
          </div>
        </li>
      ))}
    </ul>
  );
}
