import sharp from "sharp";
import type { Artwork, ArtworkPage } from "#shared/artwork";
import { titleFromFileName } from "#shared/drafts";
import { messages } from "#shared/messages";
import { expect, test } from "./fixtures";
import { expectNoSeriousA11yViolations, shopOrigin } from "./support";

// bypassCSP: the axe scan injects a script.
test.use({ bypassCSP: true, baseURL: process.env.E2E_COLLECTORS_URL });

const text = messages.addMany;

const jpeg = (colour: string) =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

test("the owner adds many photographs at once: each good one a draft titled from its name, the bad one named with its reason", async ({
  page,
  request,
  owner: _,
}) => {
  const stamp = Date.now();
  const good = [`harbour_at-dusk ${stamp}.jpg`, `quay-steps-${stamp}.jpg`];
  const bad = `notes-${stamp}.jpg`;
  await page.goto("/admin?tab=artworks");
  await page.getByRole("button", { name: text.open }).click();
  const dialog = page.getByRole("dialog", { name: text.title });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(text.choose).setInputFiles([
    { name: good[0], mimeType: "image/jpeg", buffer: await jpeg("#21618c") },
    // Not a photograph at all, whatever its name says.
    { name: bad, mimeType: "image/jpeg", buffer: Buffer.from("shopping list: ultramarine") },
    { name: good[1], mimeType: "image/jpeg", buffer: await jpeg("#a04000") },
  ]);

  // Each row ends as added, or not added with the server's reason; the bad one stops nothing.
  await expect(dialog.getByRole("status")).toHaveText(text.summary(2, 1));
  const row = (name: string) => dialog.getByRole("listitem").filter({ hasText: name });
  for (const name of good) await expect(row(name)).toContainText(text.done);
  await expect(row(bad)).toContainText(/Not added: .+/);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: text.close }).first().click();

  // In the table as drafts still to complete; nothing public.
  const titles = good.map(titleFromFileName);
  const table = page.getByRole("table");
  for (const title of titles) {
    const line = table.getByRole("row").filter({ hasText: title });
    await expect(line).toContainText(messages.drops.draft);
    await expect(line).toContainText(text.toComplete);
  }
  // `request` is signed out: the public's view.
  const shown: ArtworkPage = await (await request.get(`/api/artworks?q=${stamp}`)).json();
  expect(shown.items).toEqual([]);

  const origin = await shopOrigin(page);
  const mine: ArtworkPage = await (
    await page.request.get(`/api/artworks?scope=all&q=${stamp}`)
  ).json();
  const drafts = mine.items.filter((work: Artwork) => titles.includes(work.title));
  expect(drafts.map((work) => work.visibility)).toEqual(["draft", "draft"]);
  for (const work of drafts) {
    await page.request.delete(`/api/artworks/${work.id}`, { headers: { origin } });
  }
});
