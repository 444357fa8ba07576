import type { ReactNode } from "react";
import { ArtworkThumbnail } from "#client/entities/artwork";
import { cartSubtotal, splitByAvailability } from "#client/features/cart";
import { DeliveryTotals } from "#client/features/delivery";
import { cn } from "#client/lib/cn";
import type { Artwork } from "#shared/artwork";
import { messages } from "#shared/messages";
import { formatPrice } from "#shared/money";

function SummaryRow({ artwork, unavailable }: { artwork: Artwork; unavailable?: boolean }) {
  return (
    <li className="flex items-start gap-3 py-3">
      <ArtworkThumbnail
        artwork={artwork}
        alt=""
        className={cn(
          "size-16 shrink-0 rounded-lg bg-stone-200 object-cover",
          unavailable && "opacity-60 grayscale",
        )}
      />
      <div className="min-w-0 flex-1">
        <p className="font-serif leading-snug">{artwork.title}</p>
        <p className="text-sm text-muted">{messages.card.by(artwork.artist)}</p>
      </div>
      <p className={cn("font-semibold", unavailable && "text-muted line-through")}>
        {formatPrice(artwork.price)}
      </p>
    </li>
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
 * What the order will hold — every available painting in the cart — and, apart,
 * those reserved or sold meanwhile, left out of the totals.
 */
export function CheckoutSummary({
  items,
  country,
  collect,
  className,
}: {
  items: Artwork[];
  /** Where the form says it goes (its delivery is in the totals), or collected: no delivery. */
  country: string;
  collect: boolean;
  className?: string;
}) {
  const { available, unavailable } = splitByAvailability(items);
  return (
    <SummaryPanel
      className={className}
      totals={
        <DeliveryTotals
          items={available}
          subtotal={cartSubtotal(items)}
          country={country}
          collect={collect}
        />
      }
    >
      {available.length > 0 && (
        <ul aria-label={messages.orders.items} className="-my-3 divide-y divide-line">
          {available.map((artwork) => (
            <SummaryRow key={artwork.id} artwork={artwork} />
          ))}
        </ul>
      )}
      {unavailable.length > 0 && (
        <div className="rounded-xl bg-stone-50 px-4 py-3 ring-1 ring-line">
          <h3 className="text-sm font-semibold">{messages.availability.unavailableInCart}</h3>
          <p className="text-xs text-muted">{messages.availability.unavailableNote}</p>
          <ul aria-label={messages.availability.unavailableInCart} className="divide-y divide-line">
            {unavailable.map((artwork) => (
              <SummaryRow key={artwork.id} artwork={artwork} unavailable />
            ))}
          </ul>
        </div>
      )}
    </SummaryPanel>
  );
}
