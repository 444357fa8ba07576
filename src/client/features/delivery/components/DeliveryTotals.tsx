import { useQuery } from "@tanstack/react-query";
import { apiErrorMessage } from "#client/lib/api";
import type { Artwork } from "#shared/artwork";
import { countryName, UK_COUNTRY } from "#shared/delivery";
import { formatPrice } from "#shared/money";
import { cartTexts } from "#shared/texts/cart";
import { deliveryTexts } from "#shared/texts/delivery";
import { ordersTexts } from "#shared/texts/orders";
import { type HeldQuote, quoteQuery } from "../api";

type Props = {
  /**
   * What the order would hold — the available paintings, and the print lines that can be
   * ordered — each by the id the quote names it by when it cannot be sent there (a painting's,
   * an edition's) and by its title; and their prices added up.
   */
  items: Array<Pick<Artwork, "id" | "title">>;
  subtotal: number;
  /** Where it goes; `collect` when the buyer collects it from the studio (no delivery). */
  country: string;
  collect?: boolean;
  /** A work kept for the buyer, priced instead of the cart (its checkout). */
  held?: HeldQuote;
};

/**
 * Subtotal, Shipping and Total as the server prices them — the figures the order will charge:
 * the delivery to `country` ("Free" when nothing; a parcel per painting and per print line),
 * what is not sent there named, and,
 * outside the United Kingdom, that import VAT and duties are the buyer's country's.
 */
export function DeliveryTotals({ items, subtotal, country, collect = false, held }: Props) {
  const quoted = useQuery({ ...quoteQuery(country, held), enabled: !collect });
  const quote = quoted.data;
  // The server's reason when it prices nothing: a total past what one payment takes.
  const refused = collect ? undefined : apiErrorMessage(quoted.error);
  const shipping = collect ? 0 : quote?.shipping;
  const total = shipping === undefined ? undefined : Math.round((subtotal + shipping) * 100) / 100;
  const blocked = collect ? [] : items.filter((item) => quote?.blocked.includes(item.id));
  const text = cartTexts.cart;
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
              ? deliveryTexts.delivery.quoting
              : shipping === 0
                ? text.shippingFree
                : formatPrice(shipping)}
          </dd>
        </div>
        <div className="flex justify-between border-t border-line pt-3 text-base font-semibold">
          <dt>{text.total}</dt>
          <dd data-testid="cart-total">
            {total === undefined ? deliveryTexts.delivery.quoting : formatPrice(total)}
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
          {deliveryTexts.delivery.notShipped(countryName(country))}{" "}
          <span className="font-medium">{blocked.map((item) => item.title).join(", ")}</span>
        </p>
      )}
      {!collect && country !== UK_COUNTRY && (
        <p className="text-xs text-muted">{ordersTexts.orders.importCharges}</p>
      )}
    </>
  );
}
