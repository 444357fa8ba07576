import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { messages } from "#shared/messages";
import { formatPrice } from "#shared/money";
import { expect, test } from "./fixtures";
import { expectNoSeriousA11yViolations, shopOrigin } from "./support";

// On the shop whose journeys add paintings: this one adds three, one of each shape.
// bypassCSP: the axe scan injects a script.
test.use({ baseURL: process.env.E2E_COLLECTORS_URL, bypassCSP: true });

const SHAPES = [
  { shape: "landscape", width: 1600, height: 1000 },
  { shape: "square", width: 1200, height: 1200 },
  { shape: "portrait", width: 1000, height: 1600 },
];
const SCREENS = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
];

/** A JPEG of `width` × `height`: a ground of one colour with a darker band across its middle. */
const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#c9b79c" } })
    .composite([
      {
        input: {
          create: { width, height: Math.round(height / 5), channels: 3, background: "#3b342c" },
        },
        top: Math.round((height * 2) / 5),
        left: 0,
      },
    ])
    .jpeg()
    .toBuffer();

/** The owner adds a painting made from an uploaded picture of that size. */
async function addShape(page: Page, shape: (typeof SHAPES)[number]) {
  const origin = await shopOrigin(page);
  const uploaded = await page.request.post("/api/images", {
    multipart: {
      file: {
        name: `${shape.shape}.jpg`,
        mimeType: "image/jpeg",
        buffer: await picture(shape.width, shape.height),
      },
    },
    headers: { origin },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { imageUrl } = (await uploaded.json()) as { imageUrl: string };
  const created = await page.request.post("/api/artworks", {
    data: {
      title: `A ${shape.shape} ${Date.now()}`,
      artist: "A. Painter",
      description: "",
      price: 480,
      medium: "Oil",
      size: "40 x 40 cm",
      imageUrl,
    },
    headers: { origin },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { id: string; slug: string; title: string; price: number };
}

/** How far down the screen an element ends, in CSS pixels. */
async function bottomOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not on screen");
  return box.y + box.height;
}

test("a painting of each shape shows whole with its price, delivery and Add to Cart in the first screen, on a phone, a tablet and a laptop", async ({
  page,
  browser,
  baseURL,
  owner: _,
}) => {
  test.slow();
  const works = [];
  for (const shape of SHAPES) works.push({ ...shape, work: await addShape(page, shape) });
  const origin = await shopOrigin(page);
  // Seen as a shopper sees it: signed out.
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  try {
    for (const screen of SCREENS) {
      await visitor.setViewportSize(screen);
      for (const { shape, work } of works) {
        const where = `${shape} at ${screen.width} × ${screen.height}`;
        await visitor.goto(`/?artwork=${work.slug}`);
        const article = visitor.getByRole("article");
        await expect(article.getByRole("heading", { level: 1 })).toHaveText(work.title);
        const image = visitor.locator("[data-painting] img");
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeGreaterThan(0);
        const price = article.getByText(formatPrice(work.price), { exact: true });
        const delivery = article.getByTestId("delivery-line");
        const addToCart = article.getByRole("button", { name: messages.detail.addToCart });
        for (const [name, part] of Object.entries({ image, price, delivery, addToCart })) {
          await expect(part, `${name}, ${where}`).toBeVisible();
          expect(await bottomOf(part), `${name}'s bottom, ${where}`).toBeLessThanOrEqual(
            screen.height,
          );
        }
        // Whole: drawn at the shape of its file, not cropped to another.
        const shapes = await image.evaluate((img: HTMLImageElement) => {
          const box = img.getBoundingClientRect();
          return { drawn: box.width / box.height, natural: img.naturalWidth / img.naturalHeight };
        });
        expect(Math.abs(shapes.drawn / shapes.natural - 1), `${where}`).toBeLessThanOrEqual(0.01);
        // Nothing scrolled to get there.
        expect(await visitor.evaluate(() => window.scrollY), where).toBe(0);
      }
    }
  } finally {
    await visitor.context().close();
    for (const { work } of works) {
      await page.request.delete(`/api/artworks/${work.id}`, { headers: { origin } });
    }
  }
});

test("on a phone the header is one row no taller than 64 px, its search a button that opens the field and gives focus back", async ({
  page,
}) => {
  const search = page.getByRole("button", { name: messages.header.searchLabel });
  const field = page.getByRole("searchbox", { name: messages.header.searchLabel });
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto("/");
    const header = page.getByRole("banner");
    // As the server sent it, and once the app has it: one row, nothing moved.
    const height = (await header.boundingBox())?.height ?? 0;
    expect(height, `${width} px`).toBeLessThanOrEqual(64);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    await expect(field).toBeHidden();
    // The app took the server's page over without moving anything (cumulative layout shift 0).
    const shifted = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((entries) =>
            resolve(
              entries
                .getEntries()
                .reduce((sum, shift) => sum + (shift as unknown as { value: number }).value, 0),
            ),
          ).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(0), 500);
        }),
    );
    expect(shifted, `${width} px`).toBe(0);
    for (const control of [
      search,
      page.getByRole("link", { name: messages.header.favorites }),
      page.getByRole("link", { name: messages.header.cart }),
      page.getByRole("link", { name: messages.header.signIn }),
    ]) {
      const box = await control.boundingBox();
      expect(box && box.y + box.height <= height && box.x + box.width <= width).toBe(true);
    }
  }

  // Opened, the field takes focus; typing searches the gallery as it always has.
  await expect(search).toHaveAttribute("aria-expanded", "false");
  await search.click();
  await expect(search).toHaveAttribute("aria-expanded", "true");
  await expect(field).toBeFocused();
  await page.keyboard.type("oil");
  await expect(page).toHaveURL(/\?q=oil$/);
  await expect(page.getByTestId("result-count")).toContainText(messages.home.forTerm("oil"));
  expect((await page.getByRole("banner").boundingBox())?.height).toBeLessThanOrEqual(64);
  await expectNoSeriousA11yViolations(page);

  // Escape folds it away, the term kept, and focus returns to the button.
  await page.keyboard.press("Escape");
  await expect(field).toBeHidden();
  await expect(search).toBeFocused();
  await expect(page).toHaveURL(/\?q=oil$/);

  // So does Close; Enter searches at once from any page.
  await search.click();
  await expect(field).toHaveValue("oil");
  await page.getByRole("button", { name: messages.header.closeSearch }).click();
  await expect(search).toBeFocused();
  await page.goto("/cart");
  await search.click();
  await field.fill("harbour");
  await field.press("Enter");
  await expect(page).toHaveURL(/\/\?q=harbour$/);

  // From `sm` up, the field is in the header, and there is no button.
  await page.setViewportSize({ width: 768, height: 1024 });
  await expect(field).toBeVisible();
  await expect(search).toBeHidden();
});
