import { mediums, priceRanges, sizeClasses } from "#shared/filters";
import { messages } from "#shared/messages";
import { expect, test } from "./fixtures";
import { cards, listArtworks, openGallery } from "./support";

test("searching as you type narrows the gallery and says what it searched for", async ({
  page,
  request,
}) => {
  const all = await listArtworks(request);
  const term = all.items[3].title.split(" ")[0].toUpperCase();
  const expected = await listArtworks(request, { q: term, limit: "100" });
  await openGallery(page);

  await page.getByPlaceholder(messages.header.searchPlaceholder).fill(term);
  await expect(page.getByTestId("result-count")).toHaveText(
    `${messages.home.showing(expected.matched, all.total)} ${messages.home.forTerm(term)}`,
  );
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(term)}`));
  await expect(cards(page)).toHaveCount(expected.items.length);

  await page.getByRole("button", { name: messages.home.clearAll }).click();
  await expect(page.getByTestId("result-count")).toHaveText(
    messages.home.showing(all.total, all.total),
  );
  await expect(page.getByPlaceholder(messages.header.searchPlaceholder)).toHaveValue("");
});

test("while a search's answer is on its way, the count line still describes the results on screen", async ({
  page,
  request,
}) => {
  const all = await listArtworks(request);
  const term = "oil";
  const expected = await listArtworks(request, { q: term });
  const before = messages.home.showing(all.total, all.total);
  const after = `${messages.home.showing(expected.matched, all.total)} ${messages.home.forTerm(term)}`;
  // The catalogue answers the search only when the test lets it: a slow line.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/artworks\?(.*&)?q=/, async (route) => {
    await held;
    await route.continue();
  });
  await openGallery(page);
  const line = page.getByTestId("result-count");
  await expect(line).toHaveText(before);
  // Every text the line (a live region) takes from now on, as a screen reader would hear it.
  await line.evaluate((node) => {
    const seen = [node.textContent];
    Object.assign(window, { countLineTexts: seen });
    new MutationObserver(() => {
      if (node.textContent !== seen.at(-1)) seen.push(node.textContent);
    }).observe(node, { subtree: true, childList: true, characterData: true });
  });

  const box = page.getByPlaceholder(messages.header.searchPlaceholder);
  await box.fill(term);
  await box.press("Enter");
  await expect(page).toHaveURL(/[?&]q=oil/);
  // Sampled while the answer is held: the old results, and the line that describes them.
  for (let sample = 0; sample < 5; sample++) {
    expect(await line.textContent()).toBe(before);
    await expect(cards(page)).toHaveCount(all.items.length);
    await page.waitForTimeout(100);
  }

  release();
  await expect(line).toHaveText(after);
  await expect(cards(page)).toHaveCount(expected.items.length);
  expect(
    await page.evaluate(() => (window as { countLineTexts?: string[] }).countLineTexts),
  ).toEqual([before, after]);
});

test("a search with no match says so, and the clear button brings everything back", async ({
  page,
}) => {
  await openGallery(page);
  const box = page.getByPlaceholder(messages.header.searchPlaceholder);
  await box.fill("zzqx no such painting");
  await box.press("Enter");
  await expect(page.getByText(messages.home.noneForTerm("zzqx no such painting"))).toBeVisible();
  // One way to clear, not two.
  await expect(page.getByRole("button", { name: messages.home.clearAll })).toHaveCount(0);
  await page.getByRole("button", { name: messages.home.clearEmpty }).click();
  await expect(cards(page).first()).toBeVisible();
});

test("submitting a search from another page goes home with the term", async ({ page }) => {
  await page.goto("/cart");
  const box = page.getByPlaceholder(messages.header.searchPlaceholder);
  await box.fill("oil");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/\?q=oil$/);
  await expect(page.getByTestId("result-count")).toContainText(messages.home.forTerm("oil"));
});

const filterCases = [
  ...priceRanges.map((o) => ({ control: messages.filters.price, key: "price", ...o })),
  ...mediums.map((o) => ({ control: messages.filters.medium, key: "medium", ...o })),
  ...sizeClasses.map((o) => ({ control: messages.filters.size, key: "size", ...o })),
];

for (const filter of filterCases) {
  test(`the ${filter.control} filter '${filter.label}' shows exactly the matching artworks`, async ({
    page,
    request,
  }) => {
    const expected = await listArtworks(request, { [filter.key]: filter.value, limit: "100" });
    await openGallery(page);
    await page.getByLabel(filter.control).selectOption({ label: filter.label });
    await expect(page).toHaveURL(new RegExp(`${filter.key}=${filter.value}`));
    await expect(page.getByTestId("result-count")).toHaveText(
      messages.home.showing(expected.matched, expected.total),
    );
    expect(expected.matched).toBeGreaterThan(0); // the demo collection covers every option
    const titles = await cards(page).getByRole("heading").allTextContents();
    expect(titles).toEqual(expected.items.slice(0, titles.length).map((a) => a.title));
  });
}

test("choosing the first filter keeps the page where it was, the hero in place", async ({
  page,
}) => {
  await openGallery(page);
  const medium = page.getByLabel(messages.filters.medium);
  await medium.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 200);
  // The wheel's scroll may still be moving on a busy machine: read where it came to rest.
  const scrolled = () => page.evaluate(() => window.scrollY);
  let before = -1;
  await expect
    .poll(async () => {
      const [first, second] = [await scrolled(), await page.waitForTimeout(150).then(scrolled)];
      before = second;
      return first === second && second > 0;
    })
    .toBe(true);
  await medium.selectOption("oil");
  await expect(page).toHaveURL(/medium=oil/);
  await expect(page.getByTestId("result-count")).toBeVisible();
  // The hero's newest four were known from the unfiltered page: no "Loading artworks..."
  // in between, so the page never shrank and nothing scrolled.
  await expect(page.locator("section[aria-labelledby=hero-title] img")).toHaveCount(4);
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
});

test("filters combine with each other and with the search, and clear together", async ({
  page,
  request,
}) => {
  const query = { q: "on", medium: "oil", price: "500-1000" };
  const expected = await listArtworks(request, { ...query, limit: "100" });
  await openGallery(page, `?${new URLSearchParams(query)}`);
  await expect(page.getByTestId("result-count")).toHaveText(
    `${messages.home.showing(expected.matched, expected.total)} ${messages.home.forTerm("on")}`,
  );
  await expect(page.getByLabel(messages.filters.medium)).toHaveValue("oil");
  await expect(page.getByLabel(messages.filters.price)).toHaveValue("500-1000");
  await expect(page.getByPlaceholder(messages.header.searchPlaceholder)).toHaveValue("on");

  await page.getByRole("button", { name: messages.home.clearAll }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByLabel(messages.filters.medium)).toHaveValue("");
  await expect(page.getByRole("button", { name: messages.home.clearAll })).toHaveCount(0);
});

test("on a phone, a search brings its results into view below the hero", async ({ page }) => {
  // A phone short enough that the results start below the first screen.
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto("/cart");
  // The phone's header keeps the field behind a button.
  const open = page.getByRole("button", { name: messages.header.searchLabel });
  const box = page.getByPlaceholder(messages.header.searchPlaceholder);
  await open.click();
  await box.fill("zzqx");
  await box.press("Enter");
  await expect(page.getByText(messages.home.noneForTerm("zzqx"))).toBeInViewport();

  await page.goto("/");
  await expect(page.getByTestId("result-count")).not.toBeInViewport();
  await open.click();
  await box.fill("oil");
  await expect(page.getByTestId("result-count")).toBeInViewport();
});

test("a 200-character search stays within a 320 px phone", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  const term = "Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch".repeat(4).slice(0, 200);
  await page.goto(`/?${new URLSearchParams({ q: term })}`);
  await expect(page.getByText(messages.home.noneForTerm(term))).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
});

test("on a phone the filters fold behind one button that counts them", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openGallery(page, "?price=100-500");
  const medium = page.getByLabel(messages.filters.medium);
  const toggle = page.locator("form summary");
  await expect(toggle).toHaveText(messages.filtersOnPhone.toggle(1));
  await expect(medium).toBeHidden();
  const panel = await toggle.getAttribute("aria-controls");
  await expect(page.locator(`[id="${panel}"]`)).toHaveRole("group"); // the fieldset it shows
  await toggle.click();
  await expect(page.locator("form details")).toHaveJSProperty("open", true);
  await medium.selectOption("oil");
  await expect(toggle).toHaveText(messages.filtersOnPhone.toggle(2));
  await expect(medium).toBeVisible(); // still open: the next choice is at hand
  // The keyboard closes it too.
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(medium).toBeHidden();

  // From `sm` up there is no button: the four are the bar.
  await page.setViewportSize({ width: 640, height: 844 });
  await expect(toggle).toBeHidden();
  await expect(medium).toBeVisible();
  await expect(medium).toHaveValue("oil");
});

test.describe("on a phone without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 320, height: 700 } });

  test("the filters button opens, and the filters still apply", async ({ page }) => {
    await page.goto("/");
    await page.locator("summary", { hasText: messages.filtersOnPhone.toggle(0) }).click();
    await page.getByLabel(messages.filters.size).selectOption("large");
    await page.getByRole("button", { name: messages.filters.apply }).click();
    await expect(page).toHaveURL(/size=large/);
    await expect(page.locator("summary")).toHaveText(messages.filtersOnPhone.toggle(1));
  });
});

test("two filters chosen back to back on a slow phone both apply, every time", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const expected = await listArtworks(request, { price: "100-500", medium: "oil", limit: "100" });
  expect(expected.matched).toBeGreaterThan(0);
  const cdp = await page.context().newCDPSession(page);
  for (let attempt = 1; attempt <= 5; attempt++) {
    await openGallery(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    // Nothing awaited between the two: the second lands before the first has redrawn.
    await page.getByLabel(messages.filters.price).selectOption("100-500");
    await page.getByLabel(messages.filters.medium).selectOption("oil");
    await expect(page, `attempt ${attempt}`).toHaveURL(/\?(?=.*price=100-500)(?=.*medium=oil)/);
    await expect(page.getByTestId("result-count"), `attempt ${attempt}`).toHaveText(
      messages.home.showing(expected.matched, expected.total),
    );
    const titles = await cards(page).getByRole("heading").allTextContents();
    expect(titles).toEqual(expected.items.slice(0, titles.length).map((a) => a.title));
    await expect(page.getByLabel(messages.filters.price)).toHaveValue("100-500");
    await expect(page.getByLabel(messages.filters.medium)).toHaveValue("oil");
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  }
});

test("a filter chosen while a typed search waits to apply is kept when the search lands", async ({
  page,
  request,
}) => {
  const expected = await listArtworks(request, { q: "oil", size: "large", limit: "100" });
  await openGallery(page);
  await page.getByPlaceholder(messages.header.searchPlaceholder).fill("oil");
  // Within the search's pause: the search then lands on the address with this filter in it.
  await page.getByLabel(messages.filters.size).selectOption("large");
  await expect(page).toHaveURL(/\?(?=.*q=oil)(?=.*size=large)/);
  await expect(page.getByTestId("result-count")).toHaveText(
    `${messages.home.showing(expected.matched, expected.total)} ${messages.home.forTerm("oil")}`,
  );
});
