import { messages } from "#shared/messages";
import { formatPrice } from "#shared/money";
import type { Order } from "#shared/order";
import { TEST_SHIPPING } from "#tests/orders";
import { expect, signInAsNewShopper, signInAsOwner, test } from "./fixtures";
import { addPainting, expectNoSeriousA11yViolations } from "./support";

// On the shop whose journeys add and sell paintings (playwright.config.ts): this one adds a
// painting and sells it. bypassCSP: the axe scan injects a script.
test.use({ baseURL: process.env.E2E_COLLECTORS_URL, bypassCSP: true });

const TABS = [
  "overview",
  "artworks",
  "orders",
  "offers",
  "payment-requests",
  "enquiries",
  "reviews",
  "collectors",
  "shop",
];

test("every admin tab fits a 320 and a 390 px phone, a long title and a long e-mail in it", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const origin = { origin: baseURL ?? "" };
  const stamp = Date.now();
  // A title with a word longer than a phone is wide, and an address with no place to break.
  const title = `Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch at first light ${stamp}`;
  const email = `collectorwithaverylongaddressthatgoesonandon${stamp}@galleriesandstudiosofthenorthernhemisphere.example`;
  const name = "Maximiliana Featherstonehaugh-Llewellyn-Cholmondeley";

  await signInAsOwner(page, "owner@atelier.test", baseURL);
  const painting = await addPainting(page, title);

  // The collector buys it and asks about it: the long address shows in Orders, Enquiries and
  // (once paid) Collectors.
  const buyer = await (await browser.newContext()).newPage();
  await signInAsNewShopper(buyer, { baseURL, email, name });
  await buyer.request.put(`/api/cart/${painting.id}`, { headers: origin });
  const placed = await buyer.request.post("/api/orders", {
    data: { shipping: { ...TEST_SHIPPING, name } },
    headers: origin,
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order: Order = (await placed.json()).order;
  const asked = await buyer.request.post("/api/enquiries", {
    data: { artworkId: painting.id, kind: "question", name, email, message: "Is it framed?" },
    headers: origin,
  });
  expect(asked.status(), await asked.text()).toBe(201);
  await buyer.context().close();
  const paid = await page.request.post(`/api/admin/orders/${order.id}/paid`, { headers: origin });
  expect(paid.status()).toBe(200);

  // What each tab must show before it is measured.
  const shows: Record<string, string | undefined> = {
    artworks: title,
    orders: email,
    enquiries: email,
    collectors: email,
  };
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 800 });
    for (const tab of TABS) {
      await page.goto(tab === "overview" ? "/admin" : `/admin?tab=${tab}`);
      const panel = page.getByRole("tabpanel");
      await expect(panel).not.toContainText(/Loading/);
      const text = shows[tab];
      if (text) await expect(panel.getByText(text).first()).toBeVisible();
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        screen: window.innerWidth,
      }));
      expect(widths.page, `${tab} at ${width} px`).toBeLessThanOrEqual(widths.screen);
    }
  }

  // Each artwork's fields and actions are on the screen, not beyond a scrolled edge.
  await page.goto("/admin?tab=artworks");
  const row = page.getByRole("row").filter({ hasText: title });
  await row.scrollIntoViewIfNeeded();
  for (const control of [
    row.getByText(formatPrice(painting.price), { exact: true }),
    row.getByRole("button", { name: messages.admin.editOne(title) }),
    row.getByRole("button", { name: messages.admin.deleteOne(title) }),
  ]) {
    await expect(control).toBeVisible();
    const box = await control.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  }
  await expectNoSeriousA11yViolations(page);
});

test("on a phone the admin's tabs are one row that scrolls, the open one in view; a click leaves no focus ring, the keyboard does", async ({
  page,
  baseURL,
}) => {
  await signInAsOwner(page, undefined, baseURL);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/admin?tab=shop");
  const tabs = page.getByRole("tablist");
  const shop = page.getByRole("tab", { name: messages.adminShop.tab });
  await expect(shop).toHaveAttribute("aria-selected", "true");
  // One row: every tab at the same height, the row no taller than one of them.
  const row = await tabs.boundingBox();
  const first = await page.getByRole("tab").first().boundingBox();
  expect(row && first && row.height <= first.height + 8).toBe(true);
  // The last tab, opened from the address, scrolled into view within the row.
  await expect(shop).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole("tab").first()).not.toBeInViewport({ ratio: 1 });

  // Clicked, a tab opens with no focus ring; reached by the keyboard, it has one.
  const ringed = (tab: typeof shop) => tab.evaluate((node) => node.matches(":focus-visible"));
  const orders = page.getByRole("tab", { name: messages.adminOrders.ordersTab });
  await orders.click();
  await expect(orders).toHaveAttribute("aria-selected", "true");
  await expect(orders).toBeFocused();
  expect(await ringed(orders)).toBe(false);
  await page.keyboard.press("ArrowLeft");
  const previous = page.getByRole("tab", { name: messages.adminSeries.tab });
  await expect(previous).toBeFocused();
  await expect(previous).toHaveAttribute("aria-selected", "true");
  expect(await ringed(previous)).toBe(true);
  await expect(previous).toBeInViewport({ ratio: 1 });
});
