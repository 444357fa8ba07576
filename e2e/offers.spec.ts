import type { Artwork } from "#shared/artwork";
import { messages } from "#shared/messages";
import { expect, signInAsNewShopper, signInAsOwner, test } from "./fixtures";
import { expectNoSeriousA11yViolations, fillAddress, listArtworks, toastWith } from "./support";

// On the shop whose journeys sell paintings (playwright.config.ts): other journeys take the
// main gallery's first painting. bypassCSP: the axe scans inject a script.
test.use({ baseURL: process.env.E2E_COLLECTORS_URL, bypassCSP: true });

const text = messages.offers;
const owners = messages.adminOffers;

test("a shopper offers, the owner counters, the shopper accepts and checks out at the agreed price", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  // The owner, at a computer of their own, adds a painting priced for offers.
  const ownerContext = await browser.newContext({ bypassCSP: true });
  const owner = await ownerContext.newPage();
  await signInAsOwner(owner, "owner@atelier.test", baseURL);
  const [like] = (await listArtworks(owner.request)).items;
  const title = `Offer Journey ${Date.now()}`;
  const created = await owner.request.post("/api/artworks", {
    data: {
      title,
      artist: like.artist,
      description: like.description,
      price: 900,
      imageUrl: like.imageUrl,
      medium: like.medium,
      size: like.size,
    },
    headers: { origin: baseURL ?? "" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const painting: Artwork = await created.json();

  // The shopper offers £700 — after an amount under half the price is refused by its field. The
  // shop does not name its lowest offer until its owner chooses to: the server says no.
  await signInAsNewShopper(page, { baseURL, name: "Ada Collector" });
  await page.goto(`/?artwork=${painting.id}`);
  await page.getByRole("button", { name: text.make }).click();
  const dialog = page.getByRole("dialog", { name: text.title(title) });
  await expect(dialog.getByText(text.below("£899.99"))).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const amount = dialog.getByLabel(text.amount);
  await amount.fill("400");
  await dialog.getByRole("button", { name: text.send }).click();
  await expect(dialog.getByRole("alert")).toHaveText(messages.offerApi.tooLowUnshown);
  await amount.fill("700");
  await dialog.getByLabel(text.message).fill("The light on the water is wonderful.");
  await dialog.getByRole("button", { name: text.send }).click();
  await expect(dialog.getByRole("status")).toContainText("£700");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: text.make })).toBeFocused();

  // The owner sees it waiting, with the message, and counters with £800.
  await owner.goto("/admin?tab=offers");
  const card = owner.getByRole("article", { name: title });
  await expect(card).toContainText("The light on the water is wonderful.");
  await expect(card).toContainText("£700");
  await expectNoSeriousA11yViolations(owner);
  await card.getByLabel(owners.counterAmount).fill("800");
  await card.getByRole("button", { name: new RegExp(`^${owners.sendCounter} `) }).click();
  await expect(toastWith(owner, owners.counteredToast("Ada Collector"))).toBeVisible();

  // The shopper accepts the artist's price on their profile, from the link its e-mail carries.
  await page.goto("/profile#offers");
  const offer = page.getByRole("article", { name: title });
  await expect(offer).toContainText(text.statuses.countered);
  await expectNoSeriousA11yViolations(page);
  await offer.getByRole("button", { name: text.accept("£800") }).click();
  const checkoutLink = offer.getByRole("link", { name: text.checkoutAt("£800") });
  await expect(checkoutLink).toBeVisible();

  // The painting is kept for them: reserved for everyone else, "Checkout at £800" for them.
  await page.goto(`/?artwork=${painting.id}`);
  await expect(page.getByTestId("kept-for-you")).toContainText(/Reserved for you until /);
  await page.getByRole("link", { name: text.checkoutAt("£800") }).click();

  // The checkout: that one painting at £800, delivered free in the UK.
  await expect(page).toHaveURL(/\/checkout\?offer=/);
  const heldCheckout = page.url();
  const summary = page.getByRole("region", { name: messages.cart.summary });
  await expect(summary).toContainText(title);
  await expect(page.getByTestId("cart-subtotal")).toHaveText("£800");
  await expect(page.getByTestId("cart-total")).toHaveText("£800");
  await expectNoSeriousA11yViolations(page);
  await fillAddress(page, {
    name: "Ada Collector",
    line1: "12 Harbour Street",
    city: "St Ives",
    postcode: "TR26 1AA",
  });
  await page.getByRole("button", { name: messages.checkout.placeOrder }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    /^Thank you! Order A-\d+ is placed\.$/,
  );

  // The order charged the agreed price.
  const orders = await page.request.get("/api/orders");
  const [order] = (await orders.json()).orders;
  expect(order.items.map((item: { title: string }) => item.title)).toEqual([title]);
  expect(order.items[0].price).toBe(800);
  expect(order.total).toBe(800);

  // Ordered, the hold is gone: its checkout link says so plainly and leads to the painting.
  await page.goto(heldCheckout);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.heldGone);
  await expect(page.getByRole("link", { name: text.seePainting })).toHaveAttribute(
    "href",
    `/?artwork=${painting.slug}`,
  );
  await ownerContext.close();
});
