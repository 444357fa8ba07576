import { messages } from "#shared/messages";
import { mailsTo } from "#tests/outbox";
import { expect, test } from "./fixtures";
import {
  dataDirOf,
  expectNoSeriousA11yViolations,
  fillAddress,
  listArtworks,
  toastWith,
} from "./support";

// On the shop that takes cards (playwright.config.ts), through the local Stripe stand-in.
// bypassCSP: the axe scans inject a script.
test.use({ baseURL: process.env.E2E_CARD_URL, bypassCSP: true });

const text = messages.plans;
const SHOTS = process.env.PLAN_SHOTS_DIR;

test("a shopper pays for a painting in three monthly parts, the last from its e-mailed link, and the order is paid with its certificate", async ({
  page,
  baseURL,
  shopper,
}) => {
  test.slow();
  const { items } = await listArtworks(page.request, { availability: "available" });
  const painting = items.at(-1);
  if (!painting) throw new Error("no painting to buy");
  await page.goto(`/?artwork=${painting.id}`);
  await page.getByRole("button", { name: messages.detail.addToCart }).click();
  await expect(toastWith(page, " added to cart!")).toBeVisible();

  await page.goto("/checkout");
  await fillAddress(page);
  const choice = page.getByRole("group", { name: text.legend });
  await expect(choice.getByRole("radio", { name: new RegExp(text.payInFull) })).toBeChecked();
  const threeParts = choice.getByRole("radio", { name: new RegExp(text.payInParts(3)) });
  await threeParts.check();
  await expect(choice.getByText(/today, then .+ on .+ and .+/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  if (SHOTS) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await choice.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/checkout-plan-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  await page.getByRole("button", { name: messages.cardCheckout.payByCard }).click();

  // Stripe's page charges the first part only.
  await expect(page.getByRole("heading", { name: "Stand-in Checkout" })).toBeVisible();
  await expect(page.getByText(`Total £${painting.price.toFixed(2)}`)).toHaveCount(0);
  await page.getByRole("button", { name: /^Pay £/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    /^Thank you! The first part of order A-\d+ is paid\.$/,
  );
  // Reserved for this buyer while the plan runs.
  await page.goto(`/?artwork=${painting.id}`);
  await expect(page.getByText(messages.availability.reserved, { exact: true })).toBeVisible();

  const mailed = async () =>
    (await mailsTo(dataDirOf(baseURL), shopper)).map((mail) => mail.body).join("\n");
  const payLinks = async () =>
    [...(await mailed()).matchAll(/https?:\/\/[^\s"<>]+\/pay\/[0-9a-f-]{36}/g)].map((m) => m[0]);

  for (const part of [2, 3]) {
    await page.goto("/profile?tab=orders");
    const plan = page.getByRole("region", { name: text.title });
    await expect(plan.getByText(text.progress(part - 1, 3))).toBeVisible();
    if (SHOTS && part === 2) {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await plan.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/order-plan-${width}.png` });
      }
      await page.setViewportSize({ width: 1280, height: 900 });
      await expectNoSeriousA11yViolations(page);
    }
    const before = (await payLinks()).length;
    await plan.getByRole("button", { name: text.payNext }).click();
    await expect(page).toHaveURL(/\/pay\/[0-9a-f-]{36}$/);
    // The part's link, e-mailed: the buyer pays from it.
    await expect.poll(async () => (await payLinks()).length).toBeGreaterThan(before);
    const link = (await payLinks()).at(-1) ?? "";
    expect(link).toContain(new URL(page.url()).pathname);
    await page.goto(link);
    await page.getByRole("button", { name: /^Pay £/ }).click();
    await expect(page.getByText(/^Total £/)).toBeVisible();
    await page.getByRole("button", { name: /^Pay £/ }).click();
    await expect(page).toHaveURL(/\/pay\/[0-9a-f-]{36}\?paid=1$/);
    await expect(page.getByText(/^Paid on /)).toBeVisible();
  }

  // The last part paid: the order is paid, its certificate issued, the painting sold.
  await page.goto("/profile?tab=orders");
  const plan = page.getByRole("region", { name: text.title });
  await expect(plan.getByText(text.allPaid)).toBeVisible();
  await expect(
    page.getByText(messages.orders.statuses.paid, { exact: true }).first(),
  ).toBeVisible();
  await expect(
    page.getByRole("link", {
      name: new RegExp(messages.certificate.download.replace(/[()]/g, "\\$&")),
    }),
  ).toBeVisible();
  await page.goto(`/?artwork=${painting.id}`);
  await expect(page.getByText(messages.availability.sold, { exact: true })).toBeVisible();
});
