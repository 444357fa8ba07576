import { readFile } from "node:fs/promises";
import type { Locator, Request } from "@playwright/test";
import sharp from "sharp";
import { messages } from "#shared/messages";
import { expect, test } from "./fixtures";
import { expectNoSeriousA11yViolations, listArtworks, shopOrigin } from "./support";

// bypassCSP: the axe scans inject a script.
test.use({ bypassCSP: true });

const text = messages.wall;

/** The centre of an element on screen. */
async function centreOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not on screen");
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, box };
}

/** "… 12.5 cm from the left edge …": the painting's distance from the photo's left edge, in cm. */
const leftCm = (status: string) =>
  Number(status.match(/corner is ([\d.,]+) cm from the left/)?.[1]);

test("a painting on a photo of the visitor's wall: marked to scale, moved by keys, downloaded, never uploaded", async ({
  page,
  request,
}) => {
  const { items } = await listArtworks(request);
  const painting = items.find((artwork) => artwork.dimensions);
  if (!painting?.dimensions) throw new Error("the demo collection has a painting with a size");
  const { widthCm, heightCm } = painting.dimensions;
  await page.goto(`/?artwork=${painting.id}`);
  await page.getByRole("button", { name: text.open }).click();
  const dialog = page.getByRole("dialog", { name: text.title(painting.title) });

  // The room: the painting drawn at its size against a wall of known width.
  const drawn = dialog.getByTestId("wall-painting");
  await expect(drawn).toHaveAttribute("data-width-cm", String(widthCm));
  await expect(drawn).toHaveAttribute("data-height-cm", String(heightCm));
  const svg = dialog.locator("svg[role=img]");
  const wallCm = Number((await svg.getAttribute("viewBox"))?.split(" ")[2]);
  // Measured once the dialog has settled (it opens with a transition).
  const drawnShare = async () => {
    const [inRoom, room] = [await drawn.boundingBox(), await svg.boundingBox()];
    return (inRoom?.width ?? 0) / (room?.width ?? 1);
  };
  await expect.poll(drawnShare).toBeCloseTo(widthCm / wallCm, 2);
  await expectNoSeriousA11yViolations(page);

  // Their own wall: a photo read in the browser. Nothing after it may carry it anywhere.
  await dialog.getByRole("tab", { name: text.photoTab }).click();
  const sent: Request[] = [];
  page.on("request", (sentRequest) => sent.push(sentRequest));
  const photo = await sharp({
    create: { width: 1600, height: 1000, channels: 3, background: "#d8d2c4" },
  })
    .jpeg()
    .toBuffer();
  await dialog
    .getByLabel(text.usePhoto)
    .setInputFiles({ name: "wall.jpg", mimeType: "image/jpeg", buffer: photo });

  // Mark an A4 sheet's long side: the end marker moved by keys, ten screen pixels a step.
  await expect(dialog.getByRole("radio", { name: text.a4 })).toBeChecked();
  const end = dialog.getByRole("button", { name: text.markerEnd });
  await end.focus();
  for (let step = 0; step < 3; step++) await page.keyboard.press("Shift+ArrowLeft");
  const status = dialog.getByTestId("wall-status");
  await expect(status).toContainText("from the 29.7 cm you marked");

  // The painting's drawn size follows the marked scale.
  const [from, to] = [
    await centreOf(dialog.getByRole("button", { name: text.markerStart })),
    await centreOf(end),
  ];
  const screenPxPerCm = Math.hypot(to.x - from.x, to.y - from.y) / 29.7;
  const onWall = dialog.getByTestId("wall-painting");
  const box = await onWall.boundingBox();
  expect(box?.width).toBeCloseTo(widthCm * screenPxPerCm, 0);
  expect(box?.height).toBeCloseTo(heightCm * screenPxPerCm, 0);
  await expectNoSeriousA11yViolations(page);

  // Moved by keys: three steps right, a centimetre each (unless it reached the edge).
  const before = leftCm((await status.textContent()) ?? "");
  await onWall.focus();
  for (let step = 0; step < 3; step++) await page.keyboard.press("ArrowRight");
  await expect
    .poll(async () => leftCm((await status.textContent()) ?? ""))
    .toBeCloseTo(before + 3, 0);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    dialog.getByRole("button", { name: text.download }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/-on-your-wall\.jpg$/);
  const made = await sharp(await readFile((await download.path()) ?? "")).metadata();
  expect([made.format, made.width, made.height]).toEqual(["jpeg", 1600, 1000]);

  for (const each of sent) {
    expect(each.method(), each.url()).toBe("GET");
    expect(each.postDataBuffer(), each.url()).toBeNull();
  }
});

test("at 1280 × 900, a photo of each shape leaves Download in the dialog's view, unscrolled", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const painting = (await listArtworks(request)).items.find((artwork) => artwork.dimensions);
  if (!painting) throw new Error("the demo collection has a painting with a size");
  await page.goto(`/?artwork=${painting.slug}`);
  await page.getByRole("button", { name: text.open }).click();
  const dialog = page.getByRole("dialog", { name: text.title(painting.title) });
  await dialog.getByRole("tab", { name: text.photoTab }).click();
  for (const [width, height] of [
    [1600, 1000],
    [1000, 1600],
  ]) {
    const photo = await sharp({ create: { width, height, channels: 3, background: "#d8d2c4" } })
      .jpeg()
      .toBuffer();
    // The same input, named "Use a photo…" first and "Choose another photo" after.
    await dialog
      .locator("input[type=file]")
      .setInputFiles({ name: "wall.jpg", mimeType: "image/jpeg", buffer: photo });
    const download = dialog.getByRole("button", { name: text.download });
    await expect(download).toBeEnabled();
    const [shown, button] = [await dialog.boundingBox(), await download.boundingBox()];
    expect(button && shown && button.y + button.height <= shown.y + shown.height).toBe(true);
    expect(await dialog.evaluate((node) => node.scrollTop)).toBe(0);
  }
});

test.describe("on the shop whose journeys add paintings", () => {
  // Its own shop: other journeys take the main gallery's first painting.
  test.use({ baseURL: process.env.E2E_COLLECTORS_URL });

  test("a painting whose size gives no width and height says why, and offers no scale", async ({
    page,
    owner: _,
  }) => {
    const origin = await shopOrigin(page);
    const created = await page.request.post("/api/artworks", {
      data: {
        title: `Sized in words ${Date.now()}`,
        artist: "A",
        description: "",
        price: 10,
        medium: "Oil",
        size: "Large",
        imageUrl: (await listArtworks(page.request)).items[0].imageUrl,
      },
      headers: { origin },
    });
    expect(created.status()).toBe(201);
    const artwork = await created.json();
    try {
      expect(artwork.dimensions).toBeNull();
      await page.goto(`/?artwork=${artwork.id}`);
      await page.getByRole("button", { name: text.open }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toContainText(text.noDimensions("Large"));
      await expect(dialog.getByTestId("wall-painting")).toHaveCount(0);
      await expect(dialog.getByRole("tab")).toHaveCount(0);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("button", { name: text.open })).toBeFocused();
    } finally {
      await page.request.delete(`/api/artworks/${artwork.id}`, { headers: { origin } });
    }
  });
});
