import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { messages } from "#shared/messages";
import { formatPrice, poundsFromPence } from "#shared/money";
import { lowestOfferPence } from "#shared/offers";
import { expect, signInAsNewShopper, signInAsOwner, test } from "./fixtures";
import { expectNoSeriousA11yViolations, listArtworks, toastWith } from "./support";

// Her shop, run from her admin: who she is on the home page, the offers she takes, how buyers
// pay, and the demo collection cleared. On the passkeys' shop, whose one other journey needs no
// painting and no setting of hers: these change both, one after the other. bypassCSP: the axe
// scans inject a script.
test.use({ baseURL: process.env.E2E_PASSKEYS_URL, bypassCSP: true });
test.describe.configure({ mode: "serial" });

const shopTab = messages.adminShop;

/** A portrait as a phone takes one: a figure on a plain wall. */
const portrait = () =>
  sharp({ create: { width: 900, height: 1200, channels: 3, background: "#e4dccd" } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="500" height="700"><ellipse cx="250" cy="220" rx="150" ry="180" fill="#6b3f2a"/><rect x="60" y="420" width="380" height="280" rx="120" fill="#2f4858"/></svg>',
        ),
        left: 200,
        top: 300,
      },
    ])
    .jpeg()
    .toBuffer();

/** The owner, signed in on a page of her own, on the Shop tab. */
async function ownerOnShopTab(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const owner = await (await browser.newContext({ baseURL, bypassCSP: true })).newPage();
  await signInAsOwner(owner, "owner@atelier.test", baseURL);
  await owner.goto("/admin?tab=shop");
  await expect(owner.getByLabel(shopTab.artistName)).toBeVisible();
  return owner;
}

/** Saves the Shop tab and waits for the answer (an earlier save's word may still be showing). */
async function save(owner: Page) {
  const [saved] = await Promise.all([
    owner.waitForResponse(
      (response) =>
        response.request().method() === "PUT" &&
        new URL(response.url()).pathname === "/api/admin/settings",
    ),
    owner.getByRole("button", { name: shopTab.save }).click(),
  ]);
  expect(saved.status()).toBe(200);
  await expect(toastWith(owner, shopTab.saved)).toBeVisible();
}

test("she names herself and shows her portrait in the Shop tab, and the home page shows her", async ({
  page,
  browser,
  baseURL,
}) => {
  const owner = await ownerOnShopTab(browser, baseURL);
  // A new shop: her business details first, which the law asks for.
  await owner.getByLabel(shopTab.businessName).fill("Maren Holloway Fine Art");
  await owner.getByLabel(shopTab.email, { exact: true }).fill("studio@holloway.example");
  await owner
    .getByLabel(shopTab.address, { exact: true })
    .fill("Studio 4, 12 Harbour Street\nFalmouth TR11 2AB");
  await owner.getByLabel(shopTab.artistName).fill("Maren Holloway");
  await owner
    .getByLabel(shopTab.statement)
    .fill("I paint the Cornish coast in oil, out of doors, whatever the weather.");
  await owner.getByLabel(shopTab.homeSubtitle).fill("Oil paintings of the Cornish coast");
  await save(owner);
  const chooser = owner.waitForEvent("filechooser");
  await owner.getByRole("button", { name: shopTab.uploadPortrait }).click();
  await (await chooser).setFiles({
    name: "maren.jpg",
    mimeType: "image/jpeg",
    buffer: await portrait(),
  });
  await expect(toastWith(owner, shopTab.portraitSaved)).toBeVisible();
  await expect(owner.getByRole("img", { name: shopTab.portraitAlt })).toBeVisible();
  await expectNoSeriousA11yViolations(owner);

  // A visitor meets her under the hero, which keeps its heading: in the page as it arrives.
  const html = await (await page.request.get("/")).text();
  expect(html).toContain("Maren Holloway");
  expect(html).toContain("Oil paintings of the Cornish coast");
  await page.goto("/");
  await expect(page.getByRole("heading", { name: messages.home.heroTitle })).toBeVisible();
  const her = page.getByRole("region", { name: "Maren Holloway" });
  await expect(her.getByText(/the Cornish coast in oil/)).toBeVisible();
  await expect(
    her.getByRole("img", { name: messages.home.portraitAlt("Maren Holloway") }),
  ).toBeVisible();
  await expect(her.getByRole("link", { name: messages.home.aboutArtist })).toHaveAttribute(
    "href",
    "/about",
  );
  await expectNoSeriousA11yViolations(page);
  await owner.context().close();
});

