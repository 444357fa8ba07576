import type { Page } from "@playwright/test";
import sharp from "sharp";
import type { Artwork } from "#shared/artwork";
import { messages } from "#shared/messages";
import { expect, test } from "./fixtures";
import { addPainting, expectNoSeriousA11yViolations, shopOrigin } from "./support";

// bypassCSP: the axe scan injects a script.
test.use({ bypassCSP: true, baseURL: process.env.E2E_COLLECTORS_URL });

const text = messages.admin.photos;
const viewerText = { ...messages.zoom, ...messages.photographs };

/** A 600 × 400 JPEG of one colour: each photograph told apart by its own. */
const photograph = (colour: string) =>
  sharp({ create: { width: 600, height: 400, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

async function readWork(page: Page, id: string): Promise<Artwork> {
  const response = await page.request.get(`/api/artworks/${id}`);
  expect(response.status()).toBe(200);
  return response.json();
}

test("the owner adds three photographs to a painting, and reorders them by keyboard and by dragging", async ({
  page,
  owner: _,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const title = `Three Views ${Date.now()}`;
  const work = await addPainting(page, title);
  const origin = await shopOrigin(page);
  try {
    await page.goto("/admin?tab=artworks");
    await page.getByRole("button", { name: messages.admin.editOne(title) }).click();
    const dialog = page.getByRole("dialog");
    const photographs = dialog.getByRole("group", { name: text.legend });
    await expect(photographs.getByRole("listitem")).toHaveCount(1);

    // Three more, each saved as soon as it is chosen.
    for (const [i, colour] of ["#b03a2e", "#1f618d", "#196f3d"].entries()) {
      const saved = page.waitForResponse(
        (response) =>
          response.url().endsWith(`/api/artworks/${work.id}/images`) &&
          response.request().method() === "POST",
      );
      await photographs.getByLabel(text.add).setInputFiles({
        name: `view-${i + 2}.jpg`,
        mimeType: "image/jpeg",
        buffer: await photograph(colour),
      });
      expect((await saved).status()).toBe(201);
      await expect(photographs.getByRole("listitem")).toHaveCount(i + 2);
    }
    const added = (await readWork(page, work.id)).images.map((image) => image.id);
    expect(added).toHaveLength(4);

    // By keyboard only: Tab to "Move photograph 4 up", then Enter, twice over.
    const caption = photographs.getByRole("textbox", { name: text.caption }).nth(3);
    await caption.focus();
    const moveUp = photographs.getByRole("button", { name: text.moveUp(4) });
    while (!(await moveUp.evaluate((button) => button === document.activeElement))) {
      await page.keyboard.press("Tab");
    }
    const arranged = () =>
      page.waitForResponse(
        (response) =>
          response.url().endsWith(`/api/artworks/${work.id}/images`) &&
          response.request().method() === "PUT",
      );
    let saved = arranged();
    await page.keyboard.press("Enter");
    expect((await saved).status()).toBe(200);
    await expect
      .poll(async () => (await readWork(page, work.id)).images.map((image) => image.id))
      .toEqual([added[0], added[1], added[3], added[2]]);

    // The focus stayed on its button, now "Move photograph 3 up": Enter again takes it to second.
    await expect(photographs).toHaveAttribute("aria-busy", "false");
    await expect(photographs.getByRole("button", { name: text.moveUp(3) })).toBeFocused();
    saved = arranged();
    await page.keyboard.press("Enter");
    expect((await saved).status()).toBe(200);
    const order = (await readWork(page, work.id)).images.map((image) => image.id);
    expect(order).toEqual([added[0], added[3], added[1], added[2]]);

    // Dragged by its thumbnail onto the first row, the last becomes the main photograph, and
    // the move is said aloud. (A window tall enough to show both rows: the test's mouse does
    // not scroll the dialog while it drags, as a person's does.)
    await page.setViewportSize({ width: 1280, height: 2600 });
    saved = arranged();
    const handle = await photographs.getByTitle(messages.artworkForm.drag.handle(4)).boundingBox();
    const first = await photographs.getByRole("listitem").first().boundingBox();
    if (!handle || !first) throw new Error("the photographs are not on screen");
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(first.x + first.width / 2, first.y + first.height / 2, { steps: 8 });
    await page.mouse.up();
    expect((await saved).status()).toBe(200);
    await expect(dialog.getByText(messages.artworkForm.drag.moved(4, 1))).toBeAttached();
    expect((await readWork(page, work.id)).images.map((image) => image.id)).toEqual([
      added[2],
      added[0],
      added[3],
      added[1],
    ]);

    // A caption typed and left is kept, and the list reads as the server has it.
    const second = photographs.getByRole("textbox", { name: text.caption }).nth(1);
    saved = arranged();
    await second.fill("The signature, on the back");
    await second.press("Tab");
    expect((await saved).status()).toBe(200);
    const final = await readWork(page, work.id);
    expect(final.images[1]).toMatchObject({
      id: added[0],
      caption: "The signature, on the back",
    });
    await expectNoSeriousA11yViolations(page);
  } finally {
    await page.request.delete(`/api/artworks/${work.id}`, { headers: { origin } });
  }
});

/** Adds `colours.length` photographs to the work, each captioned by its colour's name. */
async function addCaptioned(page: Page, workId: string, colours: Record<string, string>) {
  const origin = await shopOrigin(page);
  for (const [, colour] of Object.entries(colours)) {
    const added = await page.request.post(`/api/artworks/${workId}/images`, {
      multipart: {
        file: { name: "view.jpg", mimeType: "image/jpeg", buffer: await photograph(colour) },
      },
      headers: { origin },
    });
    expect(added.status(), await added.text()).toBe(201);
  }
  const { images } = await readWork(page, workId);
  const caption = Object.fromEntries(
    Object.keys(colours).map((name, i) => [images[i + 1].id, name]),
  );
  const captioned = await page.request.put(`/api/artworks/${workId}/images`, {
    data: { order: images.map((image) => image.id), caption },
    headers: { origin },
  });
  expect(captioned.status(), await captioned.text()).toBe(200);
  return (await captioned.json()) as Artwork;
}

test("a visitor chooses a photograph under the painting, then pages through them all in the viewer, by keys, buttons and a swipe", async ({
  page,
  browser,
  owner: _,
}) => {
  const title = `Four Views ${Date.now()}`;
  const work = await addPainting(page, title);
  const origin = await shopOrigin(page);
  try {
    const { images } = await addCaptioned(page, work.id, {
      "The left edge": "#7d3c98",
      "The signature": "#ca6f1e",
      "Framed, on a wall": "#117a65",
    });
    const visitor = await browser.newContext({
      baseURL: process.env.E2E_COLLECTORS_URL,
      viewport: { width: 390, height: 844 },
      hasTouch: true,
    });
    const shown = await visitor.newPage();
    await shown.goto(`/?artwork=${work.id}`);
    await expect(shown.getByRole("heading", { level: 1, name: title })).toBeVisible();

    // Under the main image, a button for each photograph, named by its caption or alt text.
    const row = shown.getByRole("list", { name: viewerText.choose });
    const thumbnails = row.getByRole("button");
    await expect(thumbnails).toHaveCount(4);
    await expect(thumbnails.nth(0)).toHaveAccessibleName(images[0].alt);
    await expect(thumbnails.nth(2)).toHaveAccessibleName("The signature");
    await expect(thumbnails.nth(0)).toHaveAttribute("aria-pressed", "true");

    // Choosing one shows it whole in the main place.
    await thumbnails.nth(2).click();
    await expect(thumbnails.nth(2)).toHaveAttribute("aria-pressed", "true");
    const main = shown.locator("[data-painting] img").first();
    const key = (url: string) => url.replace(/-\d+\.webp$/, "").replace(/^.*\//, "");
    await expect(main).toHaveAttribute("src", new RegExp(key(images[2].url)));
    await expect(shown.getByText("The signature", { exact: true })).toBeVisible();

    // The viewer opens on it, "3 of 4", and pages on with the arrow keys, round to the first.
    await shown.getByRole("button", { name: viewerText.openOn(title) }).click();
    const viewer = shown.getByRole("dialog", { name: viewerText.title(title) });
    await expect(viewer.getByText(viewerText.position(3, 4))).toBeVisible();
    await shown.keyboard.press("ArrowRight");
    await expect(viewer.getByText(viewerText.position(4, 4))).toBeVisible();
    await shown.keyboard.press("ArrowRight");
    await expect(viewer.getByText(viewerText.position(1, 4))).toBeVisible();
    await shown.keyboard.press("ArrowLeft");
    await expect(viewer.getByText(viewerText.position(4, 4))).toBeVisible();
    // And by its buttons.
    await viewer.getByRole("button", { name: viewerText.previous }).click();
    await expect(viewer.getByText(viewerText.position(3, 4))).toBeVisible();
    await viewer.getByRole("button", { name: viewerText.next }).click();
    await expect(viewer.getByText(viewerText.position(4, 4))).toBeVisible();

    // A one-finger swipe to the left shows the next (touches sent through the DevTools protocol).
    const stage = await viewer.getByTestId("zoom-stage").boundingBox();
    if (!stage) throw new Error("the viewer's stage is not on screen");
    const y = stage.y + stage.height / 2;
    const touches = await visitor.newCDPSession(shown);
    const finger = (x: number) => [{ x, y, id: 1 }];
    const from = stage.x + stage.width * 0.8;
    await touches.send("Input.dispatchTouchEvent", {
      type: "touchStart",
      touchPoints: finger(from),
    });
    for (let step = 1; step <= 6; step++) {
      await touches.send("Input.dispatchTouchEvent", {
        type: "touchMove",
        touchPoints: finger(from - step * 30),
      });
    }
    await touches.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await expect(viewer.getByText(viewerText.position(1, 4))).toBeVisible();
    await expectNoSeriousA11yViolations(shown);

    // Closed, the detail shows the photograph last seen.
    await shown.keyboard.press("Escape");
    await expect(viewer).toBeHidden();
    await expect(thumbnails.nth(0)).toHaveAttribute("aria-pressed", "true");
    await visitor.close();
  } finally {
    await page.request.delete(`/api/artworks/${work.id}`, { headers: { origin } });
  }
});
