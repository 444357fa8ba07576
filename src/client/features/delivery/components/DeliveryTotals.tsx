import type { Artwork } from "#shared/artwork";
import { countryName, UK_COUNTRY } from "#shared/delivery";
import { messages } from "#shared/messages";
import { formatPrice } from "#shared/money";
import type { HeldQuote } from "../api";
import { type PrintParcel, useDeliveryCharge } from "../delivery-charge";

type Props = {
  /** What the order would hold (the available paintings), and its prices added up. */
  items: Artwork[];
  /** Its print lines that can be ordered, each a parcel of its print's band. */
  prints?: readonly PrintParcel[];
  subtotal: number;
  /** Where it goes; `collect` when the buyer collects it from the studio (no delivery). */
  country: string;
  collect?: boolean;
  /** A work kept for the buyer, priced instead of the cart (its checkout). */
  held?: HeldQuote;
};

/**
 * Subtotal, Shipping and Total as the order will charge them: the delivery to `country`
 * ("Free" when nothing), a parcel per print line included, what is not sent there named, and,
 * outside the United Kingdom, that import VAT and duties are the buyer's country's.
 */
export function DeliveryTotals({
  items,
  prints = [],
  subtotal,
  country,
  collect = false,
  held,
}: Props) {
  // `refused`: the server's reason when it prices nothing (a total past what one payment takes).
  const { shipping, blocked: ids, refused } = useDeliveryCharge({ country, collect, held, prints });
  const total = shipping === undefined ? undefined : Math.round((subtotal + shipping) * 100) / 100;
  const blocked = [...items, ...prints].filter((item) => ids.includes(item.id));
  const text = messages.cart;
  return (
    <>
      <dl className="flex flex-col gap-2 text-sm" aria-busy={shipping === undefined}>
        <div className="flex justify-between">
          <dt className="text-muted">{text.subtotal}</dt>
          <dd data-testid="cart-subtotal">{formatPrice(subtotal)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-muted">{text.shipping}</dt>
          <dd data-testid="cart-shipping">
            {shipping === undefined
              ? messages.delivery.quoting
              : shipping === 0
                ? text.shippingFree
                : formatPrice(shipping)}
          </dd>
        </div>
        <div className="flex justify-between border-t border-line pt-3 text-base font-semibold">
          <dt>{text.total}</dt>
          <dd data-testid="cart-total">
            {total === undefined ? messages.delivery.quoting : formatPrice(total)}
          </dd>
        </div>
      </dl>
      {refused && (
        <p role="alert" className="rounded-xl bg-amber-50 px-4 py-3 text-sm ring-1 ring-amber-200">
          {refused}
        </p>
      )}
      {blocked.length > 0 && (
        <p role="status" className="rounded-xl bg-amber-50 px-4 py-3 text-sm ring-1 ring-amber-200">
          {messages.delivery.notShipped(countryName(country))}{" "}
          <span className="font-medium">{blocked.map((item) => item.title).join(", ")}</span>
        </p>
      )}
      {!collect && country !== UK_COUNTRY && (
        <p className="text-xs text-muted">{messages.orders.importCharges}</p>
      )}
    </>
  );
}
