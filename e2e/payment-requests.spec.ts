import { messages } from "#shared/messages";
import { mailsTo } from "#tests/outbox";
import { expect, signInAsOwner, test } from "./fixtures";
import { dataDirOf, expectNoSeriousA11yViolations, newEmail, toastWith } from "./support";

// On the shop that takes cards (playwright.config.ts), through the local Stripe stand-in.
// bypassCSP: the axe scans inject a script.
test.use({ baseURL: process.env.E2E_CARD_URL, bypassCSP: true });

const text = messages.adminPaymentRequests;

test("the owner asks for a payment, the payer pays it by card from the e-mailed link, and the owner sees it paid", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const payer = newEmail("payer");
  const description = `Deposit for a commission ${Date.now()}`;

  await signInAsOwner(page, "owner@atelier.test", baseURL);
  await page.goto("/admin");
  await page.getByRole("tab", { name: text.tab }).click();
  await expect(page).toHaveURL(/tab=payment-requests/);

  // A bad amount is refused beside its field, with the API's own reason.
  await page.getByLabel(text.fields.email).fill(payer);
  await page.getByLabel(text.fields.description).fill(description);
  await page.getByLabel(text.fields.amount).fill("12.345");
  await page.getByRole("button", { name: text.send }).click();
  await expect(page.getByText("Amount can have at most 2 decimal places")).toBeVisible();
  await expect(page.getByLabel(text.fields.amount)).toBeFocused();
  await page.getByLabel(text.fields.amount).fill("250.50");
  await page.getByRole("button", { name: text.send }).click();
  await expect(toastWith(page, text.sent(payer))).toBeVisible();
  const card = page.locator("article", { hasText: description });
  await expect(card.getByText(text.statuses.open, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The payer opens the link in the e-mail, signed out, in a browser of their own.
  const mailed = async () =>
    (await mailsTo(dataDirOf(baseURL), payer)).map((mail) => mail.body).join("\n");
  await expect.poll(mailed).toContain("/pay/");
  const link = (await mailed()).match(/https?:\/\/\S+\/pay\/[0-9a-f-]{36}/)?.[0] ?? "";
  const payerPage = await (await browser.newContext()).newPage();
  // A page of its own (not the 404 the shell answers for unknown paths), kept out of search.
  const opened = await payerPage.goto(link);
  expect(opened?.status()).toBe(200);
  await expect(payerPage.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(payerPage.getByText(description)).toBeVisible();
  await expect(payerPage.getByText("£250.50", { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(payerPage);
  await payerPage.getByRole("button", { name: messages.payRequest.pay("£250.50") }).click();

  // Stripe's hosted page (the stand-in's), then back, where the page waits for the webhook.
  await expect(payerPage.getByText("Total £250.50")).toBeVisible();
  await payerPage.getByRole("button", { name: /^Pay £/ }).click();
  await expect(payerPage).toHaveURL(/\/pay\/[0-9a-f-]{36}\?paid=1$/);
  await expect(payerPage.getByText(/^Paid on /)).toBeVisible();
  await payerPage.context().close();

  // The owner's list shows it paid, by card.
  await page.reload();
  await expect(card.getByText(text.statuses.paid, { exact: true })).toBeVisible();
  await expect(card.getByText(/By card \(pi_/)).toBeVisible();
  await expect(card.getByRole("button", { name: new RegExp(text.cancel) })).toHaveCount(0);
});
