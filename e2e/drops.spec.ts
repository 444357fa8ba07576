import { messages } from "#shared/messages";
import { mailsTo } from "#tests/outbox";
import { expect, signInAsNewShopper, signInAsOwner, test } from "./fixtures";
import {
  cards,
  dataDirOf,
  expectNoSeriousA11yViolations,
  fillAddress,
  listArtworks,
  toastWith,
} from "./support";

// The shop whose journeys add paintings, where followers hear of each new work at once.
test.use({ baseURL: process.env.E2E_COLLECTORS_URL, bypassCSP: true });

test("a follower's early look: the e-mailed link opens the coming works, one is bought before release, and at its minute everyone sees the rest", async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const origin = baseURL ?? "";
  const contextFor = async () => (await browser.newContext({ baseURL })).newPage();

  // A collector follows with their own address, signed in: confirmed at once.
  const follower = await contextFor();
  const email = await signInAsNewShopper(follower, { baseURL });
  const followed = await follower.request.post("/api/follow", {
    data: { email },
    headers: { origin },
  });
  expect(await followed.json()).toEqual({ following: true });

  // The owner schedules two paintings to go on sale in a little while.
  const owner = await contextFor();
  await signInAsOwner(owner, undefined, baseURL);
  const [like] = (await listArtworks(owner.request)).items;
  const stamp = Date.now();
  const releaseAt = new Date(stamp + 40_000);
  const titles = [`Tide Study ${stamp}`, `Salt Marsh ${stamp}`];
  const scheduled = [];
  for (const title of titles) {
    const { artist, price, imageUrl, medium, size } = like;
    const created = await owner.request.post("/api/artworks", {
      data: { title, artist, price, imageUrl, medium, size, releaseAt: releaseAt.toISOString() },
      headers: { origin },
    });
    expect(created.status(), await created.text()).toBe(201);
    scheduled.push(await created.json());
  }
  // The owners' table marks them.
  await owner.goto("/admin?tab=artworks");
  await owner.getByRole("searchbox", { name: messages.admin.search }).fill(`${stamp}`);
  await expect(owner.getByText(/^Releases on /)).toHaveCount(2);

  // Until then a visitor finds neither, by search or by address.
  const visitor = await contextFor();
  await visitor.goto(`/?q=${stamp}`);
  await expect(visitor.getByTestId("result-count")).toContainText("Showing 0");
  await visitor.goto(`/?artwork=${scheduled[0].id}`);
  await expect(visitor.getByText(messages.detail.notFound)).toBeVisible();
  await visitor.goto("/preview");
  await expect(visitor.getByText(messages.drops.previewInvalid)).toBeVisible();

  // The follower's early-access mail, with its private link.
  const early = async () =>
    (await mailsTo(dataDirOf(origin), email)).filter((mail) =>
      mail.subject.startsWith("Your early look"),
    );
  await expect.poll(async () => (await early()).length).toBe(1);
  const [mail] = await early();
  const link = mail.body.match(/https?:\/\/[^/\s]+(\/preview\?token=[\w-]+)/)?.[1] ?? "";
  expect(link).not.toBe("");

  await follower.goto(link);
  await expect(
    follower.getByRole("heading", { level: 1, name: messages.drops.previewTitle }),
  ).toBeVisible();
  const coming = cards(follower).filter({ hasText: `${stamp}` });
  await expect(coming).toHaveCount(2);
  await expectNoSeriousA11yViolations(follower);

  // Bought before release: open it from the preview, add it to the cart and check out.
  await coming.filter({ hasText: titles[0] }).getByRole("link").first().click();
  await follower.getByRole("button", { name: messages.detail.addToCart }).click();
  await expect(toastWith(follower, " added to cart!")).toBeVisible();
  await follower.goto("/cart");
  await follower.getByRole("link", { name: messages.cart.checkout }).click();
  await fillAddress(follower);
  await follower.getByRole("button", { name: messages.checkout.placeOrder }).click();
  await expect(follower.getByRole("heading", { level: 1 })).toHaveText(
    /^Thank you! Order A-\d+ is placed\.$/,
  );
  expect(Date.now()).toBeLessThan(releaseAt.getTime());

  // At the minute the public sees both: the one bought early reserved, the other for sale.
  await expect
    .poll(async () => (await listArtworks(visitor.request, { q: `${stamp}` })).items.length, {
      timeout: 60_000,
      intervals: [1_000],
    })
    .toBe(2);
  await visitor.goto(`/?q=${stamp}`);
  await expect(cards(visitor)).toHaveCount(2);
  await expect(cards(visitor).filter({ hasText: titles[0] })).toContainText(
    messages.availability.reserved,
  );
  await visitor.goto(`/?artwork=${scheduled[1].id}`);
  await expect(visitor.getByRole("button", { name: messages.detail.addToCart })).toBeVisible();
});
