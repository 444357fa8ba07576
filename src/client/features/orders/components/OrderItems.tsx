import { Link } from "react-router";
import { ArtworkThumbnail } from "#client/entities/artwork";
import { CertificateLink } from "#client/entities/order";
import { artworkHref } from "#shared/links";
import { messages } from "#shared/messages";
import { formatPrice } from "#shared/money";
import type { Order } from "#shared/order";

/**
 * The paintings of an order as they were when it was placed (a snapshot). One whose
 * artwork was deleted since has no link.
 */
export function OrderItems({ items }: { items: Order["items"] }) {
  return (
    <ul aria-label={messages.orders.items} className="divide-y divide-line">
      {items.map((item) => (
        <li
          key={item.artworkId ?? `${item.title}|${item.imageUrl}`}
          className="flex items-center gap-4 py-3"
        >
          <ArtworkThumbnail
            artwork={item}
            alt=""
            className="size-14 shrink-0 rounded-lg bg-stone-200 object-cover"
          />
          <div className="min-w-0 flex-1">
            <p className="font-serif leading-snug">
              {item.artworkId ? (
                <Link
                  to={artworkHref(item.artworkSlug ?? item.artworkId)}
                  className="hover:underline"
                >
                  {item.title}
                </Link>
              ) : (
                item.title
              )}
            </p>
            <p className="text-sm text-muted">{messages.card.by(item.artist)}</p>
            <CertificateLink item={item} />
          </div>
          <p className="font-semibold">{formatPrice(item.price)}</p>
        </li>
      ))}
    </ul>
  );
}
