import type { ReactNode } from "react";
import { ArtworkThumbnail } from "#client/entities/artwork";
import {
  cartSubtotal,
  deliveryLines,
  isPrintOrderable,
  printLineTotal,
  splitByAvailability,
} from "#client/features/cart";
import { DeliveryTotals } from "#client/features/delivery";
import { cn } from "#client/lib/cn";
import type { Artwork } from "#shared/artwork";
import { messages } from "#shared/messages";
import { formatPrice } from "#shared/money";
import { type CartPrint, printName } from "#shared/print-lines";

/** A line of the summary: the painting's image, what it is, and what it costs. */
function SummaryLine(props: {
  image: Pick<Artwork, "imageUrl" | "title">;
  title: string;
  lines: string[];
  price: string;
  unavailable?: boolean;
}) {
  return (
    <li className="flex items-start gap-3 py-3">
      <ArtworkThumbnail
        artwork={props.image}
        alt=""
        className={cn(
          "size-16 shrink-0 rounded-lg bg-stone-200 object-cover",
          props.unavailable && "opacity-60 grayscale",
        )}
      />
      <div className="min-w-0 flex-1">
        <p className="font-serif leading-snug">{props.title}</p>
        {props.lines.map((line) => (
          <p key={line} className="text-sm text-muted">
            {line}
          </p>
        ))}
      </div>
      <p className={cn("font-semibold", props.unavailable && "text-muted line-through")}>
        {props.price}
      </p>
    </li>
  );
}

function SummaryRow({ artwork, unavailable }: { artwork: Artwork; unavailable?: boolean }) {
  return (
    <SummaryLine
      image={artwork}
      title={artwork.title}
      lines={[messages.card.by(artwork.artist)]}
      price={formatPrice(artwork.price)}
      unavailable={unavailable}
    />
  );
}

/** A print line: the edition, how many at what each ("2 × £45"), and the line's total. */
function SummaryPrintRow({ line }: { line: CartPrint }) {
  const unavailable = !isPrintOrderable(line);
  const each = formatPrice(line.edition.price);
  return (
    <SummaryLine
      image={line.artwork}
      title={messages.editions.printOf(line.artwork.title)}
      lines={[
        printName(line.edition),
        unavailable
          ? messages.editions.notEnough(line.edition.available ?? 0)
          : messages.editions.lineQuantity(line.quantity, each),
      ]}
      price={formatPrice(printLineTotal(line))}
      unavailable={unavailable}
    />
  );
}

/** The order summary's panel: its heading, what is bought, and the totals under a rule. */
export function SummaryPanel({
  className,
  totals,
  children,
}: {
  className?: string;
  totals: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby="checkout-summary"
      className={cn(
        "flex flex-col gap-4 rounded-2xl bg-white p-5 ring-1 ring-line sm:p-6",
        className,
      )}
    >
      <h2 id="checkout-summary" className="font-serif text-2xl">
        {messages.cart.summary}
      </h2>
      {children}
      <div className="flex flex-col gap-3 border-t border-line pt-4">{totals}</div>
    </section>
  );
}

/**
 * What the order will hold — every available painting in the cart, and its print lines with
 * their quantities — and, apart, the paintings reserved or sold meanwhile and the print lines
 * asking for more than are left, out of the totals.
 */
export function CheckoutSummary({
  items,
  prints,
  country,
  collect,
  className,
}: {
  items: Artwork[];
  prints: CartPrint[];
  /** Where the form says it goes (its delivery is in the totals), or collected: no delivery. */
  country: string;
  collect: boolean;
  className?: string;
}) {
  const { available, unavailable } = splitByAvailability(items);
  const printsShort = prints.filter((line) => !isPrintOrderable(line));
  const printsOrdered = prints.filter(isPrintOrderable);
  return (
    <SummaryPanel
      className={className}
      totals={
        <DeliveryTotals
          items={deliveryLines({ items, prints })}
          subtotal={cartSubtotal(items, prints)}
          country={country}
          collect={collect}
        />
      }
    >
      {available.length + printsOrdered.length > 0 && (
        <ul aria-label={messages.orders.items} className="-my-3 divide-y divide-line">
          {available.map((artwork) => (
            <SummaryRow key={artwork.id} artwork={artwork} />
          ))}
          {printsOrdered.map((line) => (
            <SummaryPrintRow key={line.edition.id} line={line} />
          ))}
        </ul>
      )}
      {unavailable.length + printsShort.length > 0 && (
        <div className="rounded-xl bg-stone-50 px-4 py-3 ring-1 ring-line">
          <h3 className="text-sm font-semibold">{messages.availability.unavailableInCart}</h3>
          <p className="text-xs text-muted">{messages.availability.unavailableNote}</p>
          <ul aria-label={messages.availability.unavailableInCart} className="divide-y divide-line">
            {unavailable.map((artwork) => (
              <SummaryRow key={artwork.id} artwork={artwork} unavailable />
            ))}
            {printsShort.map((line) => (
              <SummaryPrintRow key={line.edition.id} line={line} />
            ))}
          </ul>
        </div>
      )}
    </SummaryPanel>
  );
}
