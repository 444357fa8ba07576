import { Link } from "#client/components/ui/link";
import { ArtworkThumbnail } from "#client/entities/artwork";
import { CertificateDownload, CertificateLink } from "#client/entities/order";
import { cn } from "#client/lib/cn";
import { artworkHref } from "#shared/links";
import { messages } from "#shared/messages";
import { formatPrice } from "#shared/money";
import { lineTotal, type Order } from "#shared/order";
import { printName } from "#shared/print-lines";

type Item = Order["items"][number];

const texts = messages.editions;

/** What a line is: the painting by its artist, or the print of it by its edition. */
function ItemAbout({ item }: { item: Item }) {
  if (!item.edition) {
    return (
      <>
        <p className="text-sm text-muted">{messages.card.by(item.artist)}</p>
        <CertificateLink item={item} />
      </>
    );
  }
  return (
    <>
      <p className="text-sm text-muted">{printName(item.edition)}</p>
      <p className="text-sm text-muted">
        {texts.lineQuantity(item.quantity, formatPrice(item.price))}
      </p>
      {item.prints.length > 0 && (
        <ul className="mt-1 flex flex-col gap-1">
          {item.prints.map((print) => {
            const number = texts.printNumber(print.number, print.size);
            return (
              <li key={print.number} className="flex flex-wrap items-center gap-x-3 text-sm">
                <span>{number}</span>
                <CertificateDownload
                  certificate={print.certificate}
                  of={`${number}, ${item.title}`}
                />
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

/**
 * The lines of an order as they were when it was placed (a snapshot): each painting, and
 * each print line with its edition, how many at what price, and — once paid, for a numbered
 * edition — every print's number and certificate. One whose artwork was deleted since has no
 * link.
 */
export function OrderItems({ items }: { items: Order["items"] }) {
  return (
    <ul aria-label={messages.orders.items} className="divide-y divide-line">
      {items.map((item) => {
        const title = item.kind === "print" ? texts.printOf(item.title) : item.title;
        return (
          <li
            key={`${item.kind}|${item.edition?.id ?? item.artworkId ?? `${item.title}|${item.imageUrl}`}`}
            className={cn("flex gap-4 py-3", item.edition ? "items-start" : "items-center")}
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
                    {title}
                  </Link>
                ) : (
                  title
                )}
              </p>
              <ItemAbout item={item} />
            </div>
            <p className="font-semibold">{formatPrice(lineTotal(item))}</p>
          </li>
        );
      })}
    </ul>
  );
}
