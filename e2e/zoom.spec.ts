import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { zoomImageUrl } from "#shared/full-image";
import { storedImageSize } from "#shared/images";
import { messages } from "#shared/messages";
import { expect, test } from "./fixtures";
import { expectNoSeriousA11yViolations, listArtworks, shopOrigin } from "./support";

// bypassCSP: the axe scan injects a script.
test.use({ bypassCSP: true });

const text = messages.zoom;

/** A 3000 × 2000 PNG with something to see up close: stripes, and a circle across them. */
function largePainting(): Promise<Buffer> {
  const stripes = Array.from(
    { length: 30 },
    (_, i) => `<rect x="${i * 100}" width="50" height="2000" fill="hsl(${i * 12} 60% 45%)"/>`,
  ).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="3000" height="2000">
    <rect width="3000" height="2000" fill="#e9dfc9"/>${stripes}
    <circle cx="1500" cy="1000" r="700" fill="none" stroke="#1c1917" stroke-width="24"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The painting as drawn in the viewer, transform included. */
async function drawn(painting: Locator) {
  const box = await painting.boundingBox();
  if (!box) throw new Error("the painting is not on screen");
  return box;
}

/** The owner adds a painting from an uploaded 3000 × 2000 image; removed after the test. */
async function addLargePainting(page: Page) {
  const origin = await shopOrigin(page);
  const uploaded = await page.request.post("/api/images", {
    multipart: {
      file: { name: "brushwork.png", mimeType: "image/png", buffer: await largePainting() },
    },
    headers: { origin },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { imageUrl } = (await uploaded.json()) as { imageUrl: string };
  const created = await page.request.post("/api/artworks", {
    data: {
      title: `Brushwork ${Date.now()}`,
      artist: "A. Painter",
      description: "",
      price: 120,
      medium: "Oil",
      size: "30 x 20 in",
      imageUrl,
    },
    headers: { origin },
  });
  expect(created.status(), await created.text()).toBe(201);
  const artwork = (await created.json()) as { id: string; title: string; imageUrl: string };
  return {
    ...artwork,
    remove: () => page.request.delete(`/api/artworks/${artwork.id}`, { headers: { origin } }),
  };
}

test.describe("on the shop whose journeys add paintings", () => {
  test.use({ baseURL: process.env.E2E_COLLECTORS_URL });

  test("an upload keeps its full file, which the viewer fetches only when opened, and zooms, moves and closes by keyboard", async ({
    page,
    owner: _,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const artwork = await addLargePainting(page);
    try {
      // The upload's full file is kept: 3000 px on its long side, named by its URL.
      expect(storedImageSize(artwork.imageUrl)).toEqual({ width: 3000, height: 2000 });
      const fullPath = zoomImageUrl(artwork.imageUrl);
      expect(fullPath).toMatch(/-3000\.webp$/);

      const asked: string[] = [];
      page.on("request", (request) => asked.push(new URL(request.url()).pathname));
      await page.goto(`/?artwork=${artwork.id}`);
      await expect(page.getByRole("heading", { level: 1, name: artwork.title })).toBeVisible();
      await page.waitForLoadState("networkidle");
      const trigger = page.getByRole("button", { name: text.openOn(artwork.title) });
      await expect(trigger).toContainText(text.open);
      // The detail draws a display width; the full file is not asked for, even on hover or focus.
      await trigger.hover();
      await page.waitForLoadState("networkidle");
      expect(asked).not.toContain(fullPath);

      // Opened by keyboard: Tab from "Back to Gallery" reaches the image's button first.
      await page.getByRole("button", { name: messages.detail.back }).focus();
      await page.keyboard.press("Tab");
      await expect(trigger).toBeFocused();
      const fetched = page.waitForResponse((response) => response.url().endsWith(fullPath));
      await page.keyboard.press("Enter");
      const viewer = page.getByRole("dialog", { name: text.title(artwork.title) });
      await expect(viewer).toBeVisible();
      expect((await fetched).status()).toBe(200);
      const full = viewer.getByTestId("zoom-full");
      await expect(full).toHaveJSProperty("naturalWidth", 3000);
      await expect(viewer.getByRole("status")).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);

      // Fitted whole at first: inside the stage, the painting's own shape.
      const painting = viewer.getByTestId("zoom-painting");
      const stage = await drawn(viewer.getByTestId("zoom-stage"));
      const fitted = await drawn(painting);
      expect(fitted.width / fitted.height).toBeCloseTo(1.5, 2);
      expect(fitted.width).toBeLessThanOrEqual(stage.width);
      expect(fitted.height).toBeLessThanOrEqual(stage.height);

      // + twice: drawn 1.5 × 1.5 as large.
      await page.keyboard.press("+");
      await page.keyboard.press("+");
      await expect(painting).toHaveAttribute("data-scale", "2.250");
      await expect
        .poll(async () => (await drawn(painting)).width)
        .toBeCloseTo(fitted.width * 2.25, 0);

      // The arrows move the view: ArrowRight shows more of the right, ArrowDown more below.
      const before = await drawn(painting);
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowDown");
      await expect.poll(async () => (await drawn(painting)).x).toBeLessThan(before.x - 50);
      await expect.poll(async () => (await drawn(painting)).y).toBeLessThan(before.y - 50);
      // Never off the screen: its left edge stays left of the stage's, its right edge right of it.
      const moved = await drawn(painting);
      expect(moved.x).toBeLessThanOrEqual(stage.x);
      expect(moved.x + moved.width).toBeGreaterThanOrEqual(stage.x + stage.width);

      // 0: fitted again.
      await page.keyboard.press("0");
      await expect(painting).toHaveAttribute("data-scale", "1.000");
      await expect.poll(async () => (await drawn(painting)).x).toBeCloseTo(fitted.x, 0);
      await expect.poll(async () => (await drawn(painting)).width).toBeCloseTo(fitted.width, 0);

      // Escape closes it, and focus is back on the button that opened it.
      await page.keyboard.press("Escape");
      await expect(viewer).toBeHidden();
      await expect(trigger).toBeFocused();
    } finally {
      await artwork.remove();
    }
  });
});

test("on a phone, the viewer's buttons zoom, a drag moves, a wheel turn zooms where it points and a pinch zooms", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { items } = await listArtworks(request);
  const artwork = items[0];
  await page.goto(`/?artwork=${artwork.id}`);
  const trigger = page.getByRole("button", { name: text.openOn(artwork.title) });
  await trigger.click();
  const viewer = page.getByRole("dialog", { name: text.title(artwork.title) });
  const painting = viewer.getByTestId("zoom-painting");
  await expect(viewer.getByRole("status")).toHaveCount(0);
  const fitted = await drawn(painting);

  await viewer.getByRole("button", { name: text.zoomIn }).click();
  await viewer.getByRole("button", { name: text.zoomIn }).click();
  await expect(painting).toHaveAttribute("data-scale", "2.250");

  // A drag to the right moves the painting right, as far as the pointer went.
  await expect.poll(async () => (await drawn(painting)).width).toBeCloseTo(fitted.width * 2.25, 0);
  const before = await drawn(painting);
  const stage = await drawn(viewer.getByTestId("zoom-stage"));
  const [cx, cy] = [stage.x + stage.width / 2, stage.y + stage.height / 2];
  await page.mouse.move(cx, cy);
  await page.mouse.down();
  await page.mouse.move(cx + 40, cy, { steps: 4 });
  await page.mouse.up();
  expect((await drawn(painting)).x).toBeCloseTo(before.x + 40, 0);

  // A wheel turn up zooms in, keeping the point under the cursor where it is.
  const under = await drawn(painting);
  const at = { x: stage.x + stage.width * 0.6, y: cy };
  const share = (at.x - under.x) / under.width;
  await page.mouse.move(at.x, at.y);
  await page.mouse.wheel(0, -200);
  await expect
    .poll(async () => Number(await painting.getAttribute("data-scale")))
    .toBeGreaterThan(2.25);
  const after = await drawn(painting);
  expect(after.x + share * after.width).toBeCloseTo(at.x, 0);

  await expectNoSeriousA11yViolations(page);
  await viewer.getByRole("button", { name: text.reset }).click();
  await expect(painting).toHaveAttribute("data-scale", "1.000");

  // A pinch: two fingers (touches sent through the DevTools protocol) moving four times as far
  // apart zoom four times as close.
  const touches = await page.context().newCDPSession(page);
  const fingers = (apart: number) => [
    { x: cx - apart / 2, y: cy, id: 1 },
    { x: cx + apart / 2, y: cy, id: 2 },
  ];
  await touches.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: fingers(40) });
  for (let apart = 50; apart <= 160; apart += 10) {
    await touches.send("Input.dispatchTouchEvent", {
      type: "touchMove",
      touchPoints: fingers(apart),
    });
  }
  await touches.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await expect(painting).toHaveAttribute("data-scale", "4.000");

  await viewer.getByRole("button", { name: text.close }).click();
  await expect(viewer).toBeHidden();
  await expect(trigger).toBeFocused();
});
