import { messages } from "#shared/messages";
import { expect, test } from "./fixtures";
import { cards, expectNoSeriousA11yViolations, listArtworks, openGallery } from "./support";

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
  const heart = card.getByRole("button", { name: /to favorites/ });
  const shown = () =>
    heart.evaluate((button) => getComputedStyle(button.parentElement as HTMLElement).opacity);
  await page.mouse.move(0, 0);
  await expect.poll(shown).toBe("0");
  await heart.focus();
  await expect.poll(shown).toBe("1");
});

const pages = ["/", "/auth", "/favorites", "/cart", "/profile", "/admin", "/no-such-page"];

for (const path of pages) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}

test("axe finds no serious or critical violation on the artwork detail, filtered list and empty state", async ({
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
