import { messages } from "#shared/messages";
import { expect, test } from "./fixtures";
import { expectNoSeriousA11yViolations, fillAddress, listArtworks, toastWith } from "./support";

// The second shop of playwright.config.ts takes cards, through a local stand-in
// that speaks Stripe's API and serves a minimal hosted payment page.
// bypassCSP: the axe scans inject a script.
test.use({ baseURL: process.env.E2E_CARD_URL, bypassCSP: true });

test("a shopper pays by card on Stripe's page, comes back, and sees the order paid", async ({
  page,
  shopper: _,
}) => {
  const { items } = await listArtworks(page.request, { availability: "available" });
  const painting = items[0];
  await page.goto(`/?artwork=${painting.id}`);
  await page.getByRole("button", { name: messages.detail.addToCart }).click();
  await expect(toastWith(page, " added to cart!")).toBeVisible();

  await page.goto("/checkout");
  await fillAddress(page);
  await page.getByRole("button", { name: messages.cardCheckout.payByCard }).click();

  // Stripe's hosted page (the stand-in's), with the total from the database.
  await expect(page.getByRole("heading", { name: "Stand-in Checkout" })).toBeVisible();
  await expect(page.getByText(`Total £${painting.price.toFixed(2)}`)).toBeVisible();
  await page.getByRole("button", { name: /^Pay £/ }).click();

  // Back on the return page, which watches the order until the webhook has marked it paid.
  await expect(page).toHaveURL(/\/checkout\?order=/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    /^Thank you! Order A-\d+ is paid\.$/,
  );
  await expectNoSeriousA11yViolations(page);
  await page.goto(`/?artwork=${painting.id}`);
  await expect(page.getByText(messages.availability.sold, { exact: true })).toBeVisible();
});
