import type { Browser } from "@playwright/test";
import type { Artwork } from "#shared/artwork";
import { messages } from "#shared/messages";
import { formatPrice } from "#shared/money";
import { expect, signInAsOwner, test } from "./fixtures";
import {
  cards,
  expectNoSeriousA11yViolations,
  headerLink,
  headerLinkName,
  listArtworks,
  openGallery,
  toastWith,
} from "./support";

test("a shopper favorites from a card and from the detail, sees the badge, and removes on /favorites", async ({
  page,
  request,
  shopper: _,
}) => {
  const { items } = await listArtworks(request);
  await openGallery(page);

  const first = cards(page).filter({ hasText: items[0].title });
  await first.hover();
  await first.getByRole("button", { name: messages.card.favorite(items[0].title) }).click();
  await expect(toastWith(page, messages.toast.addedToFavorites)).toBeVisible();
  await expect(
    first.getByRole("button", { name: messages.card.unfavorite(items[0].title) }),
  ).toHaveAttribute("aria-pressed", "true");
  await expect(headerLink(page, messages.header.favorites)).toHaveAccessibleName(
    headerLinkName(messages.header.favorites, 1),
  );

  await page.goto(`/?artwork=${items[1].id}`);
  await page.getByRole("button", { name: messages.card.favorite(items[1].title) }).click();
  await expect(headerLink(page, messages.header.favorites)).toHaveAccessibleName(
    headerLinkName(messages.header.favorites, 2),
  );
  // Toggling again removes it.
  await page.getByRole("button", { name: messages.card.unfavorite(items[1].title) }).click();
  await expect(toastWith(page, messages.toast.removedFromFavorites)).toBeVisible();
  await expect(headerLink(page, messages.header.favorites)).toHaveAccessibleName(
    headerLinkName(messages.header.favorites, 1),
  );
  await page.getByRole("button", { name: messages.card.favorite(items[1].title) }).click();
  await expect(headerLink(page, messages.header.favorites)).toHaveAccessibleName(
    headerLinkName(messages.header.favorites, 2),
  );

  await headerLink(page, messages.header.favorites).click();
  await expect(page.getByRole("heading", { name: messages.favorites.title })).toBeVisible();
  await expect(page.getByText(messages.favorites.subtitle)).toBeVisible();
  await expect(page.getByTestId("favorites-count")).toHaveText(messages.favorites.count(2));
  await expect(cards(page)).toHaveCount(2);

  // On /favorites the heart only removes.
  const saved = cards(page).filter({ hasText: items[0].title });
  await saved.hover();
  await saved.getByRole("button", { name: messages.card.unfavorite(items[0].title) }).click();
  await expect(toastWith(page, messages.toast.removedFromFavorites)).toBeVisible();
  await expect(page.getByTestId("favorites-count")).toHaveText(messages.favorites.count(1));
  const last = cards(page).first();
  await last.hover();
  await last.getByRole("button", { name: /from favourites/ }).click();
  await expect(page.getByText(messages.favorites.empty)).toBeVisible();
  await expect(headerLink(page, messages.header.favorites)).toHaveAccessibleName(
    messages.header.favorites,
  );
  await page.getByRole("link", { name: messages.favorites.browse }).click();
  await expect(page).toHaveURL(/\/$/);
});

/**
 * Two paintings priced to the penny, added by the owner in a browser context of their own (the
 * demo's prices are whole pounds), on the shop whose journeys add paintings.
 */
async function paintingsPricedInPence(browser: Browser, baseURL: string): Promise<Artwork[]> {
  const context = await browser.newContext({ baseURL });
  const owner = await context.newPage();
  await signInAsOwner(owner, undefined, baseURL);
  const imageUrl = (await listArtworks(owner.request)).items[0].imageUrl;
  const made: Artwork[] = [];
  for (const price of [245.5, 1375.25]) {
    const created = await owner.request.post("/api/artworks", {
      data: {
        title: `Priced to the penny ${price} ${Date.now()}`,
        artist: "A",
        description: "",
        price,
        medium: "Oil on board",
        size: "40 x 50 cm",
        imageUrl,
      },
      headers: { origin: new URL(baseURL).origin },
    });
    expect(created.status()).toBe(201);
    made.push(await created.json());
  }
  await context.close();
  return made;
}

