import type { Page } from "@playwright/test";
import type { Artwork } from "#shared/artwork";
import { messages } from "#shared/messages";
import type { Order } from "#shared/order";
import { OPEN_EDITION } from "#tests/editions";
import { expect, signInAsNewShopper, test } from "./fixtures";
import { addPainting, expectNoSeriousA11yViolations, fillAddress, shopOrigin } from "./support";

// bypassCSP: the axe scan injects a script.
test.use({ bypassCSP: true });

const text = messages.editions;

async function readWork(page: Page, id: string): Promise<Artwork> {
  const response = await page.request.get(`/api/artworks/${id}`);
  expect(response.status()).toBe(200);
  return response.json();
}

test("the owner adds a 50-print edition; a collector buys two of it and a sibling print, numbered 1 and 2 of 50 with certificates", async ({
  page,
  owner: _,
  browser,
  baseURL,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  const title = `Prints of the Pier ${Date.now()}`;
  const work = await addPainting(page, title);
  const origin = await shopOrigin(page);

  // The owner's Prints section: a limited edition of 50, signed and numbered.
  await page.goto("/admin?tab=artworks");
  await page.getByRole("button", { name: messages.admin.editOne(title) }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: text.add }).click();
  const form = dialog.getByRole("form", { name: text.add });
  await form.getByLabel(text.format).fill("Giclée print on cotton rag");
  await form.getByLabel(text.width).fill("30");
  await form.getByLabel(text.height).fill("40");
  await form.getByLabel(text.price).fill("45");
  // A size below 1 is refused beside its field, and nothing is lost.
  await form.getByLabel(text.size).fill("0");
  await form.getByRole("button", { name: text.save }).click();
  await expect(form.getByText("Edition size must be at least 1")).toBeVisible();
  await expect(form.getByLabel(text.format)).toHaveValue("Giclée print on cotton rag");
  await form.getByLabel(text.size).fill("50");
  await form.getByLabel(text.signed).check();
  await form.getByLabel(text.numbered).check();
  await form.getByRole("button", { name: text.save }).click();
  await expect(dialog.getByText(text.left(50, 50))).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const [limited] = (await readWork(page, work.id)).editions;
  expect(limited).toMatchObject({ size: 50, available: 50, signed: true, numbered: true });

  // Its sibling: an open edition of posters, added through the API.
  const poster = await page.request.post(`/api/artworks/${work.id}/editions`, {
    data: OPEN_EDITION,
    headers: { origin },
  });
  expect(poster.status()).toBe(201);

  // A collector, elsewhere: two of the limited edition and one poster, from the painting's page.
  const context = await browser.newContext({ bypassCSP: true, baseURL });
  const collector = await context.newPage();
  await signInAsNewShopper(collector, { baseURL });
  await collector.goto(`/?artwork=${work.slug}`);
  const prints = collector.getByRole("region", { name: text.heading });
  await expect(prints.getByText(text.left(50, 50))).toBeVisible();
  await prints
    .getByRole("combobox", { name: text.quantityOf("Giclée print on cotton rag, 30 × 40 cm") })
    .selectOption("2");
  await prints.getByRole("button", { name: messages.detail.addToCart }).first().click();
  await expect(prints.getByRole("link", { name: messages.detail.inCart })).toBeFocused();
  await prints.getByRole("button", { name: messages.detail.addToCart }).click();
  await expect(prints.getByRole("link", { name: messages.detail.inCart })).toHaveCount(2);
  await expectNoSeriousA11yViolations(collector);

  await collector.goto("/cart");
  await expect(collector.getByText(text.lineQuantity(2, "£45"))).toBeVisible();
  await expectNoSeriousA11yViolations(collector);
  await collector.getByRole("link", { name: messages.cart.checkout }).click();
  await fillAddress(collector);
  const placing = collector.waitForResponse(
    (response) => response.url().endsWith("/api/orders") && response.request().method() === "POST",
  );
  await collector.getByRole("button", { name: messages.checkout.placeOrder }).click();
  const placed = (await (await placing).json()).order as Order;
  expect(placed.items.map((item) => [item.kind, item.quantity])).toEqual([
    ["print", 2],
    ["print", 1],
  ]);
  expect(placed.subtotal).toBe(2 * 45 + 25);
  await expect(collector.getByRole("heading", { level: 1 })).toHaveText(
    `Thank you! Order ${placed.number} is placed.`,
  );
  expect((await readWork(page, work.id)).editions[0].available).toBe(48);

  // The owner is paid; the order shows each print's number, with its own certificate.
  const paid = await page.request.post(`/api/admin/orders/${placed.id}/paid`, {
    headers: { origin },
  });
  expect(paid.status()).toBe(200);
  await collector.goto("/profile?tab=orders");
  for (const number of [1, 2]) {
    await expect(collector.getByText(text.printNumber(number, 50), { exact: true })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(collector);
  const certificates = collector.getByRole("link", {
    name: `${messages.certificate.download} ${messages.certificate.downloadFor(`${text.printNumber(1, 50)}, ${title}`)}`,
    exact: true,
  });
  await expect(certificates).toHaveCount(1);
  const pdf = await collector.request.get((await certificates.getAttribute("href")) ?? "");
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const order = (await (await collector.request.get(`/api/orders/${placed.id}`)).json())
    .order as Order;
  const code = order.items[0].prints[1].certificate.code;
  await collector.goto(`/verify/${code}`);
  await expect(collector.getByText(text.printNumber(2, 50))).toBeVisible();
  await context.close();
});
