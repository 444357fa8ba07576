import type { Artwork } from "#shared/artwork";
import { countryName } from "#shared/delivery";
import { messages } from "#shared/messages";
import { formatPrice } from "#shared/money";
import type { ShopInfo } from "#shared/shop";
import { expect, test } from "./fixtures";
import { expectNoSeriousA11yViolations, listArtworks, toastWith } from "./support";

// axe-core is injected as a script, which the site's Content-Security-Policy rightly refuses.
test.use({ bypassCSP: true });

const pence = (pounds: number) => Math.round(pounds * 100);

test("a visitor in France sees delivery on the painting, in the cart and at checkout, and orders", async ({
  page,
  request,
  shopper: _,
}) => {
  test.slow();
  const shop: ShopInfo = await (await request.get("/api/shop")).json();
  const { items } = await listArtworks(request, { availability: "available", limit: "40" });
  // From the middle of the list (other journeys take the newest and the oldest), one Europe
  // has a price for.
  const painting = items
    .slice(8, -8)
    .find((item) => (shop.delivery.rates.europe[item.shippingBand] ?? 0) > 0) as Artwork;
  expect(painting).toBeDefined();
  const rates = shop.delivery.rates;
  const europe = rates.europe[painting.shippingBand] ?? 0;

  // The detail prices each zone under the price.
  await page.goto(`/?artwork=${painting.id}`);
  await expect(page.getByTestId("delivery-line")).toContainText(
    `${messages.delivery.zones.europe} ${formatPrice(europe)}`,
  );
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: messages.detail.addToCart }).click();
  await expect(toastWith(page, " added to cart!")).toBeVisible();

  // The cart: the United Kingdom first, then France, the figures the server quotes.
  await page.goto("/cart");
  const country = page.getByLabel(messages.delivery.deliverTo);
  await expect(country).toHaveValue("GB");
  const uk = rates.uk[painting.shippingBand] ?? 0;
  await expect(page.getByTestId("cart-shipping")).toHaveText(
    uk === 0 ? messages.cart.shippingFree : formatPrice(uk),
  );
  await country.selectOption({ label: countryName("FR") });
  await expect(page.getByTestId("cart-shipping")).toHaveText(formatPrice(europe));
  await expect(page.getByTestId("cart-subtotal")).toHaveText(formatPrice(painting.price));
  const total = (pence(painting.price) + pence(europe)) / 100;
  await expect(page.getByTestId("cart-total")).toHaveText(formatPrice(total));
  await expect(page.getByText(messages.orders.importCharges)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The checkout starts from France and says the same.
  await page.getByRole("link", { name: messages.cart.checkout }).click();
  await expect(page.getByLabel(messages.checkout.country)).toHaveValue("FR");
  await expect(page.getByTestId("cart-total")).toHaveText(formatPrice(total));
  await expect(page.getByRole("link", { name: messages.checkout.termsOfSale })).toBeVisible();
  await expect(page.getByRole("link", { name: messages.checkout.rightToCancel })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel(messages.checkout.fullName).fill("Claire Martin");
  await page.getByLabel(messages.checkout.line1).fill("12 rue des Arts");
  await page.getByLabel(messages.checkout.city).fill("Lyon");
  await page.getByLabel(messages.checkout.postcode).fill("69001");
  await page.getByRole("button", { name: messages.checkout.placeOrder }).click();
  const title = page.getByRole("heading", { level: 1 });
  await expect(title).toHaveText(/^Thank you! Order A-\d+ is placed\.$/);
  await expect(page.getByText(formatPrice(total)).first()).toBeVisible();
});
