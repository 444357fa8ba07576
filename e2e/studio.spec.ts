import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { messages } from "#shared/messages";
import { expect, signInAsOwner, test } from "./fixtures";
import { expectNoSeriousA11yViolations, listArtworks } from "./support";

// On the shop whose journeys change the catalogue (playwright.config.ts). bypassCSP: the axe
// scans inject a script.
test.use({ baseURL: process.env.E2E_COLLECTORS_URL, bypassCSP: true });

const overview = messages.adminOverview;
const text = messages.adminImport;

test("the owner's studio: the Overview first, then an artworks CSV out, edited and brought back", async ({
  page,
  baseURL,
}, testInfo) => {
  await signInAsOwner(page, "owner@atelier.test", baseURL);
  await page.goto("/admin");
  await expect(page.getByRole("tab", { name: overview.tab })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.getByRole("heading", { name: overview.revenueTitle })).toBeVisible();
  await expect(page.locator("[data-revenue-chart] [data-month]")).toHaveCount(12);
  // The chart's figures, for screen readers, as a table of the twelve months.
  await expect(
    page.getByRole("table", { name: overview.revenueTitle }).getByRole("row"),
  ).toHaveCount(13);
  await expect(page.getByRole("link", { name: overview.backup })).toHaveAttribute(
    "href",
    "/api/admin/backup",
  );
  await expectNoSeriousA11yViolations(page);

  // The artworks as a spreadsheet, one of them renamed, brought back.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: overview.artworksCsv }).click(),
  ]);
  const lines = (await readFile((await download.path()) ?? "", "utf8")).split("\r\n");
  const { items } = await listArtworks(page.request, { availability: "available" });
  const painting = items[3];
  const line = lines.find((row) => row.startsWith(`${painting.id},`)) ?? "";
  const renamed = `${painting.title} (reworked)`;
  await mkdir(testInfo.outputDir, { recursive: true });
  const edited = path.join(testInfo.outputDir, "artworks.csv");
  await writeFile(edited, [lines[0], line.replace(painting.title, renamed), ""].join("\r\n"));
  const broken = path.join(testInfo.outputDir, "broken.csv");
  await writeFile(broken, [lines[0], line.replace(painting.title, ""), ""].join("\r\n"));

  await page.getByRole("tab", { name: messages.adminOrders.artworksTab }).click();
  const open = page.getByRole("button", { name: text.open });
  await open.click();
  const dialog = page.getByRole("dialog", { name: text.title });
  // A bad row is named, and nothing can be imported.
  await dialog.getByLabel(text.file).setInputFiles(broken);
  await expect(dialog.getByRole("alert")).toContainText(
    text.errorLine(2, "title", "Title is required"),
  );
  await expect(dialog.getByRole("button", { name: text.apply(0) })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  await dialog.getByLabel(text.file).setInputFiles(edited);
  await expect(dialog.getByRole("status")).toHaveText(
    `${text.willCreate(0)} · ${text.willUpdate(1)}`,
  );
  await expect(dialog.getByRole("cell", { name: renamed })).toBeVisible();
  await dialog.getByRole("button", { name: text.apply(1) }).click();
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  await expect(page.getByText(text.done(0, 1))).toBeVisible();
  const detail = await page.request.get(`/api/artworks/${painting.id}`);
  expect((await detail.json()).title).toBe(renamed);
});
