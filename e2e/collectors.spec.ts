import type { APIRequestContext } from "@playwright/test";
import { messages } from "#shared/messages";
import { mailsTo, type OutboxMail } from "#tests/outbox";
import { appStarted, expect, signInAsNewShopper, signInAsOwner, test } from "./fixtures";
import {
  addPainting,
  dataDirOf,
  expectNoSeriousA11yViolations,
  listArtworks,
  newEmail,
  shopOrigin,
} from "./support";

// The collectors' journeys run on a shop of their own (playwright.config.ts), which tells
// followers of each new work at once: they add and sell paintings other journeys would take.
// bypassCSP: the axe scans inject a script.
test.use({ baseURL: process.env.E2E_COLLECTORS_URL, bypassCSP: true });

const text = messages.collect;
const GALLERY = "Atelier Test Gallery";

/** Every mail to `email` in the collectors' shop's outbox, oldest first. */
const mailsOf = (email: string) => mailsTo(dataDirOf(process.env.E2E_COLLECTORS_URL), email);

/** The first link in `mail` whose path starts with `prefix`. */
const linkIn = (mail: OutboxMail, prefix: string) =>
  mail.body.match(new RegExp(`https?://[^/\\s]+(${prefix}[\\w-]+)`))?.[1] ?? "";

test("a follower hears of new work by e-mail, and one click in that mail stops the next", async ({
  page,
  playwright,
}) => {
  const fan = newEmail("fan");
  const control = newEmail("control");
  for (const email of [fan, control]) {
    await page.goto("/");
    const form = page.locator("footer form");
    await form.getByLabel(messages.follow.email).fill(email);
    await form.getByRole("button", { name: messages.follow.submit }).click();
    await expect(page.getByRole("status").filter({ hasText: messages.follow.sent })).toBeVisible({
      timeout: 15_000,
    });
    await expect.poll(async () => (await mailsOf(email)).length).toBe(1);
    const [confirmation] = await mailsOf(email);
    await page.goto(linkIn(confirmation, "/api/follow/confirm/"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      messages.followPage.confirmedTitle(GALLERY),
    );
  }

  await signInAsOwner(page, "owner@atelier.test");
  const first = `Morning Tide ${Date.now()}`;
  await addPainting(page, first);
  const subject = (title: string) => `New work from ${GALLERY}: ${title}`;
  await expect
    .poll(async () => (await mailsOf(fan)).map((mail) => mail.subject))
    .toContain(subject(first));
  const newWork = (await mailsOf(fan)).find((mail) => mail.subject === subject(first));
  const headers = newWork?.body.replace(/\r?\n[ \t]+/g, " ") ?? "";
  expect(headers).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  const unsubscribe = headers.match(/List-Unsubscribe: <([^>]+)>/)?.[1] ?? "";
  expect(unsubscribe).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/unsubscribe\//);

  // A mail program's one click: a POST with no session, from no page of the shop.
  const mailProgram: APIRequestContext = await playwright.request.newContext();
  const clicked = await mailProgram.post(unsubscribe, {
    form: { "List-Unsubscribe": "One-Click" },
  });
  expect(clicked.status()).toBe(200);
  await mailProgram.dispose();

  const second = `Evening Tide ${Date.now()}`;
  await addPainting(page, second);
  // Once the other follower has heard of it, the one who left would have too.
  await expect
    .poll(async () => (await mailsOf(control)).map((mail) => mail.subject))
    .toContain(subject(second));
  expect((await mailsOf(fan)).map((mail) => mail.subject)).not.toContain(subject(second));
});

test("a visitor asks for a commission like a sold painting, and the owner finds it in the admin", async ({
  page,
  browser,
}) => {
  await signInAsOwner(page, "curator@atelier.test");
  const { items } = await listArtworks(page.request, { availability: "available" });
  const painting = items[items.length - 1];
  const sold = await page.request.put(`/api/artworks/${painting.id}/availability`, {
    data: { availability: "sold" },
    headers: { origin: await shopOrigin(page) },
  });
  expect(sold.status(), await sold.text()).toBe(200);

  const visitorContext = await browser.newContext({ bypassCSP: true });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/?artwork=${painting.id}`);
  await appStarted(visitor);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(painting.title);

  // An alert for similar work, for an address that must confirm it first.
  await visitor.getByRole("button", { name: text.notify }).click();
  const alertDialog = visitor.getByRole("dialog", { name: text.alertTitle });
  await alertDialog.getByLabel(text.alertEmail).fill(newEmail("alert"));
  await alertDialog.getByRole("button", { name: text.alertSubmit }).click();
  await expect(alertDialog.getByRole("status")).toHaveText(text.alertSent);
  await expectNoSeriousA11yViolations(visitor);
  await visitor.keyboard.press("Escape");
  await expect(visitor.getByRole("button", { name: text.notify })).toBeFocused();

  // The commission: its words are kept as typed.
  const message = `Something like this, but 1 m wide <please> — ${Date.now()}`;
  await visitor.getByRole("button", { name: text.commission }).click();
  const form = visitor.getByRole("dialog", { name: text.commissionTitle });
  await form.getByRole("button", { name: text.enquirySubmit }).click();
  await expect(form.getByText("Name is required")).toBeVisible();
  await form.getByLabel(text.name).fill("Ada Lovelace");
  await form.getByLabel(text.email).fill(newEmail("ada"));
  await form.getByLabel(text.message).fill(message);
  await form.getByRole("button", { name: text.enquirySubmit }).click();
  await expect(form.getByRole("status")).toHaveText(text.enquirySent);
  await visitorContext.close();

  await expect
    .poll(async () => (await mailsOf("curator@atelier.test")).map((mail) => mail.subject))
    .toContain(`Commission request from Ada Lovelace (like "${painting.title}")`);

  await page.goto("/admin?tab=enquiries");
  const enquiry = page.getByRole("article").filter({ hasText: message });
  await expect(enquiry).toContainText("Ada Lovelace");
  await expect(enquiry).toContainText(painting.title);
  await expectNoSeriousA11yViolations(page);
  await enquiry.getByRole("button", { name: messages.adminEnquiries.markDone }).click();
  await expect(enquiry.getByRole("button", { name: messages.adminEnquiries.markDone })).toHaveCount(
    0,
  );
});

test("a shopper sees what they follow and the alerts they set on their profile, and stops each", async ({
  page,
}) => {
  const email = await signInAsNewShopper(page, { baseURL: process.env.E2E_COLLECTORS_URL });
  const origin = { origin: await shopOrigin(page) };
  const [painting] = (await listArtworks(page.request, {})).items;
  // Their own address: following and the alert are active at once.
  expect(
    (
      await page.request.post("/api/follow", {
        data: { email: email },
        headers: origin,
      })
    ).status(),
  ).toBe(202);
  expect(
    (
      await page.request.post("/api/alerts", { data: { artworkId: painting.id }, headers: origin })
    ).status(),
  ).toBe(201);

  const said = messages.subscriptions;
  await page.goto("/profile");
  const section = page.getByRole("region", { name: said.title });
  await expect(section).toContainText(said.following);
  await expect(section).toContainText(painting.title);
  await expectNoSeriousA11yViolations(page);

  await section
    .getByRole("button", { name: `${said.stop} ${said.stopAlertFor(painting.title)}` })
    .click();
  await expect(section).toContainText(said.noAlerts);
  await section.getByRole("button", { name: said.stopFollowing }).click();
  await expect(section).toContainText(said.notFollowing);
  await page.reload();
  await expect(page.getByRole("region", { name: said.title })).toContainText(said.notFollowing);
});
