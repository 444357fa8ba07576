import { expect, type Locator, type Page, test } from "@playwright/test";
import type { Artwork } from "#shared/artwork";
import { messages } from "#shared/messages";
import { signInAsNewShopper } from "./fixtures";
import { headerLink, headerLinkName, listArtworks } from "./support";

// Decision 043: a press before the app has taken the page over is kept and replayed once it
// has. These journeys navigate without the fixtures' wait for the app (their `page.goto` waits
// for `html[data-hydrated]`): the point is to press before it.

test.use({ viewport: { width: 390, height: 844 } });

/** A phone's CPU: every task four times as long (Chromium's throttling, as Lighthouse's). */
async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

/**
 * The presses the page's first script kept: only a press made before the app had taken the page
 * over is kept, so a count is the proof that the press was an early one.
 */
const keptPresses = (page: Page) =>
  page.evaluate(() => Number(document.documentElement.dataset.earlyActivations ?? 0));

/** Opens `url` and returns as soon as the server's page has arrived, before the app starts. */
async function arrive(page: Page, url: string) {
  await page.goto(url, { waitUntil: "commit" });
}

/**
 * A slower line for the app's code (its `start` chunk), so that a press lands before the app
 * starts even on a loaded machine: the page itself is not delayed.
 */
function slowAppCode(page: Page, ms: number) {
  return page.route(/\/assets\/start-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/**
 * Holds the app's code (its `start` chunk) back until `release()`: a test's several presses then
 * all land before the app starts, however long each takes on a loaded machine (a fixed delay
 * of 1.5 s was outlasted by three presses, and the last became a click of the started app).
 * `hold()` holds it again, for the next page.
 */
async function holdAppCode(page: Page) {
  let release = () => {};
  let held = Promise.resolve();
  const hold = () => {
    held = new Promise<void>((resolve) => {
      release = resolve;
    });
  };
  hold();
  await page.route(/\/assets\/start-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return { hold, release: () => release() };
}

/** Presses `control` at once: no waiting for it to be stable, as a visitor's thumb does not. */
const press = async (control: Locator) => {
  await control.waitFor();
  await control.click({ force: true });
};

/** A painting that is for sale, away from the first few that other journeys buy and sell. */
async function availablePainting(page: Page, skip = 0): Promise<Artwork> {
  const { items } = await listArtworks(page.request, { limit: "48" });
  const available = items.filter((artwork) => artwork.availability === "available");
  const painting = available.at(-1 - skip);
  if (!painting) throw new Error("the demo collection has paintings for sale");
  return painting;
}

/**
 * How many times the first journey loads the page and presses early. Every one must be kept, so
 * eight loads already fail a press lost one time in four nine times in ten; a rarer loss is a
 * figure to measure, not to find in every CI run, so `E2E_EARLY_RUNS=20` gives the fuller count
 * (each load takes 3 to 4 s of a slowed core).
 */
const earlyRuns = Number(process.env.E2E_EARLY_RUNS ?? 8);

test(`'View on your wall' pressed before the app starts opens its dialog, ${earlyRuns} times in ${earlyRuns}, on a 4× slowed phone`, async ({
  page,
}) => {
  test.setTimeout(30_000 + earlyRuns * 6_000);
  const painting = await availablePainting(page);
  // Hydration that found the page unlike the server's says so in the console (React's
  // recoverable errors 418, 423, 425): kept presses must leave the page as it was sent.
  const complaints: string[] = [];
  page.on("console", (message) => {
    if (["error", "warning"].includes(message.type())) complaints.push(message.text());
  });
  page.on("pageerror", (error) => complaints.push(error.message));
  await slowCpu(page);
  // Playwright's own press takes 0.5–1 s on the slowed page, as long as a cached visit takes to
  // start the app: the app's code comes a second later, so that every press is an early one.
  await slowAppCode(page, 1000);
  const wallButton = page.getByRole("button", { name: messages.wall.open });
  const dialog = page.getByRole("dialog", { name: messages.wall.title(painting.title) });
  const runs = earlyRuns;
  let opened = 0;
  const waits: number[] = [];
  const presses: number[] = [];
  for (let run = 0; run < runs; run++) {
    await arrive(page, `/?artwork=${painting.id}`);
    const t1 = Date.now();
    await press(wallButton);
    const pressed = Date.now();
    presses.push(pressed - t1);
    // Kept by the page's first script: pressed before the app had taken the page over.
    expect(await keptPresses(page), `run ${run + 1}`).toBe(1);
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    waits.push(Date.now() - pressed);
    opened += 1;
  }
  const median = (list: number[]) => list.sort((a, b) => a - b)[Math.floor(list.length / 2)];
  console.log(
    `early 'View on your wall' (4x CPU, 390 px): ${opened} of ${runs} opened, ${runs - opened} lost; ` +
      `pressed a median ${median(presses)} ms after the page arrived; ` +
      `press to dialog median ${median(waits)} ms, longest ${Math.max(...waits)} ms`,
  );
  expect(opened).toBe(runs);
  expect(complaints).toEqual([]);

  // How soon each press is answered once the app has started: `npm run bench:inp`.
});

test("a heart and Add to Cart pressed before the app starts: favourited, added once; a card's heart too; Enter counts", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAsNewShopper(page);
  const painting = await availablePainting(page, 1);
  const cardPainting = (await listArtworks(page.request)).items[0];
  const changes: string[] = [];
  page.on("request", (request) => {
    if (request.method() !== "GET" && /\/api\/(cart|favorites)\//.test(request.url())) {
      changes.push(`${request.method()} ${new URL(request.url()).pathname}`);
    }
  });
  await slowCpu(page);
  const appCode = await holdAppCode(page);

  // The detail: the heart, then Add to Cart, both before the app starts.
  await arrive(page, `/?artwork=${painting.id}`);
  const heart = page.getByRole("button", { name: messages.card.favorite(painting.title) });
  await press(heart);
  await press(page.getByRole("button", { name: messages.detail.addToCart }));
  // Pressed twice in impatience: still one press.
  await press(page.getByRole("button", { name: messages.detail.addToCart }));
  expect(await keptPresses(page)).toBe(2);
  appCode.release();
  // Both replayed: the header counts the painting in the cart (the two toasts may come in either
  // order, as the heart's code loads on its first press, and the newer replaces the older).
  await expect(headerLink(page, messages.header.cart)).toHaveAccessibleName(
    headerLinkName(messages.header.cart, 1),
    { timeout: 15_000 },
  );
  await expect(
    page.getByRole("button", { name: messages.card.unfavorite(painting.title) }),
  ).toHaveAttribute("aria-pressed", "true");
  const cart = await (await page.request.get("/api/cart")).json();
  expect(cart.items.map((artwork: Artwork) => artwork.id)).toEqual([painting.id]);
  // Each once; in either order, as the heart's code loads on its first press.
  expect([...changes].sort()).toEqual(
    [`PUT /api/cart/${painting.id}`, `PUT /api/favorites/${painting.id}`].sort(),
  );

  // A card's heart (its card hydrates on the first input: decision 017), pressed by keyboard.
  appCode.hold();
  await arrive(page, "/");
  const cardHeart = page.getByRole("button", {
    name: messages.card.favorite(cardPainting.title),
  });
  await cardHeart.focus();
  await page.keyboard.press("Enter");
  expect(await keptPresses(page)).toBe(1);
  appCode.release();
  await expect(
    page.getByRole("button", { name: messages.card.unfavorite(cardPainting.title) }),
  ).toHaveAttribute("aria-pressed", "true", { timeout: 15_000 });
  const favorites = await (await page.request.get("/api/favorites")).json();
  expect(favorites.items.map((artwork: Artwork) => artwork.id)).toEqual(
    expect.arrayContaining([painting.id, cardPainting.id]),
  );
});
