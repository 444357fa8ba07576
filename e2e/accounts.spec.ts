import { initialsOf } from "#shared/account";
import { messages } from "#shared/messages";
import { expect, signInAsNewShopper, test } from "./fixtures";
import {
  expectNoSeriousA11yViolations,
  newEmail,
  PASSWORD,
  toastWith,
  verificationLink,
} from "./support";

const menu = (page: import("@playwright/test").Page) =>
  page.getByRole("button", { name: /Account menu/ });

test("a shopper signs up, confirms by e-mail, edits the profile and signs out", async ({
  page,
}) => {
  const email = newEmail("ada.lovelace");
  await page.goto("/auth");
  await expect(page.getByRole("heading", { name: messages.auth.signInTitle })).toBeVisible();
  await expect(page.getByLabel(messages.auth.fullName)).toHaveCount(0);
  await page.getByRole("button", { name: messages.auth.toSignUp }).click();
  await expect(page.getByRole("heading", { name: messages.auth.signUpTitle })).toBeVisible();

  await page.getByLabel(messages.auth.fullName).fill("Ada Lovelace");
  await page.getByLabel(messages.auth.email).fill(email);
  await expect(page.getByLabel(messages.auth.email)).toHaveAttribute("type", "email");
  await page.getByLabel(messages.auth.password).fill(PASSWORD);
  await page.getByRole("button", { name: messages.auth.signUpTitle }).click();
  await expect(
    page.getByRole("heading", { name: messages.passwordReset.checkInbox }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/); // sign-up stays on the page
  await expect(page.getByText(messages.auth.checkEmail(email))).toBeVisible();

  // The link in the e-mail signs the shopper in and lands on the site root.
  await page.goto(await verificationLink(email));
  await expect(page).toHaveURL(/\/$/);
  await expect(menu(page)).toHaveText(initialsOf({ name: "Ada Lovelace", email }));
  await expect(page.getByRole("link", { name: messages.header.signIn })).toHaveCount(0);

  await menu(page).click();
  await expect(page.getByRole("menuitem", { name: messages.account.adminPanel })).toHaveCount(0);
  await page.getByRole("menuitem", { name: messages.account.profile }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("tab", { name: messages.account.favoritesTab(0) })).toBeVisible();
  await expect(page.getByRole("tab", { name: messages.account.cartTab(0) })).toBeVisible();
  await expect(
    page.getByText(initialsOf({ name: "Ada Lovelace", email }), { exact: true }).first(),
  ).toBeVisible();
  await expect(page.getByLabel(messages.account.email)).toHaveValue(email);
  await expect(page.getByLabel(messages.account.email)).not.toBeEditable();
  const name = page.getByLabel(messages.account.fullName);
  await expect(name).toHaveValue("Ada Lovelace");
  await expect(name).toBeDisabled();

  await page.getByRole("button", { name: messages.account.editProfile }).click();
  await name.fill("Augusta Ada King");
  await page.getByRole("button", { name: messages.account.cancel }).click();
  await expect(name).toHaveValue("Ada Lovelace");
  await page.getByRole("button", { name: messages.account.editProfile }).click();
  await name.fill("Augusta Ada King");
  await page.getByRole("button", { name: messages.account.saveChanges }).click();
  await expect(toastWith(page, messages.account.saved)).toBeVisible();
  await expect(name).toBeDisabled();
  await page.reload();
  await expect(page.getByLabel(messages.account.fullName)).toHaveValue("Augusta Ada King");

  await page.getByRole("button", { name: messages.account.signOut }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: messages.header.signIn })).toBeVisible();
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: messages.gates.profile })).toBeVisible();
});

test("the auth form explains every refusal", async ({ page, request }) => {
  await page.goto("/auth");
  const submit = page.getByRole("button", { name: messages.auth.signInTitle, exact: true });
  await submit.click();
  await expect(toastWith(page, messages.auth.requiredFields)).toBeVisible();
  await expect(page.getByLabel(messages.auth.email)).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel(messages.auth.email).fill("nobody@atelier.test");
  await page.getByLabel(messages.auth.password).fill("wrong password");
  await submit.click();
  await expect(page.getByText("Invalid email or password")).toBeVisible();

  // Signed up but not yet verified: said beside the form.
  const unverified = newEmail("unverified");
  const signUp = await request.post("/api/auth/sign-up/email", {
    data: { email: unverified, password: PASSWORD, name: "Una Verified" },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(signUp.ok()).toBe(true);
  await page.getByLabel(messages.auth.email).fill(unverified);
  await page.getByLabel(messages.auth.password).fill(PASSWORD);
  await submit.click();
  await expect(page.getByText(messages.passwordReset.notVerified)).toBeVisible();

  await page.getByRole("button", { name: messages.auth.toSignUp }).click();
  await page.getByLabel(messages.auth.fullName).fill("Shorty");
  await page.getByLabel(messages.auth.email).fill(newEmail("short"));
  await page.getByLabel(messages.auth.password).fill("short");
  await page.getByRole("button", { name: messages.auth.signUpTitle }).click();
  await expect(page.getByText(/password/i).last()).toBeVisible();
  await expect(page.getByText(/too short/i)).toBeVisible();
});

test("signing in with the form greets the shopper and goes home; /auth then sends them home", async ({
  page,
  shopper,
}) => {
  await page.goto("/");
  await menu(page).click();
  await page.getByRole("menuitem", { name: messages.account.signOut }).click();
  await expect(page.getByRole("link", { name: messages.header.signIn })).toBeVisible();

  await page.getByRole("link", { name: messages.header.signIn }).click();
  await page.getByLabel(messages.auth.email).fill(shopper);
  await page.getByLabel(messages.auth.password).fill(PASSWORD);
  await page.getByRole("button", { name: messages.auth.signInTitle, exact: true }).click();
  await expect(toastWith(page, messages.auth.signedIn)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(menu(page)).toBeVisible();

  await page.goto("/auth");
  await expect(page).toHaveURL(/\/$/);
});

test("only an owner sees Admin Panel; a customer at /admin is told they may not", async ({
  browser,
}) => {
  const customer = await browser.newPage();
  await signInAsNewShopper(customer);
  await customer.goto("/admin");
  await expect(customer.getByRole("heading", { name: messages.admin.forbidden })).toBeVisible();
  await customer.close();

  const owner = await browser.newPage();
  await signInAsNewShopper(owner, { email: "owner@atelier.test" });
  await owner.goto("/");
  await menu(owner).click();
  await owner.getByRole("menuitem", { name: messages.account.adminPanel }).click();
  await expect(owner).toHaveURL(/\/admin$/);
  await expect(owner.getByRole("heading", { name: messages.admin.title })).toBeVisible();
  await owner.close();
});

test.describe("accessibility of the account pages", () => {
  test.use({ bypassCSP: true });

  test("axe finds no serious or critical violation on /auth (both modes) and /profile", async ({
    page,
  }) => {
    await page.goto("/auth");
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: messages.auth.toSignUp }).click();
    await expectNoSeriousA11yViolations(page);

    await signInAsNewShopper(page);
    await page.goto("/profile");
    await expect(page.getByRole("heading", { name: messages.account.profile })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await menu(page).click();
    await expectNoSeriousA11yViolations(page);
  });
});
