import { useQuery } from "@tanstack/react-query";
import { shopQueries } from "#client/entities/shop";
import type { Artwork } from "#shared/artwork";
import { ZONES } from "#shared/delivery";
import { formatPrice } from "#shared/money";
import { cartTexts } from "#shared/texts/cart";
import { deliveryTexts } from "#shared/texts/delivery";

/**
 * What this painting costs to deliver to each zone, under its price — "Delivery: UK Free ·
 * Europe £75 · Rest of the world £140 · or collect from the studio" — from the shop's rates
 * for its band; a zone without a rate is "on enquiry".
 */
export function DeliveryLine({ artwork }: { artwork: Pick<Artwork, "shippingBand"> }) {
  const shop = useQuery(shopQueries.info()).data;
  const text = deliveryTexts.delivery;
  // The line's height is kept while the rates are read, so nothing below it moves.
  if (!shop) return <p className="min-h-5 text-sm" aria-hidden />;
  const { rates, collection } = shop.delivery;
  const parts = ZONES.map((zone) => {
    const rate = rates[zone][artwork.shippingBand];
    const price =
      rate === null ? text.enquire : rate === 0 ? cartTexts.cart.shippingFree : formatPrice(rate);
    return `${text.zones[zone]} ${price}`;
  });
  if (collection) parts.push(text.orCollect);
  return (
    <p className="min-h-5 text-sm text-muted" data-testid="delivery-line">
      <span className="font-medium text-ink">{text.label}</span> {parts.join(" · ")}
    </p>
  );
}