test("the offer dialog follows her rules: the lowest offer named once she shows it, none when she takes none", async ({
  page,
  browser,
  baseURL,
}) => {
  const { items } = await listArtworks(page.request, { availability: "available" });
  const painting = items.find((work) => work.price >= 1000) ?? items[0];
  const pence = Math.round(painting.price * 100);
  const bound = (value: number) => formatPrice(poundsFromPence(value));
  await signInAsNewShopper(page, { baseURL });
  const openDialog = async () => {
    await page.goto(`/?artwork=${painting.id}`);
    await page.getByRole("button", { name: messages.offers.make }).click();
    return page.getByRole("dialog", { name: messages.offers.title(painting.title) });
  };

  // Out of the box the lowest offer is not named.
  let dialog = await openDialog();
  await expect(dialog.getByText(messages.offers.below(bound(pence - 1)))).toBeVisible();

  const owner = await ownerOnShopTab(browser, baseURL);
  await owner.getByLabel(shopTab.lowestShare).fill("60");
  await owner.getByLabel(shopTab.showLowest).check();
  await save(owner);
  dialog = await openDialog();
  await expect(
    dialog.getByText(messages.offers.bounds(bound(lowestOfferPence(pence, 0.6)), bound(pence - 1))),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await owner.getByLabel(shopTab.offersEnabled).uncheck();
  await save(owner);
  await page.goto(`/?artwork=${painting.id}`);
  await expect(page.getByRole("heading", { name: painting.title })).toBeVisible();
  await expect(page.getByRole("button", { name: messages.offers.make })).toHaveCount(0);

  // Offers back on, as the shop had them, for whatever comes next.
  await owner.getByLabel(shopTab.offersEnabled).check();
  await save(owner);
  await owner.context().close();
});

test("the checkout says how payment works before Place Order, and Add to Cart gives way to the cart", async ({
  page,
  browser,
  baseURL,
}) => {
  const { items } = await listArtworks(page.request, { availability: "available" });
  const painting = items[items.length - 1];
  await signInAsNewShopper(page, { baseURL });
  await page.goto(`/?artwork=${painting.id}`);
  await page.getByRole("button", { name: messages.detail.addToCart }).click();
  const inCart = page.getByRole("link", { name: messages.detail.inCart });
  await expect(inCart).toBeFocused();
  await inCart.click();
  await expect(page.getByRole("heading", { name: messages.cart.title })).toBeVisible();

  // No instructions of hers yet: the buyer will be e-mailed how to pay.
  await page.goto("/checkout");
  const howToPay = page.getByRole("region", { name: messages.checkout.howToPay });
  await expect(howToPay).toContainText(/we'll e-mail you how to pay/);
  const placeOrder = page.getByRole("button", { name: messages.checkout.placeOrder });
  expect(
    await howToPay.evaluate(
      (section, button) =>
        Boolean(section.compareDocumentPosition(button as Node) & Node.DOCUMENT_POSITION_FOLLOWING),
      await placeOrder.elementHandle(),
    ),
  ).toBe(true);

  const owner = await ownerOnShopTab(browser, baseURL);
  await owner
    .getByLabel(shopTab.paymentInstructions)
    .fill("Bank transfer to Holloway Studio, 12-34-56 12345678, with your order number.");
  await save(owner);
  await owner.context().close();
  await page.reload();
  await expect(howToPay).toContainText("Bank transfer to Holloway Studio, 12-34-56 12345678");
  await expectNoSeriousA11yViolations(page);
});

test("she makes a series in its tab, puts works in it, and a visitor reads its page", async ({
  page,
  browser,
  baseURL,
}) => {
  const text = messages.adminSeries;
  const owner = await (await browser.newContext({ baseURL, bypassCSP: true })).newPage();
  await signInAsOwner(owner, "owner@atelier.test", baseURL);
  await owner.goto("/admin");
  await owner.getByRole("tab", { name: text.tab }).click();
  await owner.getByRole("button", { name: text.add }).click();
  await owner.getByLabel(messages.series.name, { exact: true }).fill("Harbour Lights");
  await owner
    .getByLabel(messages.series.statement)
    .fill("Night paintings of the harbour, **from the quay**, over one winter.");
  await owner.getByRole("button", { name: text.save }).click();
  await expect(toastWith(owner, text.saved)).toBeVisible();

  // Two works join it, each saved whole as the API takes it.
  const { items } = await listArtworks(owner.request, { availability: "available" });
  const [first, second] = items;
  const series = await (await owner.request.get("/api/series")).json();
  const harbour = series.find((each: { slug: string }) => each.slug === "harbour-lights");
  const origin = new URL(baseURL ?? "").origin;
  for (const work of [first, second]) {
    const { id, availability, dimensions, images, createdAt, updatedAt, featured, ...fields } =
      work;
    const saved = await owner.request.put(`/api/artworks/${id}`, {
      headers: { origin },
      data: { ...fields, seriesId: harbour.id },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  await owner.context().close();

  await page.goto("/series");
  await page
    .getByRole("link", { name: /Harbour Lights/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/series\/harbour-lights$/);
  await expect(page.getByRole("heading", { level: 1, name: "Harbour Lights" })).toBeVisible();
  await expect(page.locator("strong", { hasText: "from the quay" })).toBeVisible();
  // Its works, as the gallery's cards.
  for (const work of [first, second]) {
    await expect(page.getByRole("heading", { level: 3, name: work.title })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);
});

test("she features two works from the Artworks tab, and the hero shows them first, in her order", async ({
  page,
  browser,
  baseURL,
}) => {
  const text = messages.adminCuration;
  const { items } = await listArtworks(page.request, { availability: "available" });
  // Two works that are not the newest, so the hero can only show them because she chose them.
  const [chosenFirst, chosenSecond] = items.slice(-2).reverse();
  const owner = await (await browser.newContext({ baseURL, bypassCSP: true })).newPage();
  await signInAsOwner(owner, "owner@atelier.test", baseURL);
  await owner.goto("/admin");
  await owner.getByRole("tab", { name: messages.adminOrders.artworksTab }).click();
  await owner.getByRole("checkbox", { name: text.select(chosenFirst.title) }).check();
  await owner.getByRole("checkbox", { name: text.select(chosenSecond.title) }).check();
  await owner.getByRole("button", { name: text.actions.feature }).click();
  await expect(owner.getByText(text.done.feature(2))).toBeVisible();
  await owner.context().close();

  await page.goto("/");
  const hero = page.locator("section[aria-labelledby=hero-title] li a");
  await expect(hero).toHaveCount(2);
  await expect(hero.nth(0)).toHaveAttribute("href", new RegExp(`artwork=${chosenFirst.slug}$`));
  await expect(hero.nth(1)).toHaveAttribute("href", new RegExp(`artwork=${chosenSecond.slug}$`));
  await expectNoSeriousA11yViolations(page);
});

test("she clears the demo collection from the Overview, and is told what was kept and why", async ({
  page,
  browser,
  baseURL,
}) => {
  // A shopper keeps one demo painting among their favourites: it stays.
  const { items, total } = await listArtworks(page.request);
  const liked = items[0];
  await signInAsNewShopper(page, { baseURL });
  await page.goto(`/?artwork=${liked.id}`);
  await page.getByRole("button", { name: messages.card.favorite(liked.title) }).click();
  await expect(
    page.getByRole("button", { name: messages.card.unfavorite(liked.title) }),
  ).toBeVisible();

  const owner = await (await browser.newContext({ baseURL, bypassCSP: true })).newPage();
  await signInAsOwner(owner, "owner@atelier.test", baseURL);
  await owner.goto("/admin");
  const demo = messages.adminDemo;
  const open = owner.getByRole("button", { name: messages.setup.removeDemo });
  await open.click();
  await expect(owner.getByRole("dialog", { name: demo.confirmTitle })).toBeVisible();
  // Answered, the same dialog says what it did under the card's title.
  const dialog = owner.getByRole("dialog");
  await expect(dialog.getByText(demo.confirmText)).toBeVisible();
  await expectNoSeriousA11yViolations(owner);
  await dialog.getByRole("button", { name: demo.confirm }).click();
  await expect(dialog.getByText(/demo works? (was|were) removed\./)).toBeVisible();
  await expect(dialog.getByRole("listitem").filter({ hasText: liked.title })).toContainText(
    demo.reasons.favourite,
  );
  await dialog.getByRole("button", { name: demo.done }).click();
  await expect(open).toBeFocused();

  // What is left: the kept paintings, and not one demo work nothing refers to.
  const left = await listArtworks(page.request);
  expect(left.items.map((work) => work.id)).toContain(liked.id);
  expect(left.total).toBeLessThan(total);
  await owner.context().close();
});
