import { readFile } from "node:fs/promises";
import { messages } from "#shared/messages";
import type { Order } from "#shared/order";
import { TEST_SHIPPING } from "#tests/orders";
import { expect, signInAsNewShopper, signInAsOwner, test } from "./fixtures";
import { expectNoSeriousA11yViolations, listArtworks, PASSWORD, toastWith } from "./support";

// On the shop whose journeys sell paintings (playwright.config.ts), so the main gallery keeps
// no published review (its painting pages say "No reviews yet"). bypassCSP: axe injects a script.
test.use({ baseURL: process.env.E2E_COLLECTORS_URL, bypassCSP: true });

const text = messages.reviews;

test("a buyer reviews what was sent, the owner publishes and replies, and the shop shows it as counted", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const origin = { origin: baseURL ?? "" };
  await signInAsNewShopper(page, { baseURL, name: "Ada Lovelace" });
  const { items } = await listArtworks(page.request, { availability: "available" });
  const painting = items[items.length - 3];
  await page.request.put(`/api/cart/${painting.id}`, { headers: origin });
  const placed = await page.request.post("/api/orders", {
    data: { shipping: TEST_SHIPPING },
    headers: origin,
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order: Order = (await placed.json()).order;

  // The owner is paid and sends it.
  const owner = await (await browser.newContext({ bypassCSP: true })).newPage();
  await signInAsOwner(owner, "owner@atelier.test", baseURL);
  for (const step of ["paid", "shipped"]) {
    const moved = await owner.request.post(`/api/admin/orders/${order.id}/${step}`, {
      data: {},
      headers: origin,
    });
    expect(moved.status()).toBe(200);
  }

  // The buyer writes a review from the Orders tab (the invitation's link opens the form).
  await page.goto(`/profile?tab=orders&review=${order.id}`);
  const dialog = page.getByRole("dialog", { name: text.writeFor(order.number) });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel(text.rating).selectOption({ label: text.ratingOption(5) });
  await dialog.getByLabel(text.text).fill("Even better on the wall than on the screen.");
  await dialog.getByRole("button", { name: text.send }).click();
  await expect(toastWith(page, text.sent)).toBeVisible();
  await expect(page.getByText(text.reviewed)).toBeVisible();

  // Nothing shows until the owner publishes it.
  await page.goto("/reviews");
  await expect(page.getByText(text.empty)).toBeVisible();

  await owner.goto("/admin?tab=reviews");
  const review = owner.getByRole("article", {
    name: `${text.order(order.number)} · ${text.by("Ada L.")}`,
  });
  await expect(review).toBeVisible();
  await expectNoSeriousA11yViolations(owner);
  await review.getByRole("button", { name: text.publish }).click();
  await expect(toastWith(owner, text.published)).toBeVisible();
  await review.getByLabel(text.replyLabel).fill("Thank you, Ada — it was painted at dawn.");
  await review.getByRole("button", { name: text.saveReply }).click();
  await expect(toastWith(owner, text.replied)).toBeVisible();

  // The painting pages and /reviews show it, counted.
  await page.goto("/reviews");
  await expect(page.getByText("Even better on the wall than on the screen.")).toBeVisible();
  await expect(page.getByText("Thank you, Ada — it was painted at dawn.")).toBeVisible();
  await expect(page.getByText(/\d\.\d out of 5, from \d+ reviews?/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const { items: after } = await listArtworks(page.request, { availability: "available" });
  await page.goto(`/?artwork=${after[0].id}`);
  await expect(
    page.getByRole("link", { name: /^\d\.\d\/5 · \d+ reviews? from collectors$/ }),
  ).toBeVisible();
  // The buyer takes a copy of their data: the order and the review are in it.
  const data = messages.yourData;
  await page.goto("/profile?tab=data");
  await expectNoSeriousA11yViolations(page);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: data.download }).click(),
  ]);
  const copy = JSON.stringify(JSON.parse(await readFile((await download.path()) ?? "", "utf8")));
  expect(copy).toContain(order.number);
  expect(copy).toContain("Even better on the wall than on the screen.");

  // Then deletes the account: a wrong password keeps it, the right one deletes it.
  await page.getByRole("button", { name: data.delete }).click();
  const deleting = page.getByRole("alertdialog", { name: data.dialogTitle });
  await expect(deleting).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await deleting.getByLabel(data.password).fill("not my password");
  await deleting.getByRole("button", { name: data.confirm }).click();
  await expect(deleting.getByLabel(data.password)).toHaveAttribute("aria-invalid", "true");
  await deleting.getByLabel(data.password).fill(PASSWORD);
  await deleting.getByRole("button", { name: data.confirm }).click();
  await expect(toastWith(page, data.deleted)).toBeVisible();
  await expect(page.getByText(messages.header.signIn, { exact: true }).first()).toBeVisible();
  // The published review stays, as the shop's.
  await page.goto("/reviews");
  await expect(page.getByText("Even better on the wall than on the screen.")).toBeVisible();
});
