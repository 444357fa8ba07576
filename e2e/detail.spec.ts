import { messages } from "#shared/messages";
import { formatPrice } from "#shared/money";
import { expect, test } from "./fixtures";
import { cards, listArtworks, openGallery, toastWith } from "./support";

test("opening an artwork shows its detail in place, and Back to Gallery returns", async ({
  page,
  request,
}) => {
  const { items } = await listArtworks(request);
  const artwork = items[5];
  await openGallery(page);
  await cards(page).getByRole("link", { name: artwork.title }).click();

  await expect(page).toHaveURL(new RegExp(`artwork=${artwork.slug}`));
  // The detail replaces the list: focus moves to its title.
  await expect(page.getByRole("heading", { level: 1, name: artwork.title })).toBeFocused();
  await expect(page.getByTestId("artwork-grid")).toHaveCount(0);
  await expect(page.getByText(formatPrice(artwork.price)).first()).toBeVisible();
  await expect(page.getByText(messages.card.by(artwork.artist))).toBeVisible();

  const details = page.getByRole("region", { name: messages.detail.details });
  const row = (term: string) => details.locator("dt", { hasText: term }).locator("+ dd");
  await expect(row(messages.detail.medium)).toHaveText(artwork.medium);
  await expect(row(messages.detail.dimensions)).toHaveText(artwork.size);
  await expect(row(messages.detail.year)).toHaveText(String(artwork.year));
  await expect(row(messages.detail.style)).toHaveText(artwork.style);
  await expect(row(messages.detail.subject)).toHaveText(artwork.subject);
  const yesNo = (value: boolean) => (value ? messages.detail.yes : messages.detail.no);
  await expect(row(messages.detail.signed)).toHaveText(yesNo(artwork.signed));
  await expect(row(messages.detail.framed)).toHaveText(yesNo(artwork.framed));
  await expect(page.getByText(artwork.description ?? messages.detail.noDescription)).toBeVisible();
  // No review is published in this gallery: no rating, no count, nothing invented.
  await expect(page.getByText(messages.reviews.none)).toBeVisible();
  await expect(page.getByText(/\d(\.\d)?\/5/)).toHaveCount(0);

  await page.getByRole("button", { name: messages.detail.back }).click();
  await expect(page.getByTestId("artwork-grid")).toBeVisible();
  await expect(page).not.toHaveURL(/artwork=/);
  // Focus returns to the card the visitor opened.
  await expect(cards(page).getByRole("link", { name: artwork.title })).toBeFocused();
});

test("an artwork without a description says so", async ({ page, request }) => {
  const { items } = await listArtworks(request, { limit: "100" });
  const bare = items.find((a) => !a.description);
  test.skip(!bare, "the demo collection has an artwork without a description");
  await page.goto(`/?artwork=${bare?.id}`);
  await expect(page.getByText(messages.detail.noDescription)).toBeVisible();
});

test("a shared link, reload and Back restore the same view", async ({ page, request }) => {
  const { items } = await listArtworks(request, { medium: "oil" });
  const artwork = items[0];
  await page.goto(`/?medium=oil&artwork=${artwork.id}`);
  await expect(page.getByRole("heading", { level: 1, name: artwork.title })).toBeVisible();
  // Arriving on the page, focus stays where a page load puts it, once the app has started too.
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: artwork.title })).toBeVisible();

  // From a shared link there is no list behind it: Back to Gallery opens the filtered list.
  await page.getByRole("button", { name: messages.detail.back }).click();
  await expect(page).toHaveURL(/\/\?medium=oil$/);
  await expect(page.getByLabel(messages.filters.medium)).toHaveValue("oil");

  await cards(page).first().getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(items[0].title);
  await page.goBack();
  await expect(page.getByTestId("artwork-grid")).toBeVisible();
  await page.goForward();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(items[0].title);
});

test("a painting's address opened after scrolling the gallery starts at the top", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  const id = await page.locator("[data-artwork-id]").first().getAttribute("data-artwork-id");
  await page.evaluate(() => window.scrollTo(0, 2500));
  // Cards drawn as they come into view may nudge the place by their first estimate's error.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);

  // A typed address or a link from elsewhere: a new page, not the gallery's place.
  await page.goto(`/?artwork=${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // A reload keeps the place of the page reloaded.
  // Instant, not a wheel's smooth scroll, so the place read is the place kept.
  const place = 300;
  await page.evaluate((y) => window.scrollTo(0, y), place);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(place);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(place);
});

test("an unknown artwork link explains itself", async ({ page }) => {
  await page.goto("/?artwork=00000000-0000-4000-8000-000000000000");
  await expect(page.getByText(messages.detail.notFound)).toBeVisible();
  await page.goto("/?artwork=not-an-id");
  await expect(page.getByText(messages.detail.notFound)).toBeVisible();
});

test("Share copies the link when the device has no native share", async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const { items } = await listArtworks(request);
  await page.addInitScript(() => {
    // Desktop Chromium may offer navigator.share; take it away to exercise the fallback.
    Object.defineProperty(navigator, "share", { value: undefined });
  });
  await page.goto(`/?artwork=${items[0].id}`);
  await page.getByRole("button", { name: messages.detail.share }).click();
  await expect(toastWith(page, messages.detail.linkCopied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
});

test("Share uses the native share sheet when there is one", async ({ page, request }) => {
  const { items } = await listArtworks(request);
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "share", {
      value: async (data: ShareData) => {
        (window as unknown as { shared: ShareData }).shared = data;
      },
    });
  });
  await page.goto(`/?artwork=${items[0].id}`);
  await page.getByRole("button", { name: messages.detail.share }).click();
  const shared = await page.evaluate(() => (window as unknown as { shared: ShareData }).shared);
  expect(shared).toEqual({
    title: items[0].title,
    text: messages.card.by(items[0].artist),
    url: page.url(),
  });
});

test("the largest detail image is requested first and with a responsive srcset", async ({
  page,
  request,
}) => {
  const { items } = await listArtworks(request);
  await page.goto(`/?artwork=${items[0].id}`);
  const image = page.getByRole("img", { name: items[0].title });
  await expect(image).toHaveAttribute("fetchpriority", "high");
  await expect(image).toHaveAttribute("srcset", /640w/);
  const response = await request.get(items[0].imageUrl);
  expect(response.headers()["cache-control"]).toContain("immutable");
  expect(response.headers()["content-type"]).toBe("image/webp");
});
