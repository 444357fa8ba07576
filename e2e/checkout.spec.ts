import type { Browser, Page } from "@playwright/test";
import { messages } from "#shared/messages";
import { formatPrice } from "#shared/money";
import { mailsTo } from "#tests/outbox";
import { expect, signInAsNewShopper, signInAsOwner, test } from "./fixtures";
import { dataDirOf, expectNoSeriousA11yViolations, listArtworks, toastWith } from "./support";

// The axe scans inject a script, which the site's CSP would refuse.
test.use({ bypassCSP: true });

/** A page of its own (a second person at another computer). */
async function anotherVisitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ bypassCSP: true });
  return context.newPage();
}

async function addToCartFromDetail(page: Page, artworkId: string) {
  await page.goto(`/?artwork=${artworkId}`);
  await page.getByRole("button", { name: messages.detail.addToCart }).click();
  await expect(toastWith(page, " added to cart!")).toBeVisible();
}

test("a shopper buys two paintings, the owner is paid and ships, and nobody else can buy them", async ({
  page,
  shopper,
  browser,
  baseURL,
}) => {
  test.slow();
  const { items } = await listArtworks(page.request, { availability: "available", limit: "40" });
  // Two from the end of the list, so other journeys (which use the newest) are not disturbed.
  const [first, second] = items.slice(-2);
  await addToCartFromDetail(page, first.id);
  await addToCartFromDetail(page, second.id);

  await page.goto("/cart");
  await page.getByRole("link", { name: messages.cart.checkout }).click();
  await expect(
    page.getByRole("heading", { name: messages.checkout.title, level: 1 }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel(messages.checkout.fullName).fill("Ada Lovelace");
  await page.getByLabel(messages.checkout.line1).fill("12 Harbour Street");
  // A real Welsh town's name, which must wrap on a phone rather than widen the page.
  await page
    .getByLabel(messages.checkout.city)
    .fill("Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch");
  // A postcode that is not a UK one is refused beside its field, and nothing is lost.
  await page.getByLabel(messages.checkout.postcode).fill("12345");
  await page.getByRole("button", { name: messages.checkout.placeOrder }).click();
  await expect(page.getByText("Enter a UK postcode, such as SW1A 1AA")).toBeVisible();
  await expect(page.getByLabel(messages.checkout.line1)).toHaveValue("12 Harbour Street");
  await page.getByLabel(messages.checkout.postcode).fill("tr26 1aa");
  await page.getByRole("button", { name: messages.checkout.placeOrder }).click();

  const title = page.getByRole("heading", { level: 1 });
  await expect(title).toHaveText(/^Thank you! Order A-\d+ is placed\.$/);
  const number = (await title.textContent())?.match(/A-\d+/)?.[0] ?? "";
  await expect(
    page.getByText("We will e-mail you an invoice with payment details within one working day."),
  ).toBeVisible();
  await expect(page.getByText(/Your paintings are reserved for you until /)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  if (viewport) await page.setViewportSize(viewport);

  // The gallery marks both reserved at once, and a second shopper cannot buy them.
  await page.goto(`/?artwork=${first.id}`);
  await expect(page.getByText(messages.availability.reserved, { exact: true })).toBeVisible();
  const stranger = await anotherVisitor(browser);
  await signInAsNewShopper(stranger, { baseURL });
  await stranger.goto(`/?artwork=${second.id}`);
  await expect(stranger.getByText(messages.availability.reserved, { exact: true })).toBeVisible();
  await expect(stranger.getByRole("button", { name: messages.detail.addToCart })).toHaveCount(0);

  // The buyer's Orders tab lists it.
  await page.goto("/profile?tab=orders");
  await expect(page.getByRole("tab", { name: messages.orders.tab(1) })).toBeVisible();
  await expect(page.getByText(number).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The owner marks it paid: the gallery shows Sold.
  const owner = await anotherVisitor(browser);
  await signInAsOwner(owner, undefined, baseURL);
  await owner.goto("/admin?tab=orders");
  await expect(owner.getByRole("tab", { name: messages.adminOrders.ordersTab })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expectNoSeriousA11yViolations(owner);
  await owner.getByRole("button", { name: `${messages.adminOrders.markPaid} ${number}` }).click();
  const paidDialog = owner.getByRole("alertdialog");
  await expect(paidDialog).toBeVisible();
  await expectNoSeriousA11yViolations(owner);
  await paidDialog.getByRole("button", { name: messages.adminOrders.markPaid }).click();
  await expect(toastWith(owner, messages.adminOrders.done.paid(number))).toBeVisible();
  await page.goto(`/?artwork=${first.id}`);
  await expect(page.getByText(messages.availability.sold, { exact: true })).toBeVisible();
  // A sold work leads with "Sold" and what a collector can do next, not with its price.
  const unavailable = page.getByTestId("unavailable-note");
  await expect(unavailable.getByText(messages.availability.soldNote)).toBeVisible();
  await expect(unavailable.getByRole("button", { name: messages.collect.notify })).toBeVisible();
  await expect(
    unavailable.getByRole("button", { name: messages.collect.commission }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: messages.detail.addToCart })).toHaveCount(0);
  const fontSize = (text: string) =>
    unavailable
      .getByText(text, { exact: true })
      .evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
  expect(await fontSize(messages.availability.sold)).toBeGreaterThan(
    await fontSize(formatPrice(first.price)),
  );

  // Then shipped, with a tracking number that reaches the buyer's e-mail.
  await owner
    .getByRole("button", { name: `${messages.adminOrders.markShipped} ${number}` })
    .click();
  const shippedDialog = owner.getByRole("alertdialog");
  await shippedDialog.getByLabel(messages.adminOrders.trackingNumber).fill("RM123456785GB");
  await shippedDialog.getByRole("button", { name: messages.adminOrders.markShipped }).click();
  await expect(toastWith(owner, messages.adminOrders.done.shipped(number))).toBeVisible();
  await expect
    .poll(async () =>
      (await mailsTo(dataDirOf(baseURL), shopper)).some(
        (mail) =>
          mail.subject === `Order ${number} is on its way` && mail.body.includes("RM123456785GB"),
      ),
    )
    .toBe(true);
  await expectNoSeriousA11yViolations(owner);
});
