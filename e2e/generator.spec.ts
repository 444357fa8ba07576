import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { GENERATED_IMAGE_SIZE, GENERATION_DELAY_MS } from "#shared/generator";
import { messages } from "#shared/messages";
import { expect, test } from "./fixtures";
import { expectNoSeriousA11yViolations, listArtworks } from "./support";

const text = messages.generator;

/**
 * The toast on show (one at a time; older ones wait hidden behind it). The dialog
 * also tells screen readers the same in a status line, as the toasts sit behind the modal.
 */
const toast = (page: Page) => page.locator('[data-sonner-toast][data-front="true"]');

/**
 * Opens an artwork's detail with Playwright's fake clock installed, so a test can skip the
 * generator's 3-second wait (GENERATION_DELAY_MS) instead of sitting through it.
 */
async function openDetail(page: Page, request: Parameters<typeof listArtworks>[0]) {
  const { items } = await listArtworks(request);
  await page.clock.install();
  await page.goto(`/?artwork=${items[0].id}`);
  await expect(page.getByRole("heading", { level: 1, name: items[0].title })).toBeVisible();
  return items[0];
}

/** Presses a generate button, sees 'Generating...', skips the wait, and sees the image. */
async function generate(page: Page, button: string) {
  const dialog = page.getByRole("dialog", { name: text.title });
  await dialog.getByRole("button", { name: button }).click();
  await expect(dialog.getByRole("button", { name: text.generating })).toBeVisible();
  await expect(dialog.getByRole("img", { name: text.imageAlt })).toHaveCount(0);
  await page.clock.fastForward(GENERATION_DELAY_MS);
  await expect(dialog.getByRole("img", { name: text.imageAlt })).toBeVisible();
  await expect(toast(page)).toContainText(text.success);
  await expect(dialog.getByRole("button", { name: text.generating })).toHaveCount(0);
}

/** Clicks Download and returns the saved file's name and bytes. */
async function download(page: Page) {
  const saved = page.waitForEvent("download");
  await page.getByRole("link", { name: text.download }).click();
  const file = await saved;
  const bytes = await readFile(await file.path());
  return { name: file.suggestedFilename(), bytes };
}

test("Generate Similar Art makes an image from the server, downloads it, and makes another", async ({
  page,
  request,
}) => {
  await openDetail(page, request);
  const trigger = page.getByRole("button", { name: text.open });
  await trigger.click();
  const dialog = page.getByRole("dialog", { name: text.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(text.promptLabel)).toBeFocused();

  // An empty prompt is built from the artwork, so it can be generated straight away.
  const sent = page.waitForRequest("**/api/generator/images");
  await generate(page, text.generate);
  const body = (await sent).postDataJSON();
  expect(body.prompt).toMatch(/ in the style of /);
  expect(body.artworkId).toMatch(/^[0-9a-f-]{36}$/);

  const first = await download(page);
  expect(first.name).toMatch(/^ai-generated-art-\d+\.jpg$/);
  expect([...first.bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  expect(await sharp(first.bytes).metadata()).toMatchObject({
    format: "jpeg",
    width: GENERATED_IMAGE_SIZE,
    height: GENERATED_IMAGE_SIZE,
  });
  await expect(toast(page)).toContainText(text.downloaded);

  // Generate Another, with a prompt of the visitor's own: a different picture.
  await dialog.getByLabel(text.promptLabel).fill("Orbs over a night sea");
  await generate(page, text.again);
  const second = await download(page);
  expect([...second.bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  expect(second.bytes.equals(first.bytes)).toBe(false);

  // Escape closes the dialog and gives focus back to the button that opened it.
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(trigger).toBeFocused();
});

test("a failed generation says so in a toast, and the visitor can try again", async ({
  page,
  request,
}) => {
  await page.route("**/api/generator/images", (route) =>
    route.fulfill({ status: 500, json: { error: messages.api.internal } }),
  );
  await openDetail(page, request);
  await page.getByRole("button", { name: text.open }).click();
  const dialog = page.getByRole("dialog", { name: text.title });
  await dialog.getByRole("button", { name: text.generate }).click();
  await expect(toast(page)).toContainText(text.failed);
  await expect(dialog.getByRole("button", { name: text.generate })).toBeVisible();
  await expect(dialog.getByRole("img", { name: text.imageAlt })).toHaveCount(0);
});

test.describe("with axe", () => {
  // axe-core is injected as a script, which the site's Content-Security-Policy rightly refuses.
  test.use({ bypassCSP: true });

  test("the dialog works from the keyboard alone and passes axe", async ({ page, request }) => {
    await openDetail(page, request);
    const trigger = page.getByRole("button", { name: text.open });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: text.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(text.promptLabel)).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    // Focus stays inside the dialog however far the visitor tabs.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }

    // Generate from the keyboard: tab to the button, press Enter.
    await dialog.getByLabel(text.promptLabel).focus();
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: text.generate })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog.getByRole("button", { name: text.generating })).toBeFocused();
    await page.clock.fastForward(GENERATION_DELAY_MS);
    await expect(dialog.getByRole("img", { name: text.imageAlt })).toBeVisible();
    // The same button, now Generate Another, keeps the focus.
    await expect(dialog.getByRole("button", { name: text.again })).toBeFocused();
    // Scan the dialog with its image once the toast is gone (after 5 seconds): sonner's
    // rich-colour toasts fall just short of AA contrast, app-wide, which is not the dialog's.
    await page.clock.fastForward(6000);
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });
});
