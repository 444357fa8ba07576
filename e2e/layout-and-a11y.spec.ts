import type { Locator, Page } from "@playwright/test";
import { messages } from "#shared/messages";
import { expect, test } from "./fixtures";
import {
  cards,
  expectNoSeriousA11yViolations,
  headerLink,
  headerLinkName,
  listArtworks,
  openGallery,
  shopOrigin,
} from "./support";

// axe-core is injected as a script, which the site's Content-Security-Policy rightly refuses.
test.use({ bypassCSP: true });

const widths = [
  { width: 390, columns: 1 },
  { width: 768, columns: 2 },
  { width: 1100, columns: 3 },
  { width: 1440, columns: 4 },
];

for (const { width, columns } of widths) {
  test(`the grid has ${columns} column(s) at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openGallery(page);
    const tracks = await page
      .getByTestId("artwork-grid")
      .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(" ").length);
    expect(tracks).toBe(columns);
    const top = async (i: number) => (await cards(page).nth(i).boundingBox())?.y;
    expect(await top(columns - 1)).toBe(await top(0));
  });
}

test("the heart and view buttons appear on keyboard focus", async ({ page }) => {
  await openGallery(page);
  const card = cards(page).first();
  const heart = card.getByRole("button", { name: /to favourites/ });
  const shown = () =>
    heart.evaluate((button) => getComputedStyle(button.parentElement as HTMLElement).opacity);
  await page.mouse.move(0, 0);
  await expect.poll(shown).toBe("0");
  await heart.focus();
  await expect.poll(shown).toBe("1");
});

// Signed out: the gallery, the sign-in page, each sign-in gate and the 404 page.
const signedOutPages = ["/", "/auth", "/favorites", "/cart", "/profile", "/admin", "/no-such-page"];

for (const path of signedOutPages) {
  test(`axe finds no serious or critical violation on ${path}, signed out`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}

/**
 * Gives the signed-in page's account one favourite and one cart item (through the API, as
 * the page would), so the header shows both its badges, and returns the catalogue's first page.
 */
async function withFavoriteAndCartItem(page: Page) {
  const catalogue = await listArtworks(page.request);
  const origin = await shopOrigin(page);
  // From the middle of the list: other journeys buy the newest and the oldest.
  for (const path of [
    `/api/favorites/${catalogue.items[10].id}`,
    `/api/cart/${catalogue.items[11].id}`,
  ]) {
    const response = await page.request.put(path, { headers: { origin } });
    expect(response.ok(), `PUT ${path}: ${response.status()}`).toBe(true);
  }
  return catalogue;
}

/** Opens `path` and waits for what it shows once loaded, header badges included. */
async function openWithBadges(page: Page, path: string, loaded: Locator) {
  await page.goto(path);
  await expect(loaded).toBeVisible();
  for (const label of [messages.header.favorites, messages.header.cart]) {
    await expect(headerLink(page, label)).toHaveAccessibleName(headerLinkName(label, 1));
  }
}

test("axe finds no serious or critical violation on any page of a shopper with a favourite and a cart item", async ({
  page,
  shopper: _,
}) => {
  test.slow(); // ten pages, each scanned
  const { items } = await withFavoriteAndCartItem(page);
  const pages: Array<[string, Locator]> = [
    ["/", page.getByTestId("result-count")],
    [`/?artwork=${items[0].id}`, page.getByRole("button", { name: messages.detail.back })],
    ["/?size=large&price=over-1000", page.getByTestId("result-count")],
    ["/?q=zzqx", page.getByText(messages.home.noneForTerm("zzqx"))],
    ["/favorites", page.getByTestId("favorites-count")],
    ["/cart", page.getByRole("link", { name: messages.cart.checkout })],
    ["/checkout", page.getByLabel(messages.checkout.fullName)],
    ["/profile", page.getByRole("tab", { name: messages.account.favoritesTab(1) })],
    ["/no-such-page", page.getByRole("heading", { name: messages.notFound.title })],
  ];
  for (const [path, loaded] of pages) {
    await test.step(path, async () => {
      await openWithBadges(page, path, loaded);
      await expectNoSeriousA11yViolations(page);
    });
  }
  await test.step("the user menu, open", async () => {
    await page.goto("/");
    await page.getByRole("button", { name: /Account menu/ }).click();
    await expect(page.getByRole("menuitem", { name: messages.account.signOut })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test("axe finds no serious or critical violation on /admin, for an owner with a favourite and a cart item", async ({
  page,
  owner: _,
}) => {
  await withFavoriteAndCartItem(page);
  await openWithBadges(page, "/admin?tab=artworks", page.getByRole("rowheader").first());
  await expect(page.getByRole("heading", { name: messages.admin.title })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: /Account menu/ }).click();
  await expect(page.getByRole("menuitem", { name: messages.account.adminPanel })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("axe finds no serious or critical violation on the artwork detail, filtered list and empty state, signed out", async ({
  page,
  request,
}) => {
  const { items } = await listArtworks(request);
  await page.goto(`/?artwork=${items[0].id}`);
  await expect(page.getByRole("button", { name: messages.detail.back })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await openGallery(page, "?size=large&price=over-1000");
  await expectNoSeriousA11yViolations(page);

  await page.goto("/?q=zzqx");
  await expect(page.getByText(messages.home.noneForTerm("zzqx"))).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("axe finds no serious or critical violation on a phone, with the filters folded and open", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openGallery(page, "?medium=oil");
  await expectNoSeriousA11yViolations(page);
  await page.locator("form summary").click();
  await expect(page.getByLabel(messages.filters.price)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // The header's search, opened over its row.
  await page.getByRole("button", { name: messages.header.searchLabel }).click();
  await expect(page.getByRole("searchbox", { name: messages.header.searchLabel })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
});