test.describe("on the shop whose journeys add paintings", () => {
  test.use({ baseURL: process.env.E2E_COLLECTORS_URL });

  test("a painting in the cart reads In your cart; one item each; totals have pence; remove empties the cart", async ({
    page,
    browser,
    baseURL,
    shopper: _,
  }) => {
    const withPence = await paintingsPricedInPence(browser, baseURL ?? "");

    for (const artwork of [withPence[0], withPence[1]]) {
      await page.goto(`/?artwork=${artwork.id}`);
      await page.getByRole("button", { name: messages.detail.addToCart }).click();
      await expect(toastWith(page, messages.toast.addedToCart(artwork.title))).toBeVisible();
      // Added, the button gives way to a link to the cart, which keeps the focus.
      await expect(page.getByRole("link", { name: messages.detail.inCart })).toBeFocused();
    }
    // Back on the first: it is in the cart, and says so; nothing to add twice.
    await page.goto(`/?artwork=${withPence[0].id}`);
    await expect(page.getByRole("link", { name: messages.detail.inCart })).toHaveAttribute(
      "href",
      "/cart",
    );
    await expect(page.getByRole("button", { name: messages.detail.addToCart })).toHaveCount(0);
    await expect(headerLink(page, messages.header.cart)).toHaveAccessibleName(
      headerLinkName(messages.header.cart, 2),
    );

    await headerLink(page, messages.header.cart).click();
    await expect(page.getByRole("heading", { name: messages.cart.title })).toBeVisible();
    await expect(page.getByTestId("cart-count")).toHaveText(messages.cart.count(2));
    const rows = page.getByRole("list", { name: messages.cart.items }).getByRole("listitem");
    await expect(rows).toHaveCount(2);
    const first = rows.filter({ hasText: withPence[0].title });
    await expect(first).toContainText(messages.card.by(withPence[0].artist));
    await expect(first).toContainText(withPence[0].medium);
    await expect(first).toContainText(withPence[0].size);
    await expect(first).toContainText(formatPrice(withPence[0].price));
    const subtotal =
      (Math.round(withPence[0].price * 100) + Math.round(withPence[1].price * 100)) / 100;
    await expect(page.getByTestId("cart-subtotal")).toHaveText(formatPrice(subtotal));
    await expect(page.getByTestId("cart-total")).toHaveText(formatPrice(subtotal));
    await expect(page.getByText(messages.cart.shippingFree)).toBeVisible();
    // The checkout starts from the country the cart was priced for.
    await expect(page.getByRole("link", { name: messages.cart.checkout })).toHaveAttribute(
      "href",
      "/checkout?country=GB",
    );

    // The row's heart favorites from the cart too.
    await first.getByRole("button", { name: messages.card.favorite(withPence[0].title) }).click();
    await expect(toastWith(page, messages.toast.addedToFavorites)).toBeVisible();

    await first.getByRole("button", { name: messages.cart.remove(withPence[0].title) }).click();
    await expect(toastWith(page, messages.toast.removedFromCart)).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(page.getByTestId("cart-subtotal")).toHaveText(formatPrice(withPence[1].price));
    await rows
      .first()
      .getByRole("button", { name: /from cart/ })
      .click();
    await expect(page.getByText(messages.cart.empty)).toBeVisible();
    await expect(headerLink(page, messages.header.cart)).toHaveAccessibleName(messages.header.cart);
    await page.getByRole("link", { name: messages.cart.continueShopping }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test("an anonymous visitor makes no favorites or cart request, and is asked to sign in", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on("request", (r) => {
    if (/\/api\/(favorites|cart)/.test(r.url())) asked.push(r.url());
  });
  await openGallery(page);
  const card = cards(page).first();
  await card.hover();
  await card.getByRole("button", { name: /to favourites/ }).click();
  await expect(toastWith(page, messages.toast.signInForFavorites)).toBeVisible();
  await card.getByRole("link").click();
  // The original's Add to Cart comes first; a work with prints has one per edition after it.
  await page.getByRole("button", { name: messages.detail.addToCart }).first().click();
  await expect(toastWith(page, messages.toast.signInForCart)).toBeVisible();
  expect(asked).toEqual([]);
});

test.describe("accessibility", () => {
  test.use({ bypassCSP: true });

  test("axe finds no serious or critical violation on /favorites and /cart with items", async ({
    page,
    request,
    shopper: _,
  }) => {
    const { items } = await listArtworks(request);
    await page.goto(`/?artwork=${items[2].id}`);
    await page.getByRole("button", { name: messages.detail.addToCart }).click();
    await page.getByRole("button", { name: messages.card.favorite(items[2].title) }).click();
    await expect(headerLink(page, messages.header.favorites)).toHaveAccessibleName(
      headerLinkName(messages.header.favorites, 1),
    );
    await page.goto("/favorites");
    await expect(cards(page)).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
    await page.goto("/cart");
    await expect(page.getByTestId("cart-count")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
