import { messages } from "#shared/messages";
import { galleryTexts } from "#shared/texts/gallery";
import { mailsTo, type OutboxMail } from "#tests/outbox";
import { expect, test } from "./fixtures";
import { dataDirOf, expectNoSeriousA11yViolations } from "./support";

// bypassCSP: the axe scans inject a script.
test.use({ bypassCSP: true });

/** The path of the first link in `mail` whose path starts with `prefix`. */
const linkIn = (mail: OutboxMail, prefix: string) =>
  mail.body.match(new RegExp(`https?://[^/\\s]+(${prefix}[\\w-]+)`))?.[1] ?? "";

test("a follower confirms by the e-mailed link, and later leaves with one click on the page", async ({
  page,
  request,
  baseURL,
}) => {
  const email = `follower-${Date.now()}@example.com`;
  const follow = () =>
    request.post("/api/follow", { data: { email }, headers: { origin: baseURL ?? "" } });
  expect((await follow()).status()).toBe(202);
  const mails = () => mailsTo(dataDirOf(baseURL), email);
  await expect.poll(async () => (await mails()).length).toBe(1);
  const [confirmation] = await mails();

  await page.goto(linkIn(confirmation, "/api/follow/confirm/"));
  await expect(page).toHaveURL(/\/follow\?state=confirmed$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    messages.followPage.confirmedTitle("Atelier Test Gallery"),
  );
  await expectNoSeriousA11yViolations(page);

  // The unsubscribe link every such mail carries: opening it asks first.
  await page.goto(linkIn(confirmation, "/api/unsubscribe/"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    messages.followPage.unsubscribeTitle,
  );
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: messages.followPage.unsubscribe }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    messages.followPage.unsubscribedTitle,
  );

  // The address is gone: following again asks to confirm again, as for a stranger.
  expect((await follow()).status()).toBe(202);
  await expect
    .poll(async () => (await mails()).map((mail) => mail.subject))
    .toEqual([
      "Confirm you want to follow Atelier Test Gallery",
      "Confirm you want to follow Atelier Test Gallery",
    ]);
});

test("a visitor follows from the foot of the gallery and is asked to confirm by e-mail", async ({
  page,
  baseURL,
}) => {
  const email = `footer-${Date.now()}@example.com`;
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await footer.getByLabel(galleryTexts.follow.email).fill("not an address");
  await footer.getByRole("button", { name: galleryTexts.follow.submit }).click();
  await expect(footer.getByRole("alert")).toHaveText("Enter a valid email address");

  await footer.getByLabel(galleryTexts.follow.email).fill(email);
  await footer.getByRole("button", { name: galleryTexts.follow.submit }).click();
  await expect(footer.getByRole("status")).toHaveText(galleryTexts.follow.sent);
  await expectNoSeriousA11yViolations(page);
  await expect
    .poll(async () => (await mailsTo(dataDirOf(baseURL), email)).map((mail) => mail.subject))
    .toEqual(["Confirm you want to follow Atelier Test Gallery"]);
});
