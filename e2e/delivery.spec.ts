import type { Artwork } from "#shared/artwork";
import { countryName } from "#shared/delivery";
import { messages } from "#shared/messages";
import { formatPrice } from "#shared/money";
import type { ShopInfo } from "#shared/shop";
import { expect, test } from "./fixtures";
import { expectNoSeriousA11yViolations, listArtworks } from "./support";

// axe-core is injected as a script, which the site's Content-Security-Policy rightly refuses.
test.use({ bypassCSP: true });

test("the cart prices delivery to the country chosen, as the shop's table says, before checkout", async ({
  page,
  request,
  baseURL,
  shopper: _,
}) => {
  const shop: ShopInfo = await (await request.get("/api/shop")).json();
  const { items } = await listArtworks(request, { availability: "available" });
  // A painting Europe has a price for, and one it has none for, when the collection has one.
  const sent = items.find((item) => shop.delivery.rates.europe[item.shippingBand] !== null);
  expect(sent).toBeDefined();
  const painting = sent as Artwork;
  const origin = new URL(baseURL ?? "").origin;
  const put = await page.request.put(`/api/cart/${painting.id}`, { headers: { origin } });
  expect(put.ok()).toBe(true);

  await page.goto("/cart");
  const country = page.getByLabel(messages.cart.deliverTo);
  await expect(country).toHaveValue("GB");
  await expect(page.getByTestId("cart-shipping")).toHaveText(
    shop.delivery.rates.uk[painting.shippingBand] === 0
      ? messages.cart.shippingFree
      : formatPrice(shop.delivery.rates.uk[painting.shippingBand] ?? 0),
  );

  await country.selectOption({ label: countryName("FR") });
  const rate = shop.delivery.rates.europe[painting.shippingBand] ?? 0;
  await expect(page.getByTestId("cart-shipping")).toHaveText(formatPrice(rate));
  await expect(page.getByTestId("cart-subtotal")).toHaveText(formatPrice(painting.price));
  await expect(page.getByTestId("cart-total")).toHaveText(
    formatPrice((Math.round(painting.price * 100) + Math.round(rate * 100)) / 100),
  );
  await expectNoSeriousA11yViolations(page);
});
