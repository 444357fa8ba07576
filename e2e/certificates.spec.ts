import { readFile } from "node:fs/promises";
import { PDFDocument } from "pdf-lib";
import { messages } from "#shared/messages";
import type { Order } from "#shared/order";
import { TEST_SHIPPING } from "#tests/orders";
import { expect, signInAsNewShopper, signInAsOwner, test } from "./fixtures";
import { expectNoSeriousA11yViolations, listArtworks } from "./support";

// On the shop whose journeys sell paintings (playwright.config.ts): other journeys take the
// main gallery's first painting. bypassCSP: the axe scans inject a script.
test.use({ baseURL: process.env.E2E_COLLECTORS_URL, bypassCSP: true });

test("a buyer downloads a painting's certificate from their orders, and a stranger checks it", async ({
  page,
  browser,
  baseURL,
}) => {
  const origin = { origin: baseURL ?? "" };
  await signInAsNewShopper(page, { baseURL });
  const { items } = await listArtworks(page.request, { availability: "available" });
  const painting = items[items.length - 2];
  await page.request.put(`/api/cart/${painting.id}`, { headers: origin });
  const placed = await page.request.post("/api/orders", {
    data: { shipping: TEST_SHIPPING },
    headers: origin,
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order: Order = (await placed.json()).order;

  // The owner marks it paid, in a window of their own: the certificate is issued then.
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signInAsOwner(owner, "owner@atelier.test", baseURL);
  const paid = await owner.request.post(`/api/admin/orders/${order.id}/paid`, { headers: origin });
  expect(paid.status()).toBe(200);
  await ownerContext.close();

  await page.goto("/profile?tab=orders");
  const link = page.getByRole("link", {
    name: `${messages.certificate.download} ${messages.certificate.downloadFor(painting.title)}`,
  });
  await expect(link).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  const pdf = await readFile((await download.path()) ?? "");
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect((await PDFDocument.load(pdf)).getTitle()).toContain(painting.title);
  const code = download.suggestedFilename().match(/certificate-(.+)\.pdf$/)?.[1] ?? "";

  // Anyone with the code (the QR code on the page) sees it is genuine, not who bought it.
  const strangerContext = await browser.newContext({ bypassCSP: true });
  const stranger = await strangerContext.newPage();
  const answer = await stranger.goto(`/verify/${code}`);
  expect(answer?.status()).toBe(200);
  await expect(stranger.getByRole("heading", { level: 1 })).toHaveText(messages.verify.title);
  await expect(stranger.getByRole("status")).toContainText(messages.verify.genuine);
  await expect(stranger.getByRole("heading", { level: 2 })).toHaveText(painting.title);
  await expect(stranger.locator("body")).not.toContainText(TEST_SHIPPING.name);
  await expectNoSeriousA11yViolations(stranger);
  expect((await stranger.goto("/verify/AAAA-BBBB-CCCC-DDDD"))?.status()).toBe(404);
  await strangerContext.close();
});
