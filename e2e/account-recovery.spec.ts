import type { Page } from "@playwright/test";
import { CONFIRMED_HREF } from "#shared/links";
import { messages } from "#shared/messages";
import { mailsTo, verificationLinks } from "#tests/outbox";
import { expect, signInAsNewShopper, test } from "./fixtures";
import { dataDirOf, expectNoSeriousA11yViolations, newEmail, PASSWORD, toastWith } from "./support";

const text = messages.passwordReset;
const NEW_PASSWORD = "another painting a day";
const menu = (page: Page) => page.getByRole("button", { name: /Account menu/ });

/** The reset link of the newest reset mail to `email`, once the server has written it. */
async function resetLink(baseURL: string | undefined, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mails = await mailsTo(dataDirOf(baseURL), email);
      link = mails
        .map(
          (mail) => mail.body.match(/https?:\/\/\S+\/api\/auth\/reset-password\/[\w-]+\?\S+/)?.[0],
        )
        .filter(Boolean)
        .at(-1);
      return link;
    })
    .toBeTruthy();
  return link as string;
}

test("a shopper who forgot the password asks for a link, sets a new one and signs in with it", async ({
  page,
  baseURL,
}) => {
  const email = await signInAsNewShopper(page, { name: "Forgetful Shopper" });
  await page.context().clearCookies();
  await page.goto("/auth");
  await page.getByRole("button", { name: text.forgotLink }).click();
  await expect(page.getByRole("heading", { name: text.forgotTitle })).toBeVisible();
  await page.getByLabel(messages.auth.email).fill(email);
  await page.getByRole("button", { name: text.sendLink }).click();
  await expect(page.getByRole("heading", { name: text.checkInbox })).toBeVisible();
  await expect(page.getByText(text.resetSentTo(email))).toBeVisible();

  await page.goto(await resetLink(baseURL, email));
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  const field = page.getByLabel(text.newPassword);
  // A common password is refused beside the field.
  await field.fill("password123");
  await page.getByRole("button", { name: text.save }).click();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(new RegExp(text.commonPassword));
  await expect(field).toBeFocused();
  await field.fill(NEW_PASSWORD);
  await page.getByRole("button", { name: text.save }).click();
  await expect(page.getByText(text.resetDone)).toBeVisible();

  await page.getByRole("link", { name: text.signIn, exact: true }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByLabel(messages.auth.email).fill(email);
  await page.getByLabel(messages.auth.password).fill(NEW_PASSWORD);
  await page.getByRole("button", { name: messages.auth.signInTitle, exact: true }).click();
  await expect(menu(page)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test("an unconfirmed shopper sends the link again and lands home told the e-mail is confirmed", async ({
  page,
  baseURL,
}) => {
  const email = newEmail("unconfirmed");
  await page.goto("/auth");
  const signUp = await page.request.post("/api/auth/sign-up/email", {
    data: { email, password: PASSWORD, name: "Una Confirmed", callbackURL: CONFIRMED_HREF },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(signUp.ok()).toBe(true);
  await page.getByLabel(messages.auth.email).fill(email);
  await page.getByLabel(messages.auth.password).fill(PASSWORD);
  await page.getByRole("button", { name: messages.auth.signInTitle, exact: true }).click();
  await expect(page.getByText(text.notVerified)).toBeVisible();
  await page.getByRole("button", { name: text.sendAgain }).click();
  await expect(page.getByRole("status").filter({ hasText: text.sentAgain })).toBeVisible();

  // The sign-up's link and the one asked again.
  const links = () => verificationLinks(dataDirOf(baseURL), email);
  await expect.poll(async () => (await links()).length).toBe(2);
  await page.goto((await links()).at(-1) as string);
  await expect(toastWith(page, text.confirmed)).toBeVisible();
  await expect(page).toHaveURL(/\/$/); // the parameter is dropped
  await expect(menu(page)).toBeVisible();
});

test.describe("field errors", () => {
  // bypassCSP: the axe scans inject a script.
  test.use({ bypassCSP: true });

  test("the auth forms say what is wrong beside each field", async ({ page }) => {
    await page.goto("/auth");
    await page.getByRole("button", { name: messages.auth.toSignUp }).click();
    const submit = page.getByRole("button", { name: messages.auth.signUpTitle });
    await submit.click();
    await expect(toastWith(page, messages.auth.requiredFields)).toBeVisible();
    const name = page.getByLabel(messages.auth.fullName);
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription(text.nameRequired);
    await expect(name).toBeFocused();
    await expect(page.getByLabel(messages.auth.email)).toHaveAccessibleDescription(
      text.emailRequired,
    );
    await expectNoSeriousA11yViolations(page);

    // The server's reason, beside its field.
    await name.fill("Common Choice");
    const email = newEmail("common");
    await page.getByLabel(messages.auth.email).fill(email);
    const password = page.getByLabel(messages.auth.password);
    await password.fill("password123");
    await submit.click();
    await expect(password).toHaveAccessibleDescription(new RegExp(text.commonPassword));
    await expect(password).toBeFocused();
    await expect(name).not.toHaveAttribute("aria-invalid");
    await expectNoSeriousA11yViolations(page);

    // A good sign-up, and one with an address that has an account, end on the same screen.
    for (let i = 0; i < 2; i++) {
      if (i > 0) {
        await page.getByRole("button", { name: text.backToSignIn }).click();
        await page.getByRole("button", { name: messages.auth.toSignUp }).click();
        await page.getByLabel(messages.auth.fullName).fill("Common Choice");
      }
      await page.getByLabel(messages.auth.email).fill(email);
      await page.getByLabel(messages.auth.password).fill(PASSWORD);
      await page.getByRole("button", { name: messages.auth.signUpTitle }).click();
      await expect(page.getByRole("heading", { name: text.checkInbox })).toBeVisible();
      await expect(page.getByText(messages.auth.checkEmail(email))).toBeVisible();
      await expect(page.getByRole("button", { name: text.sendAgain })).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);

    // The forgot form, and the reset page without its link.
    await page.getByRole("button", { name: text.backToSignIn }).click();
    await page.getByRole("button", { name: text.forgotLink }).click();
    // The address typed before is kept; emptied, it is asked for.
    const forgotEmail = page.getByLabel(messages.auth.email);
    await expect(forgotEmail).toHaveValue(email);
    await forgotEmail.fill("");
    await page.getByRole("button", { name: text.sendLink }).click();
    await expect(forgotEmail).toHaveAccessibleDescription(text.emailRequired);
    await expect(forgotEmail).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    await page.goto("/reset-password");
    await expect(page.getByText(text.missingToken)).toBeVisible();
    await page.getByRole("link", { name: text.askAgain }).click();
    await expect(page.getByRole("heading", { name: text.forgotTitle })).toBeVisible();
    await page.goto("/reset-password?error=INVALID_TOKEN");
    await expect(page.getByText(text.invalidToken)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
