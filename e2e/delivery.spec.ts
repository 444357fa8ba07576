import type { Browser, Page } from "@playwright/test";
import type { Artwork } from "#shared/artwork";
import { countryName } from "#shared/delivery";
import { messages } from "#shared/messages";
import { formatPrice } from "#shared/money";
import type { ShopInfo } from "#shared/shop";
import { expect, signInAsOwner, test } from "./fixtures";
import { expectNoSeriousA11yViolations, fillAddress, listArtworks, toastWith } from "./support";

/** The owner at another computer, on the orders desk. */
async function ownerDesk(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const owner = await (await browser.newContext({ bypassCSP: true })).newPage();
  await signInAsOwner(owner, undefined, baseURL);
  await owner.goto("/admin?tab=orders");
  return owner;
}

/** The owner's action on one order: its row's button, then the dialog's, then the toast. */
async function act(owner: Page, label: string, number: string, done: string) {
  await owner.getByRole("button", { name: `${label} ${number}` }).click();
  const dialog = owner.getByRole("alertdialog");
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(owner);
  await dialog.getByRole("button", { name: label }).click();
  await expect(toastWith(owner, done)).toBeVisible();
}

// axe-core is injected as a script, which the site's Content-Security-Policy rightly refuses.
test.use({ bypassCSP: true });

const pence = (pounds: number) => Math.round(pounds * 100);

test("a visitor in France sees delivery before checkout, orders, and returns it within 14 days of delivery", async ({
  page,
  request,
  browser,
  baseURL,
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
  const main = page.locator("#main");
  await expect(main.getByRole("link", { name: messages.checkout.termsOfSale })).toBeVisible();
  await expect(main.getByRole("link", { name: messages.checkout.rightToCancel })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await fillAddress(page, {
    name: "Claire Martin",
    line1: "12 rue des Arts",
    city: "Lyon",
    postcode: "69001",
  });
  await page.getByRole("button", { name: messages.checkout.placeOrder }).click();
  const title = page.getByRole("heading", { level: 1 });
  await expect(title).toHaveText(/^Thank you! Order A-\d+ is placed\.$/);
  const number = (await title.textContent())?.match(/A-\d+/)?.[0] ?? "";
  await expect(page.getByText(formatPrice(total)).first()).toBeVisible();
  await expect(page.getByText(messages.orders.importCharges)).toBeVisible();

  // The owner is paid, ships it and marks it delivered.
  const owner = await ownerDesk(browser, baseURL);
  const desk = messages.adminOrders;
  await act(owner, desk.markPaid, number, desk.done.paid(number));
  await act(owner, desk.markShipped, number, desk.done.shipped(number));
  await act(owner, desk.markDelivered, number, desk.done.delivered(number));

  // The buyer asks to return it from the Orders tab, within the 14 days shown.
  await page.goto("/profile?tab=orders");
  const card = page.locator(`[data-order-number="${number}"]`);
  await expect(card.getByText(/^You can cancel until /)).toBeVisible();
  await card.getByRole("button", { name: messages.orders.returnOrderOf(number) }).click();
  const returning = page.getByRole("dialog", { name: messages.orders.returnTitle(number) });
  await expect(returning).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await returning
    .getByLabel(messages.orders.returnReason)
    .fill("The colours are not for our room.");
  await returning.getByRole("button", { name: messages.orders.sendReturn }).click();
  await expect(toastWith(page, messages.orders.returnRequested(number))).toBeVisible();
  await expect(card.getByText(messages.orders.statuses.return_requested)).toBeVisible();

  // The owner receives it back and, paid by bank transfer, records the refund she made.
  await owner.reload();
  await expect(
    owner.getByText(desk.returnReason("The colours are not for our room.")),
  ).toBeVisible();
  await act(owner, desk.returned, number, desk.done.returned(number));
  await act(owner, desk.recordRefund, number, desk.done.refundRecorded(number));
  await page.goto("/profile?tab=orders");
  await expect(card.getByText(messages.orders.statuses.refunded)).toBeVisible();

  // And the painting is for sale again.
  await page.goto(`/?artwork=${painting.id}`);
  await expect(page.getByRole("button", { name: messages.detail.addToCart })).toBeVisible();
});
