import { readFile } from "node:fs/promises";
import { messages } from "#shared/messages";
import { expect, signInAsOwner, test } from "./fixtures";
import { expectNoSeriousA11yViolations, listArtworks } from "./support";

// On the shop whose journeys sell paintings (playwright.config.ts). bypassCSP: the axe scans
// inject a script.
test.use({ baseURL: process.env.E2E_COLLECTORS_URL, bypassCSP: true });

const text = messages.adminCollectors;
const actions = messages.adminOrders;

test("the owner records a sale made elsewhere and finds it in the Collectors tab and its CSV", async ({
  page,
  baseURL,
}) => {
  await signInAsOwner(page, "owner@atelier.test", baseURL);
  const { items } = await listArtworks(page.request, { availability: "available" });
  const painting = items[2];

  await page.goto("/admin?tab=artworks");
  await page.getByLabel(messages.admin.search).fill(painting.title);
  const mark = page.getByRole("button", {
    name: actions.actionOn(actions.markSoldElsewhere, painting.title),
  });
  await mark.click();
  const dialog = page.getByRole("dialog", { name: text.markSoldTitle(painting.title) });
  await expect(dialog.getByLabel(text.buyerName)).toBeFocused();
  await dialog.getByLabel(text.buyerName).fill("Iris Dunmore");
  // A day still to come is refused beside its field, and nothing is marked.
  await dialog.getByLabel(text.soldOnOptional).fill("2999-01-01");
  await dialog.getByRole("button", { name: actions.markSoldElsewhere }).click();
  await expect(dialog.getByText("Date of sale cannot be in the future")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel(text.soldOnOptional).fill("2026-05-14");
  await dialog.getByRole("button", { name: actions.markSoldElsewhere }).click();
  await expect(dialog).toBeHidden();
  const markAvailable = page.getByRole("button", {
    name: actions.actionOn(actions.markAvailable, painting.title),
  });
  await expect(markAvailable).toBeFocused();

  await page.getByRole("tab", { name: text.tab }).click();
  await expect(page).toHaveURL(/[?&]tab=collectors/);
  const card = page.getByRole("article", { name: painting.title });
  await expect(card).toContainText("Iris Dunmore");
  await expect(card).toContainText("14 May 2026");
  await expect(card).toContainText(text.elsewhere);
  await expectNoSeriousA11yViolations(page);

  // The record can be corrected from the register.
  await card
    .getByRole("button", { name: `${text.editRecord} ${text.editRecordFor(painting.title)}` })
    .click();
  const edit = page.getByRole("dialog", { name: text.recordTitle(painting.title) });
  await expect(edit.getByLabel(text.buyerName)).toHaveValue("Iris Dunmore");
  await edit.getByLabel(text.buyerName).fill("Iris and Tom Dunmore");
  await edit.getByRole("button", { name: text.save }).click();
  await expect(edit).toBeHidden();
  await expect(card).toContainText("Iris and Tom Dunmore");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: text.download }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^atelier-collectors-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = (await readFile((await download.path()) ?? "", "utf8")).split("\r\n");
  expect(rows[0]).toBe(
    "Title,Artist,Buyer,Buyer e-mail,Date of sale,Price (GBP),Sold,Order,Certificate",
  );
  expect(rows).toContain(
    `${painting.title},${painting.artist},Iris and Tom Dunmore,,2026-05-14,,Elsewhere,,`,
  );
  // Visitors never see who bought it.
  const detail = await page.request.get(`/api/artworks/${painting.id}`);
  expect(await detail.text()).not.toContain("Dunmore");
});
