import { messages } from "#shared/messages";
import { formatPrice } from "#shared/money";
import { expect, test } from "./fixtures";
import { cards, listArtworks, openGallery, toastWith } from "./support";

test("a visitor browses the gallery: hero, counts, cards and more as they scroll", async ({
  page,
  request,
}) => {
  const catalogue = await listArtworks(request, { limit: "100" });
  await page.goto("/");
  await expect(
    page.getByRole("heading", { level: 1, name: messages.home.heroTitle }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: /Atelier Test Gallery/ })).toBeVisible();

  // The hero shows the 4 newest artworks, the first one round.
  const hero = page.locator("section[aria-labelledby=hero-title] img");
  await expect(hero).toHaveCount(4);
  for (let i = 0; i < 4; i++) {
    await expect(hero.nth(i)).toHaveAttribute("alt", catalogue.items[i].title);
  }
  const firstRadius = await hero
    .first()
    .evaluate((img) => getComputedStyle(img.parentElement as HTMLElement).borderRadius);
  expect(Number.parseFloat(firstRadius)).toBeGreaterThan(100);
  await expect(hero.first()).toHaveAttribute("fetchpriority", "high");

  await expect(page.getByTestId("result-count")).toHaveText(
    messages.home.showing(catalogue.total, catalogue.total),
  );

  // Cards: image, title, 'by artist', medium, size and the price with separators.
  const first = catalogue.items[0];
  const card = cards(page).first();
  await expect(card.getByRole("heading", { name: first.title })).toBeVisible();
  await expect(card).toContainText(messages.card.by(first.artist));
  await expect(card).toContainText(first.medium);
  await expect(card).toContainText(first.size);
  await expect(card).toContainText(formatPrice(first.price));
  const img = card.getByRole("img");
  await expect(img).toHaveAttribute("srcset", /320w.*1280w/);
  await expect(img).toHaveAttribute("loading", "lazy");
  await expect(img).toHaveAttribute("width", /\d+/);

  // The first page is a page, not the whole catalogue; scrolling brings the rest.
  const firstPage = await cards(page).count();
  expect(firstPage).toBeLessThan(catalogue.total);
  await page.getByRole("button", { name: messages.home.loadMore }).scrollIntoViewIfNeeded();
  await expect(cards(page)).toHaveCount(catalogue.total);
  await expect(page.getByRole("button", { name: messages.home.loadMore })).toHaveCount(0);
});

test("the header stays in view and its links lead to the right pages", async ({ page }) => {
  await openGallery(page);
  await page.mouse.wheel(0, 3000);
  await expect(page.getByRole("banner")).toBeInViewport();
  await expect(page.getByPlaceholder(messages.header.searchPlaceholder)).toBeVisible();

  await page.getByRole("link", { name: messages.header.signIn }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByRole("link", { name: messages.header.favorites }).click();
  await expect(page.getByRole("heading", { name: messages.gates.favorites })).toBeVisible();
  await page.getByRole("link", { name: messages.header.cart }).click();
  await expect(page.getByRole("heading", { name: messages.gates.cart })).toBeVisible();
  await page.getByRole("link", { name: /Atelier Test Gallery/ }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a card's heart and Add to Cart ask an anonymous visitor to sign in, one toast at a time", async ({
  page,
}) => {
  await openGallery(page);
  const card = cards(page).first();
  await card.hover();
  await card.getByRole("button", { name: /Add .* to favourites/ }).click();
  await expect(toastWith(page, messages.toast.signInForFavorites)).toBeVisible();

  await card.getByRole("button", { name: /^View / }).click();
  await page.getByRole("button", { name: messages.detail.addToCart }).click();
  await expect(toastWith(page, messages.toast.signInForCart)).toBeVisible();
  // Only one toast is visible at a time, and it goes after 5 seconds.
  await expect(toastWith(page, messages.toast.signInForFavorites)).toBeHidden();
  await expect(toastWith(page, messages.toast.signInForCart)).toBeHidden({ timeout: 7_000 });
});

test("the catalogue failing to load is said calmly, and Retry recovers", async ({ page }) => {
  // The gallery arrives rendered with its data, so the failure shows where the
  // browser loads it itself: coming to the gallery from another page.
  await page.goto("/cart");
  const catalogue = (url: URL) => url.pathname === "/api/artworks";
  await page.route(catalogue, (route) => route.abort("failed"));
  await page.getByRole("link", { name: messages.header.home("Atelier Test Gallery") }).click();
  await expect(page.getByText(messages.home.loadFailed)).toBeVisible();
  await page.unroute(catalogue);
  await page.getByRole("button", { name: messages.home.retry }).click();
  await expect(page.getByTestId("result-count")).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
});

test("coming to the gallery from another page asks for the catalogue once", async ({ page }) => {
  await page.goto("/cart");
  const asked: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/artworks")) asked.push(url.search);
  });
  await page.getByRole("link", { name: messages.header.home("Atelier Test Gallery") }).click();
  await expect(cards(page).first()).toBeVisible();
  // Unfiltered, the hero's newest four are the first page's first four: no second request.
  await expect(page.locator("section[aria-labelledby=hero-title] img")).toHaveCount(4);
  expect(asked).toEqual([""]);
});

test("unknown pages show the 404 page with a way home", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: messages.notFound.title })).toBeVisible();
  await page.getByRole("link", { name: messages.notFound.returnHome }).click();
  await expect(page.getByRole("heading", { name: messages.home.heroTitle })).toBeVisible();
});

test("the 404 page searches the gallery and offers the newest paintings", async ({ page }) => {
  await page.goto("/no-such-page");
  const newest = page.getByRole("heading", { name: messages.notFound.newest });
  await expect(newest).toBeVisible();
  await expect(page.getByRole("listitem").filter({ has: page.getByRole("link") })).not.toHaveCount(
    0,
  );
  const search = page.getByRole("searchbox", { name: messages.notFound.searchLabel });
  await search.fill("harbour");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/\?q=harbour$/);
  await expect(page.getByRole("searchbox", { name: messages.header.searchLabel })).toHaveValue(
    "harbour",
  );
});
