import { useQuery } from "@tanstack/react-query";
import { cartQueries } from "#client/entities/cart";
import type { Artwork } from "#shared/artwork";
import { countryName } from "#shared/delivery";
import { cartTexts as messages } from "#shared/texts/cart";
import { cartSubtotal } from "../totals";
import { CartTotals } from "./CartTotals";

/**
 * The cart's totals with its delivery to `country`, as the server prices it (the same figures
 * the order will charge), and the paintings it does not deliver there, named.
 */
export function DeliveryTotals({ items, country }: { items: Artwork[]; country: string }) {
  const quote = useQuery(cartQueries.quote(country));
  const blocked = items.filter((item) => quote.data?.blocked.includes(item.id));
  return (
    <>
      <CartTotals subtotal={cartSubtotal(items)} shipping={quote.data?.shipping} />
      {blocked.length > 0 && (
        <p role="status" className="rounded-xl bg-amber-50 px-4 py-3 text-sm ring-1 ring-amber-200">
          {messages.cart.notShipped(countryName(country))}{" "}
          <span className="font-medium">{blocked.map((item) => item.title).join(", ")}</span>
        </p>
      )}
    </>
  );
}
