import sharp from "sharp";
import { messages } from "#shared/messages";
import { formatPrice } from "#shared/money";
import { expect, test } from "./fixtures";
import { cards, expectNoSeriousA11yViolations, openGallery, toastWith } from "./support";

// One owner account: these journeys change the shared catalogue, so they run in order.
test.describe.configure({ mode: "serial" });

const dialog = (page: import("@playwright/test").Page) => page.getByRole("dialog");

test("the owner adds an artwork by URL, sees it first in the gallery, edits it and deletes it", async ({
  page,
  owner: _,
}) => {
  await page.goto("/admin?tab=artworks");
  await expect(page.getByRole("heading", { name: messages.admin.title })).toBeVisible();
  const table = page.getByRole("table");
  await expect(table.getByRole("caption")).toHaveText(/^Artworks \(\d+\)$/);
  for (const column of Object.values(messages.admin.columns)) {
    await expect(table.getByRole("columnheader", { name: column })).toBeVisible();
  }
  const before = Number((await table.getByRole("caption").textContent())?.match(/\d+/)?.[0]);

  await page.getByRole("button", { name: messages.admin.add }).click();
  await expect(dialog(page).getByRole("heading", { name: messages.admin.add })).toBeVisible();
  // Every required field says so next to itself.
  await dialog(page).getByLabel(messages.admin.fields.price).fill("");
  await dialog(page).getByRole("button", { name: messages.admin.create }).click();
  await expect(dialog(page).getByText("Title is required")).toBeVisible();
  await expect(dialog(page).getByText("Artist is required")).toBeVisible();
  await expect(dialog(page).getByText("Price must be a number")).toBeVisible();
  await expect(dialog(page).getByLabel(messages.admin.fields.title)).toBeFocused();

  const title = `<b>Tide Line</b> ${Date.now()}`;
  await dialog(page).getByLabel(messages.admin.fields.title).fill(title);
  await dialog(page).getByLabel(messages.admin.fields.artist).fill("Maren Holloway");
  await dialog(page)
    .getByLabel(messages.admin.fields.description)
    .fill("<script>window.pwned=1</script>");
  await dialog(page).getByLabel(messages.admin.fields.price).fill("1234.5");
  await dialog(page).getByLabel(messages.artworkForm.size.width).fill("24");
  await dialog(page).getByLabel(messages.artworkForm.size.height).fill("36");
  await dialog(page).getByLabel(messages.artworkForm.size.unit).selectOption("in");
  await dialog(page).getByLabel(messages.admin.fields.medium).fill("Oil on canvas");
  await dialog(page)
    .getByLabel(messages.admin.fields.imageUrl)
    .fill("/images/the-blue-hour-1280.webp");
  // Its details: a new work starts signed and unframed, from this year.
  await dialog(page).getByLabel(messages.admin.fields.year).fill("2021");
  await dialog(page).getByLabel(messages.admin.fields.style).fill("Colour field");
  await dialog(page).getByLabel(messages.admin.fields.subject).fill("Seascape");
  await expect(dialog(page).getByLabel(messages.admin.fields.signed)).toBeChecked();
  await dialog(page).getByLabel(messages.admin.fields.signed).uncheck();
  await dialog(page).getByLabel(messages.admin.fields.framed).check();
  await dialog(page).getByRole("button", { name: messages.admin.create }).click();
  await expect(toastWith(page, messages.admin.created)).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  await expect(table.getByRole("caption")).toHaveText(messages.admin.table(before + 1));
  await expect(table.getByRole("row").nth(1)).toContainText(title);

  // First in the gallery, its text shown as text and nothing run.
  await openGallery(page);
  await expect(cards(page).first().getByRole("heading")).toHaveText(title);
  await expect(cards(page).first()).toContainText(formatPrice(1234.5));
  await cards(page).first().getByRole("link").click();
  await expect(page.getByText("<script>window.pwned=1</script>")).toBeVisible();
  const details = page.getByRole("region", { name: messages.detail.details });
  const row = (term: string) => details.locator("dt", { hasText: term }).locator("+ dd");
  await expect(row(messages.detail.year)).toHaveText("2021");
  await expect(row(messages.detail.style)).toHaveText("Colour field");
  await expect(row(messages.detail.subject)).toHaveText("Seascape");
  await expect(row(messages.detail.signed)).toHaveText(messages.detail.no);
  await expect(row(messages.detail.framed)).toHaveText(messages.detail.yes);
  expect(
    await page.evaluate(() => (window as unknown as { pwned?: number }).pwned),
  ).toBeUndefined();

  await page.goto("/admin?tab=artworks");
  await page.getByRole("button", { name: messages.admin.editOne(title) }).click();
  await expect(dialog(page).getByRole("heading", { name: messages.admin.edit })).toBeVisible();
  await expect(dialog(page).getByLabel(messages.admin.fields.title)).toHaveValue(title);
  const renamed = `Tide Line, revised ${Date.now()}`;
  await dialog(page).getByLabel(messages.admin.fields.title).fill(renamed);
  await dialog(page).getByRole("button", { name: messages.admin.update }).click();
  await expect(toastWith(page, messages.admin.updated)).toBeVisible();
  await expect(table.getByRole("row").nth(1)).toContainText(renamed);

  // Cancel in the confirmation keeps it; Delete removes it.
  await page.getByRole("button", { name: messages.admin.deleteOne(renamed) }).click();
  await expect(page.getByRole("alertdialog")).toContainText(messages.admin.confirmDelete);
  await page.getByRole("button", { name: messages.admin.cancel }).click();
  await expect(table.getByRole("row").nth(1)).toContainText(renamed);
  await page.getByRole("button", { name: messages.admin.deleteOne(renamed) }).click();
  await page.getByRole("button", { name: messages.admin.confirm }).click();
  await expect(toastWith(page, messages.admin.deleted)).toBeVisible();
  await expect(table.getByRole("caption")).toHaveText(messages.admin.table(before));
  await expect(table).not.toContainText(renamed);
});

