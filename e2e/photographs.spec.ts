import type { Page } from "@playwright/test";
import sharp from "sharp";
import type { Artwork } from "#shared/artwork";
import { messages } from "#shared/messages";
import { expect, test } from "./fixtures";
import { addPainting, expectNoSeriousA11yViolations, shopOrigin } from "./support";

// bypassCSP: the axe scan injects a script.
test.use({ bypassCSP: true, baseURL: process.env.E2E_COLLECTORS_URL });

const text = messages.admin.photos;

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

test("the owner adds three photographs to a painting, and reorders them by keyboard", async ({
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

    // Now third: its own "Move up" takes it to second.
    const nowThird = photographs.getByRole("button", { name: text.moveUp(3) });
    await nowThird.focus();
    saved = arranged();
    await page.keyboard.press("Enter");
    expect((await saved).status()).toBe(200);
    const order = (await readWork(page, work.id)).images.map((image) => image.id);
    expect(order).toEqual([added[0], added[3], added[1], added[2]]);

    // A caption typed and left is kept, and the list reads as the server has it.
    const second = photographs.getByRole("textbox", { name: text.caption }).nth(1);
    saved = arranged();
    await second.fill("The signature, on the back");
    await second.press("Tab");
    expect((await saved).status()).toBe(200);
    const final = await readWork(page, work.id);
    expect(final.images[1]).toMatchObject({
      id: added[3],
      caption: "The signature, on the back",
    });
    await expectNoSeriousA11yViolations(page);
  } finally {
    await page.request.delete(`/api/artworks/${work.id}`, { headers: { origin } });
  }
});
