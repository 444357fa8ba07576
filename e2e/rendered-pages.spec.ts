import { messages } from "#shared/messages";
import { expect, test } from "./fixtures";
import { cards, listArtworks, toastWith } from "./support";

// The server renders / and /?artwork=<id> with their data; the browser takes the page over.

test("the gallery arrives rendered, hydrates without an error, and stays interactive", async ({
  page,
  request,
}) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));

  // The raw HTML already holds the hero, the count line and the first page of the grid.
  const { items, total } = await listArtworks(request);
  const raw = await (await request.get("/")).text();
  expect(raw).toContain(messages.home.heroTitle);
  expect(raw).toContain(messages.home.showing(total ?? 0, total ?? 0));
  expect(raw).toContain(`href="/?artwork=${items[0].slug}"`);

  await page.goto("/");
  await expect(cards(page).first()).toBeVisible();
  // Interactive: a search, a filter and a painting's page, all without reloading.
  await page.getByRole("searchbox", { name: messages.header.searchLabel }).fill("harbour");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("result-count")).toContainText('for "harbour"');
  await page.getByLabel(messages.filters.price).selectOption("500-1000");
  await expect(page).toHaveURL(/price=500-1000/);
  await page.getByLabel(messages.filters.price).selectOption("");
  await cards(page).first().getByRole("link").first().click();
  await expect(page).toHaveURL(/artwork=/);
  await expect(page.getByRole("button", { name: messages.detail.back })).toBeVisible();
  expect(problems).toEqual([]);
});

test("an artwork's page arrives rendered and hydrates; an unknown one is 404", async ({
  page,
  request,
}) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().includes("404"))
      problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  // A title HTML leaves as it is: other journeys, running meanwhile, add ones with markup in them.
  const { items } = await listArtworks(request);
  const artwork = items.find((item) => !/[<>&"']/.test(item.title));
  if (!artwork) throw new Error("no artwork with a plain title in the catalogue");
  const raw = await (await request.get(`/?artwork=${artwork.id}`)).text();
  expect(raw).toContain(artwork.title);
  expect(raw).toContain('"@type":"VisualArtwork"');

  await page.goto(`/?artwork=${artwork.id}`);
  await expect(page.getByRole("heading", { name: artwork.title })).toBeVisible();
  await page.getByRole("button", { name: messages.detail.back }).click();
  await expect(cards(page).first()).toBeVisible();

  const missing = await page.goto("/?artwork=00000000-0000-4000-8000-000000000000");
  expect(missing?.status()).toBe(404);
  await expect(page.getByText(messages.detail.notFound)).toBeVisible();
  expect(problems).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor can still browse: cards are links, filters a form", async ({ page }) => {
    await page.goto("/");
    await expect(cards(page).first()).toBeVisible();
    await page.getByLabel(messages.filters.medium).selectOption("oil");
    await page.getByRole("button", { name: messages.filters.apply }).click();
    await expect(page).toHaveURL(/medium=oil/);
    await expect(page.getByTestId("result-count")).toBeVisible();
    await cards(page).first().getByRole("link").first().click();
    await expect(page).toHaveURL(/artwork=/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test("the app and the whole stylesheet are fetched only once the page's main image has arrived (decisions 012, 065)", async ({
  page,
  request,
}) => {
  await page.goto("/"); // waits until the page is hydrated (fixtures.ts)
  const timings = await page.evaluate(() => {
    const image = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
    const entries = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
    const find = (test: (url: string) => boolean) => entries.find((entry) => test(entry.name));
    return {
      image: find((url) => url === image?.currentSrc)?.responseEnd,
      entry: find((url) => /\/assets\/index-[\w-]+\.js$/.test(url))?.startTime,
      app: find((url) => /\/assets\/start-[\w-]+\.js$/.test(url))?.startTime,
      stylesheets: entries.filter((entry) => entry.name.endsWith(".css")).map((e) => e.startTime),
    };
  });
  expect(timings.image, "the main image was fetched").toBeDefined();
  expect(timings.entry, "the entry was fetched").toBeDefined();
  expect(timings.app, "the app's chunk was fetched").toBeDefined();
  for (const start of [timings.entry, timings.app, ...timings.stylesheets]) {
    expect(start).toBeGreaterThanOrEqual(timings.image ?? Infinity);
  }
  // The first paint waits for nothing but the page: its own rules come in it; the whole sheet,
  // which the app needs, once the painting is drawn.
  expect(timings.stylesheets).toHaveLength(1);
  const raw = await (await request.get("/")).text();
  expect(raw).toMatch(
    /<style data-whole="\/assets\/index-[\w-]+\.css">[\s\S]*\.grid\{[\s\S]*<\/style>/,
  );
  expect(raw).not.toContain('rel="stylesheet"');
  expect(raw).not.toContain('<script type="module"');
});

test("a first visit hydrates the cards on its first input, and that input is not lost", async ({
  page,
}) => {
  await page.goto("/"); // hydrated: the layout, the hero and the filters (fixtures.ts)
  const heart = cards(page)
    .first()
    .getByRole("button", { name: /to favourites/ });
  // React marks each node it has taken over with a property of its own.
  const hydrated = () =>
    heart.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactFiber")));
  expect(await hydrated()).toBe(false);

  // A bare click, with no pointer or focus before it (as a screen reader may send), reaches
  // the heart's handler at once: the anonymous visitor is asked to sign in.
  await heart.dispatchEvent("click");
  await expect(toastWith(page, messages.toast.signInForFavorites)).toBeVisible();
  expect(await hydrated()).toBe(true);
});
