import type { Page } from "@playwright/test";
import { messages } from "#shared/messages";
import { expect, test } from "./fixtures";
import { PASSWORD, shopOrigin, toastWith } from "./support";

const text = messages.security;
const NEW_PASSWORD = "a quieter harbour at dusk";

const sessionsCard = (page: Page) => page.getByRole("region", { name: text.sessionsTitle });

/** Signs `page` in with a password through the API, as a second browser would. */
async function signInElsewhere(page: Page, email: string, password: string) {
  const response = await page.request.post("/api/auth/sign-in/email", {
    data: { email, password },
    headers: { origin: await shopOrigin(page) },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test("a shopper changes the password: a wrong current one is refused beside its field", async ({
  page,
  shopper,
  browser,
}) => {
  await page.goto("/profile");
  const card = page.getByRole("region", { name: text.changePasswordTitle });
  const current = card.getByLabel(text.currentPassword);
  const next = card.getByLabel(text.newPassword);
  const submit = card.getByRole("button", { name: text.changePassword });

  // Empty: both fields say why, and the first takes focus.
  await submit.click();
  await expect(current).toHaveAttribute("aria-invalid", "true");
  await expect(current).toBeFocused();
  await expect(next).toHaveAttribute("aria-invalid", "true");

  await current.fill("not my password at all");
  await next.fill(NEW_PASSWORD);
  await submit.click();
  await expect(card.getByText(text.wrongCurrentPassword)).toBeVisible();
  await expect(current).toHaveAttribute("aria-invalid", "true");
  await expect(current).toBeFocused();
  const describedBy = await current.getAttribute("aria-describedby");
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(text.wrongCurrentPassword);
  await expect(next).not.toHaveAttribute("aria-invalid", "true");

  await current.fill(PASSWORD);
  await submit.click();
  await expect(toastWith(page, text.passwordChanged)).toBeVisible();
  await expect(current).toHaveValue("");
  // Still signed in here, with the new password's session.
  await page.reload();
  await expect(page.getByRole("button", { name: /Account menu/ })).toBeVisible();

  // The new password signs in elsewhere; the old one no longer does.
  const elsewhere = await browser.newPage();
  const origin = await shopOrigin(elsewhere);
  const old = await elsewhere.request.post("/api/auth/sign-in/email", {
    data: { email: shopper, password: PASSWORD },
    headers: { origin },
  });
  expect(old.status()).toBe(401);
  await signInElsewhere(elsewhere, shopper, NEW_PASSWORD);
  await elsewhere.close();
});

test("the profile lists both browsers, and 'Sign out everywhere else' ends the other", async ({
  page,
  shopper,
  browser,
}) => {
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInElsewhere(otherPage, shopper, PASSWORD);
  await otherPage.goto("/profile");
  await expect(otherPage.getByRole("tab", { name: messages.account.profile })).toBeVisible();

  await page.goto("/profile");
  const card = sessionsCard(page);
  await expect(card.getByRole("listitem")).toHaveCount(2);
  await expect(card.getByText(text.thisDevice, { exact: true })).toHaveCount(1);
  await expect(card.getByText(/^Chrom(e|ium) \d+ on \w+/).first()).toBeVisible();
  await expect(card.getByText(text.lastActive("now")).first()).toBeVisible();

  await card.getByRole("button", { name: text.signOutOthers }).click();
  await expect(toastWith(page, text.signedOutOthers)).toBeVisible();
  await expect(card.getByRole("listitem")).toHaveCount(1);
  await expect(card.getByText(text.noOtherSessions)).toBeVisible();

  // The other browser is signed out; this one is not.
  await otherPage.reload();
  await expect(otherPage.getByRole("heading", { name: messages.gates.profile })).toBeVisible();
  await page.reload();
  await expect(sessionsCard(page).getByRole("listitem")).toHaveCount(1);
  await other.close();
});