test("the artwork form fits a phone, its details included", async ({ page, owner: _ }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/admin?tab=artworks");
  await page.getByRole("button", { name: messages.admin.add }).click();
  const fields = messages.admin.fields;
  for (const label of [fields.year, fields.style, fields.subject, fields.signed, fields.framed]) {
    const field = dialog(page).getByLabel(label);
    await field.scrollIntoViewIfNeeded();
    await expect(field).toBeVisible();
    const box = await field.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390, label).toBe(true);
  }
  // Nothing wider than the screen: the form scrolls down, never sideways.
  const outside = await dialog(page).evaluate(
    (element) =>
      [...element.querySelectorAll("input, select, textarea, label, button")]
        .map((node) => node.getBoundingClientRect())
        .filter((rect) => rect.width > 0 && (rect.left < 0 || rect.right > window.innerWidth))
        .length,
  );
  expect(outside).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("the owner uploads an image file instead of typing a URL", async ({ page, owner: _ }) => {
  await page.goto("/admin?tab=artworks");
  await page.getByRole("button", { name: messages.admin.add }).click();
  const upload = dialog(page).getByLabel(messages.admin.fields.upload);

  await upload.setInputFiles({
    name: "notes.png",
    mimeType: "image/png",
    buffer: Buffer.from("not an image"),
  });
  await expect(dialog(page).getByText(messages.api.notAnImage)).toBeVisible();

  const photo = await sharp({
    create: { width: 1400, height: 1000, channels: 3, background: "#2a6f97" },
  })
    .jpeg()
    .toBuffer();
  await upload.setInputFiles({ name: "studio.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(toastWith(page, messages.admin.uploaded)).toBeVisible();
  const imageUrl = dialog(page).getByLabel(messages.admin.fields.imageUrl);
  await expect(imageUrl).toHaveValue(/^\/images\/upload-[0-9a-f-]+-\d+x\d+-1280\.webp$/);

  const title = `Uploaded Study ${Date.now()}`;
  await dialog(page).getByLabel(messages.admin.fields.title).fill(title);
  await dialog(page).getByLabel(messages.admin.fields.artist).fill("Maren Holloway");
  await dialog(page).getByLabel(messages.admin.fields.price).fill("450");
  await dialog(page).getByLabel(messages.artworkForm.size.width).fill("50");
  await dialog(page).getByLabel(messages.artworkForm.size.height).fill("40");
  await dialog(page).getByLabel(messages.admin.fields.medium).fill("Acrylic on panel");
  await dialog(page).getByRole("button", { name: messages.admin.create }).click();
  await expect(toastWith(page, messages.admin.created)).toBeVisible();

  await openGallery(page);
  const image = cards(page).first().getByRole("img", { name: title });
  await expect(image).toHaveAttribute("srcset", /upload-.*640w/);
  expect(
    await image.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth)),
  ).toBeGreaterThan(0);

  await page.goto("/admin?tab=artworks");
  await page.getByRole("button", { name: messages.admin.deleteOne(title) }).click();
  await page.getByRole("button", { name: messages.admin.confirm }).click();
  await expect(toastWith(page, messages.admin.deleted)).toBeVisible();
});

test("the admin search finds artworks and the table pages through the catalogue", async ({
  page,
  owner: _,
}) => {
  await page.goto("/admin?tab=artworks");
  const rows = page.getByRole("table").getByRole("row");
  await expect(rows).toHaveCount(25); // header + the first page of 24
  await page.getByRole("button", { name: messages.home.loadMore }).click();
  await expect(rows).not.toHaveCount(25);
  await page.getByLabel(messages.admin.search).fill("blue hour");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText("The Blue Hour");
});

test.describe("accessibility", () => {
  test.use({ bypassCSP: true });

  test("axe finds no serious or critical violation on the Overview and its readiness list", async ({
    page,
    owner: _,
  }) => {
    await page.goto("/admin");
    const readiness = page.getByRole("region", { name: /^Ready to open: \d+ of 9$/ });
    await expect(readiness.getByRole("listitem")).toHaveCount(9);
    // A fix the owner makes in the admin is a link to its tab.
    await expect(
      readiness.getByRole("link", { name: messages.readiness.shopSetup.fix }),
    ).toHaveAttribute("href", "/admin?tab=shop");
    await expectNoSeriousA11yViolations(page);
  });

  test("axe finds no serious or critical violation on /admin, with the dialog open", async ({
    page,
    owner: _,
  }) => {
    await page.goto("/admin?tab=artworks");
    await expect(page.getByRole("table")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: messages.admin.add }).click();
    await dialog(page).getByRole("button", { name: messages.admin.create }).click();
    await expect(dialog(page).getByText("Title is required")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.getByRole("button", { name: messages.admin.add })).toBeFocused();
  });
});
