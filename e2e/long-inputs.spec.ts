import type { Page } from "@playwright/test";
import { messages } from "#shared/messages";
import { expect, signInAsNewShopper, signInAsOwner, test } from "./fixtures";
import { addPainting, newEmail, shopOrigin } from "./support";

// On the shop whose journeys add paintings (playwright.config.ts): this one adds a painting
// with the longest title there may be, which the other shop's counts should not see.
test.use({ baseURL: process.env.E2E_COLLECTORS_URL });

const WELSH = "Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch";
/** Two hundred characters, the most a title may have, half of them one unbroken word. */
const LONG_TITLE = `${WELSH}${WELSH.slice(0, 42)} ${"Evening over the Menai Strait ".repeat(4)}`
  .slice(0, 200)
  .trim();
/** A hundred characters, the most a name may have, with no space to break at. */
const LONG_NAME = `${WELSH}${WELSH}`.slice(0, 100);
const LONG_SEARCH = "a".repeat(200);

/** Every page at 320 px keeps to the screen's width: nothing spills sideways. */
async function expectNoOverflow(page: Page, path: string) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
    wide: [...document.querySelectorAll("body *")]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 3)
      .map((element) => element.outerHTML.slice(0, 120)),
  }));
  expect(widths.scroll, `${path} spills sideways: ${widths.wide.join(" | ")}`).toBeLessThanOrEqual(
    widths.inner,
  );
}

test("at 320 px no page spills sideways, with the longest title, name, e-mail and search there may be", async ({
  page,
  browser,
}) => {
  test.slow(); // a dozen pages
  // The owner adds the painting with the longest title.
  const ownerContext = await browser.newContext({ baseURL: process.env.E2E_COLLECTORS_URL });
  const owner = await ownerContext.newPage();
  await signInAsOwner(owner, "owner@atelier.test", process.env.E2E_COLLECTORS_URL);
  const { id } = await addPainting(owner, LONG_TITLE);
  await ownerContext.close();

  // A shopper with the longest name and a long address favourites it and puts it in the cart.
  await page.setViewportSize({ width: 320, height: 700 });
  const email = newEmail(`${"collector.of.paintings.".repeat(2)}x`);
  await signInAsNewShopper(page, {
    email,
    name: LONG_NAME,
    baseURL: process.env.E2E_COLLECTORS_URL,
  });
  const origin = await shopOrigin(page);
  for (const path of [`/api/favorites/${id}`, `/api/cart/${id}`]) {
    const response = await page.request.put(path, { headers: { origin } });
    expect(response.ok(), `PUT ${path}: ${response.status()}`).toBe(true);
  }

  const pages: Array<[string, () => Promise<void>]> = [
    ["/", () => expect(page.getByTestId("result-count")).toBeVisible()],
    [
      `/?q=${LONG_SEARCH}`,
      () => expect(page.getByText(messages.home.noneForTerm(LONG_SEARCH))).toBeVisible(),
    ],
    [
      `/?artwork=${id}`,
      () => expect(page.getByRole("heading", { level: 1 })).toHaveText(LONG_TITLE),
    ],
    ["/favorites", () => expect(page.getByText(LONG_TITLE).first()).toBeVisible()],
    ["/cart", () => expect(page.getByText(LONG_TITLE).first()).toBeVisible()],
    ["/checkout", () => expect(page.getByLabel(messages.checkout.fullName)).toBeVisible()],
    ["/profile", () => expect(page.getByRole("heading", { level: 1 })).toBeVisible()],
    ["/follow", () => expect(page.getByRole("heading", { level: 1 })).toBeVisible()],
    ["/reviews", () => expect(page.getByRole("heading", { level: 1 })).toBeVisible()],
    ["/about", () => expect(page.getByRole("heading", { level: 1 })).toBeVisible()],
    ["/delivery", () => expect(page.getByRole("heading", { level: 1 })).toBeVisible()],
    ["/returns", () => expect(page.getByRole("heading", { level: 1 })).toBeVisible()],
    ["/terms", () => expect(page.getByRole("heading", { level: 1 })).toBeVisible()],
    ["/privacy", () => expect(page.getByRole("heading", { level: 1 })).toBeVisible()],
    [`/no-such-page-${WELSH}`, () => expect(page.getByRole("heading", { level: 1 })).toBeVisible()],
  ];
  for (const [path, loaded] of pages) {
    await test.step(path, async () => {
      await page.goto(path);
      await loaded();
      await expectNoOverflow(page, path);
    });
  }

  await test.step("the checkout, filled with the longest town", async () => {
    await page.goto("/checkout");
    await page.getByLabel(messages.checkout.fullName).fill(LONG_NAME);
    await page.getByLabel(messages.checkout.city).fill(WELSH);
    await expectNoOverflow(page, "/checkout, filled");
  });

  await test.step("the account menu, open", async () => {
    await page.goto("/");
    await page.getByRole("button", { name: /Account menu/ }).click();
    await expect(page.getByRole("menuitem", { name: messages.account.signOut })).toBeVisible();
    await expectNoOverflow(page, "the account menu");
  });
});
